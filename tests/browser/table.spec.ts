// The table in a real browser: refused drops, the hand-over, keyboard play, accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { drag, playFirstOption, startGame, takeOverIfAsked } from './helpers';

const RULE_ID = /\(R-[A-Z]+(-[A-Z]+)*-\d+\)/;

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(" | ")}`);
}

/** Plays first options until `done` holds (at most `max` steps). */
async function playUntil(page: Page, done: () => Promise<boolean>, max = 400): Promise<void> {
  for (let i = 0; i < max && !(await done()); i++) await playFirstOption(page);
  expect(await done()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 1200 });
});

test('a drop on an illegal place snaps back and shows the reason with its rule', async ({ page }) => {
  await startGame(page);
  const card = page.locator('.hand-card').first();
  const id = await card.getAttribute('data-card');
  // Turn 1 begins in the activate phase: no card may be played yet.
  await drag(page, card, (p) => p.locator('.location-title').first());
  await expect(page.getByRole('alert')).toContainText(RULE_ID);
  await expect(page.locator(`.hand [data-card="${id}"]`)).toBeVisible();
});

test('the hand-over screen takes the other hand out of the page', async ({ page }) => {
  await startGame(page);
  const handOver = page.getByRole('button', { name: /^I am P\d/ });
  await playUntil(page, async () => await handOver.count() > 0);
  await expect(page.locator('.hand-card')).toHaveCount(0);
  await expect(page.getByRole('main', { name: /^Table/ })).toHaveCount(0);
  const next = (await handOver.innerText()).match(/P(\d)/)![1];
  await handOver.click();
  const seat = Number(next) - 1;
  await expect(page.locator('.hand-card').first()).toBeVisible();
  await expect(page.locator(`.hand-card:not([data-card^="${seat}."])`)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Since your last turn at the screen' })).toBeVisible();
});

test('a card is played with the keyboard alone', async ({ page }) => {
  await startGame(page);
  const status = page.locator('.status-bar p');
  const tabTo = async (match: RegExp) => {
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
      if (match.test(label)) return;
    }
    throw new Error(`no focusable element matches ${match}`);
  };
  // To the deploy phase by keyboard: the first action (activate) then passes.
  for (let i = 0; i < 20 && !/deploy phase/.test(await status.innerText()); i++) {
    await tabTo(/^(Activate \d+|Pass)$/);
    await page.keyboard.press('Enter');
    await takeOverIfAsked(page);
  }
  await expect(status).toContainText('deploy phase');
  await tabTo(/playable now/);
  await page.keyboard.press('Enter');
  await tabTo(/(, legal target|\(legal\))$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText(/P1 plays/);
});

test('no serious accessibility problems on the table, the hand-over screen and the dialogs', async ({ page }) => {
  await startGame(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Lost pile/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  const handOver = page.getByRole('button', { name: /^I am P\d/ });
  await playUntil(page, async () => await handOver.count() > 0);
  expect(await seriousViolations(page)).toEqual([]);
  await handOver.click();
  const decision = page.getByRole('dialog');
  await playUntil(page, async () => await decision.count() > 0 && await page.getByRole('button', { name: /^I am P\d/ }).count() === 0, 1000);
  expect(await seriousViolations(page)).toEqual([]);
});
