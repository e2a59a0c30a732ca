// Following a lesson on the table by what its coach highlights, as a newcomer would: Next on a
// step to read, else the ringed move; on the way, the coach's band and every card it rings must be
// in view. The lessons' browser test and the measure of how long each lesson takes share it.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { inSight, ringsOnPage, useRinged } from './coach';

/** The coach's band keeps to about a third of an upright phone's screen; on a phone on its side it
 * stands over the location row alone, leaving the players' strips, hand and actions their column.
 * The shared-screen banner sits below it, never over it. */
async function expectCoachInView(page: Page, coach: Locator): Promise<void> {
  const box = await coach.boundingBox({ timeout: 1000 });
  if (!box) return;
  const screen = page.viewportSize()!;
  if (screen.width <= 600) expect(box.height).toBeLessThanOrEqual(screen.height * 0.35);
  if (screen.height <= 500) {
    expect(box.height).toBeLessThanOrEqual(screen.height * 0.45);
    for (const part of await page.locator('.player-bar, .hand-area').all()) {
      const b = await part.boundingBox();
      const overlaps = b !== null && box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, 'the coach lies over a strip or the hand').toBe(false);
    }
  }
  const banners = page.locator('.shared-banner');
  const banner = await banners.count() > 0 ? await banners.boundingBox({ timeout: 1000 }) : null;
  // Below it; on a phone on its side, in the column beside it.
  if (banner) expect(banner.y >= box.y + box.height - 1 || banner.x >= box.x + box.width - 1).toBe(true);
}

/** Every card the coach rings (to look at or to use) can be seen (inSight). The table brings the
 * first into view; a phone's row shows two lanes, narrowed for cards ringed in up to four lanes
 * side by side to be seen together, unscrolled; cards further apart the learner may scroll to. */
async function expectRingedInView(page: Page, where: string): Promise<void> {
  const cards = (await ringsOnPage(page)).filter((r) => r.selector.startsWith('[data-card='));
  const lanes = await page.evaluate((selectors) => {
    const row = [...document.querySelectorAll('.location-row > .lane')];
    return selectors.map((s) => row.indexOf(document.querySelector(s)?.closest('.lane') as Element));
  }, cards.map((c) => c.selector));
  const inRow = lanes.filter((i) => i >= 0);
  const together = inRow.length > 0 && Math.max(...inRow) - Math.min(...inRow) < 4;
  for (const [i, { selector }] of cards.entries()) {
    if (i > 0 && !(together && lanes[i] >= 0)) await page.locator(selector).first().scrollIntoViewIfNeeded();
    // The table brings the first into view on the next frame.
    await expect.poll(() => inSight(page.locator(selector).first()), `${where}: ${selector} is in view`).toBe(true);
  }
}

/** What a measure of the lesson is told on the way. */
export interface Following {
  /** The coach's band as each step (or a hand-over band within one) is first shown, before
   * anything is done in it; then the summary. */
  onStep?(shown: Locator): Promise<void>;
  /** Before each ringed move (not a press of Next). */
  onMove?(): Promise<void>;
  /** Whether every ringed card must be in view together (WARS's row of lanes); X-COM's board,
   * one side above the other, brings only the first into view (its lesson's test checks that). */
  allRingedInView?: boolean;
}

/** Follows the lesson on the table to its summary: Next on a read step, else the ringed move. */
export async function followLesson(page: Page, touch: boolean, { onStep, onMove, allRingedInView = true }: Following = {}): Promise<void> {
  const coach = page.getByRole('region', { name: /^Lesson: / });
  const summary = page.getByRole('dialog', { name: /^Lesson learned: / });
  let shown = '';
  for (let moves = 0; moves < 80; moves++) {
    await expect(coach.or(summary)).toBeVisible();
    if (await summary.count() > 0) {
      await onStep?.(summary);
      return;
    }
    if (await coach.count() > 0) {
      await expectCoachInView(page, coach);
      if (allRingedInView) await expectRingedInView(page, await coach.locator('.coach-count').innerText());
    }
    const next = coach.getByRole('button', { name: 'Next', exact: true });
    const before = await coach.locator('.coach-count').innerText();
    // A new step, or the band that hands the screen over within one.
    const now = `${before}: ${await coach.locator('.coach-text').innerText()}`;
    if (now !== shown) {
      shown = now;
      await onStep?.(coach);
    }
    if (await next.count() > 0) await (touch ? next.tap() : next.click());
    else {
      await onMove?.();
      await useRinged(page, touch);
    }
    // Whatever the move, the coach never refuses what it ringed.
    await expect(coach.locator('.coach-refusal')).toHaveCount(0);
    await expect(page.locator('.refusal')).toHaveCount(0);
    if (await summary.count() === 0) expect(await coach.locator('.coach-count').innerText().catch(() => before)).toBeTruthy();
  }
  throw new Error('the lesson did not end');
}
