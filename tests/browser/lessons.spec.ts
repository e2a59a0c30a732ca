// The lessons in the browser (issue 12): a newcomer is offered "Learn to play" first; every
// lesson is completed using only what its coach highlights, on a desktop (dragging) and a phone
// (tapping), its band within a third of a phone screen and never under the shared-screen banner;
// the summary ends it, the progress is kept on the device, and a lesson replays.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LESSONS } from '../../src/learn/lessons';
import { inSight, ringsOnPage, useRinged } from './coach';

async function openLessons(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Learn to play', level: 1 })).toBeVisible();
}

/** The coach's band keeps to about a third of a phone's screen, and the shared-screen banner sits
 * below it, never over it. */
async function expectCoachInView(page: Page, coach: Locator): Promise<void> {
  const box = await coach.boundingBox({ timeout: 1000 });
  if (!box) return;
  const screen = page.viewportSize()!;
  if (screen.width <= 600) expect(box.height).toBeLessThanOrEqual(screen.height * 0.35);
  const banners = page.locator('.shared-banner');
  const banner = await banners.count() > 0 ? await banners.boundingBox({ timeout: 1000 }) : null;
  if (banner) expect(banner.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
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

/** Follows the lesson on the table to its summary: Next on a read step, else the ringed move. */
async function followLesson(page: Page, touch: boolean): Promise<void> {
  const coach = page.getByRole('region', { name: /^Lesson: / });
  const summary = page.getByRole('dialog', { name: /^Lesson learned: / });
  for (let moves = 0; moves < 80; moves++) {
    await expect(coach.or(summary)).toBeVisible();
    if (await summary.count() > 0) return;
    if (await coach.count() > 0) {
      await expectCoachInView(page, coach);
      await expectRingedInView(page, await coach.locator('.coach-count').innerText());
    }
    const next = coach.getByRole('button', { name: 'Next', exact: true });
    const before = await coach.locator('.coach-count').innerText();
    if (await next.count() > 0) await (touch ? next.tap() : next.click());
    else await useRinged(page, touch);
    // Whatever the move, the coach never refuses what it ringed.
    await expect(coach.locator('.coach-refusal')).toHaveCount(0);
    await expect(page.locator('.refusal')).toHaveCount(0);
    if (await summary.count() === 0) expect(await coach.locator('.coach-count').innerText().catch(() => before)).toBeTruthy();
  }
  throw new Error('the lesson did not end');
}

test('a newcomer is offered Learn to play first; once a lesson is done it moves aside', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('region', { name: 'New to WARS? Learn to play' });
  await expect(first).toBeVisible();
  // Above the game's setup: the first thing on the screen after the title.
  const decks = page.getByRole('group', { name: "P1's deck" });
  await expect(decks).toBeVisible();
  // (Measured once the rest of the app has taken over the start screen.)
  await expect(page.getByRole('heading', { name: 'Your decks' })).toBeVisible();
  await expect.poll(async () => ((await first.boundingBox())?.y ?? 1e9) < ((await decks.boundingBox())?.y ?? -1)).toBe(true);
  await first.getByRole('button', { name: 'Learn to play' }).click();
  await page.getByRole('button', { name: /^Start lesson 1:/ }).click();
  await followLesson(page, false);
  await page.getByRole('button', { name: 'All lessons' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: LESSONS[0].title })).toContainText('done');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lessons and puzzles' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New to WARS? Learn to play' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Lessons and puzzles' }).click();
  await expect(page.getByRole('button', { name: `Replay lesson 1: ${LESSONS[0].title}` })).toBeVisible();
});

for (const device of [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch, reducedMotion: 'reduce' });
    for (const [i, lesson] of LESSONS.entries()) {
      test(`lesson ${i + 1} (${lesson.title}) is completed by following what it highlights`, async ({ page }) => {
        // The guided first game is four times as long as a lesson, with its hand-overs.
        if (lesson.bothSeats) test.slow();
        await openLessons(page);
        await page.getByRole('button', { name: `Start lesson ${i + 1}: ${lesson.title}` }).click();
        await followLesson(page, device.touch);
        const summary = page.getByRole('dialog', { name: `Lesson learned: ${lesson.title}` });
        await expect(summary.getByRole('listitem')).toHaveCount(lesson.summary.length);
        if (i === 0) {
          // A finished lesson replays from its first step.
          await summary.getByRole('button', { name: 'Replay this lesson' }).click();
          await expect(page.locator('.coach-count')).toHaveText(`Step 1 of ${lesson.steps.length}`);
        }
      });
    }
  });
}
