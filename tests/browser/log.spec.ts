// The game log fills the side panel and follows the newest line, unless the reader scrolled up.
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { loadPosition } from './positions';

test.use({ reducedMotion: 'reduce' });

const gap = (box: Locator) => box.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

test('desktop: on a turn-30 game the log shows its newest line and fills the panel to its foot', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadPosition(page, 'lastEnergy');
  const log = page.locator('.log-scroll');
  await expect(log).toBeVisible();
  // Turns drawn late (out of view until scrolled to) must not leave it short of the end.
  await expect.poll(() => gap(log)).toBeLessThan(24);
  await expect(log.locator('.log-turn').last().locator('li').last()).toBeInViewport();
  await expect(log.locator('.log-turn h3').last()).toHaveText(/Turn 30/);
  // It reaches the foot of the side panel.
  const [panel, box] = [await page.locator('.side-panel').boundingBox(), await log.boundingBox()];
  expect(panel!.y + panel!.height - (box!.y + box!.height)).toBeLessThan(40);
  // Scrolled up by the reader, it stays there when a line is added.
  await log.hover();
  await page.mouse.wheel(0, -2000);
  await expect.poll(() => gap(log)).toBeGreaterThan(200);
  const lines = await log.locator('li').count();
  // P2 draws their last card (after the warning): a line is added, the screen stays P2's.
  await page.getByRole('button', { name: 'Draw a card', exact: true }).click();
  await page.getByRole('button', { name: 'Draw a card anyway' }).click();
  await expect.poll(() => log.locator('li').count()).toBeGreaterThan(lines);
  await page.waitForTimeout(300);
  expect(await gap(log)).toBeGreaterThan(200);
});

test('the log keeps its newest line in view when its box grows shorter (a notice\'s band, a smaller window)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadPosition(page, 'lastEnergy');
  const log = page.locator('.log-scroll');
  const newest = log.locator('.log-turn').last().locator('li').last();
  await expect(newest).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 700 });
  await expect.poll(() => gap(log)).toBeLessThan(4);
  await expect(newest).toBeInViewport();
});
