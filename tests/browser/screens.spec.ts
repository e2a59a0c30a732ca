// Every screen at every size the table is built for: desktop, laptop, both tablet orientations,
// both phone orientations. Each screen is photographed (kept under test-results/ for people to
// look at), checked with axe (no violation of any impact), and checked for the layout's promises:
// nothing wider than the screen, the location row never covered, no page scroll on the turn-14
// table at 1280×800.
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { loadPosition } from './positions';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });


async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  // Let notices that pass by (the offline note) and focus rings settle.
  await page.waitForTimeout(150);
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** The page is no wider than the screen (the location row may scroll inside itself). */
async function noSidewaysPage(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The first lane's location card is the topmost thing where it is drawn: nothing covers the row. */
async function rowUncovered(page: Page): Promise<void> {
  const covered = await page.evaluate(() => {
    const tile = document.querySelector('.location-title');
    if (!tile) return 'no location on the table';
    const b = tile.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return hit && tile.contains(hit) ? null : `covered by ${hit?.className}`;
  });
  expect(covered).toBeNull();
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('the start screen and choosing a starting location', async ({ page }, info) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Saved games' })).toBeVisible();
      await shot(page, info, `${size.name}-start`);
      expect(await axeViolations(page)).toEqual([]);
      await noSidewaysPage(page);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await expect(page.getByRole('button', { name: /^Start at/ }).first()).toBeVisible();
      await shot(page, info, `${size.name}-starting-location`);
      expect(await axeViolations(page)).toEqual([]);
      await noSidewaysPage(page);
    });

    test('the turn-14 table, with the details open', async ({ page }, info) => {
      const p = await loadPosition(page, 'turn14');
      expect(p.cards).toBeGreaterThanOrEqual(25);
      await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
      await shot(page, info, `${size.name}-turn14`);
      expect(await axeViolations(page)).toEqual([]);
      await noSidewaysPage(page);
      await rowUncovered(page);
      // Pass, and Undo with why it is not allowed ("P1's action"), keep within the actions strip.
      expect(await page.locator('.actions').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      if (size.width === 1280 && size.height === 800) {
        const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
        expect(scrollHeight, 'no page scroll on the turn-14 table at 1280×800').toBeLessThanOrEqual(innerHeight);
      }
      // Every location lane can be brought into view in the row.
      const lanes = page.locator('.lane');
      await expect(lanes).toHaveCount(p.row);
      await lanes.last().scrollIntoViewIfNeeded();
      await expect(lanes.last().locator('.location-title')).toBeInViewport();
      // A card looked at: its details (in a drawer on narrow screens).
      // The last card of a side is the one not covered by another.
      await page.locator('.side > li:last-child .tile').first().hover();
      const toggle = page.locator('.details-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByRole('region', { name: 'Card details' }).locator('.card-full')).toBeVisible();
      await shot(page, info, `${size.name}-turn14-details`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the hand-over screen, a lost pile and the pile notes', async ({ page }, info) => {
      const p = await loadPosition(page, 'turn14');
      expect(p.hands.every((n) => n > 0)).toBe(true);
      // The lost pile, from its pile's note.
      await page.getByRole('button', { name: /^Lost pile/ }).first().click();
      await expect(page.locator('.info-popover:popover-open')).toBeVisible();
      await shot(page, info, `${size.name}-pile-note`);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^Open the lost pile/ }).first().click();
      const lost = page.getByRole('dialog', { name: /lost pile/ });
      await expect(lost).toBeVisible();
      await shot(page, info, `${size.name}-lost-pile`);
      expect(await axeViolations(page)).toEqual([]);
      await lost.getByRole('button', { name: 'Close' }).click();
      // Passing hands the screen over (at once, or from the shared screen when the other player asks
      // for their hand): the other player's hand is not in the page.
      await page.getByRole('button', { name: 'Pass', exact: true }).click();
      const handOver = page.getByRole('button', { name: /^I am P\d/ });
      const ask = page.getByRole('button', { name: /^P\d: see my hand/ });
      await expect(handOver.or(ask)).toBeVisible();
      if (await ask.count() > 0) await ask.click();
      await expect(handOver).toBeVisible();
      await expect(page.locator('.hand-card')).toHaveCount(0);
      await shot(page, info, `${size.name}-hand-over`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the end of a game', async ({ page }, info) => {
      await loadPosition(page, 'finished');
      // A game opened already finished shows its review first; closing it shows the end screen.
      await page.getByRole('dialog', { name: 'Review of the game' }).getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog', { name: /wins|draw/ })).toBeVisible();
      await shot(page, info, `${size.name}-end`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a battle at its casualties: the battle panel and the decision', async ({ page }, info) => {
      await loadPosition(page, 'casualties');
      const decision = page.getByRole('dialog', { name: /casualt(y|ies)/ });
      await expect(decision).toBeVisible();
      await shot(page, info, `${size.name}-casualties`);
      expect(await axeViolations(page)).toEqual([]);
      // The decision folds away to show the board, and opens again.
      await decision.getByRole('button', { name: 'Hide' }).click();
      await expect(decision.locator('.choice').first()).toBeHidden();
      await rowUncovered(page);
      await decision.getByRole('button', { name: 'Show' }).click();
      const toggle = page.locator('.details-toggle');
      if (await toggle.isVisible()) await toggle.click();
      const battle = page.getByRole('region', { name: /^Battle at / });
      await expect(battle).toBeVisible();
      await expect(battle).toContainText(/wins \d+ to \d+/);
      await expect(battle).not.toContainText(/window|loss step/);
      await shot(page, info, `${size.name}-battle`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
