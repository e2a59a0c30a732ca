// The lessons in the browser (issue 12): a newcomer is offered "Learn to play" first; every
// lesson is completed using only what its coach highlights, on a desktop (dragging) and a phone
// upright and on its side (tapping), every card it rings in sight, its band within a third of an
// upright phone's screen, beside the strips and hand on one on its side, and never under the
// shared-screen banner;
// the summary ends it, the progress is kept on the device, and a lesson replays.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LESSONS } from '../../src/learn/lessons';
import { followLesson } from './followLesson';
import { takeOverIfAsked } from './helpers';

async function openLessons(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Learn to play', level: 1 })).toBeVisible();
}

test('a press on Learn to play held while the rest of the app loads still opens the lessons', async ({ page }) => {
  // The light start screen is replaced by the full app's once it loads; a swap between a button's
  // press and its release lost the click (seen as a rare failure of the lessons below).
  await page.goto('/');
  const button = page.getByRole('region', { name: 'New to WARS? Learn to play' }).getByRole('button', { name: 'Learn to play' });
  await button.hover();
  await page.mouse.down();
  // Long enough for the full app to load and be ready to take over (it waits for the release).
  await page.waitForTimeout(2000);
  await page.mouse.up();
  await expect(page.getByRole('heading', { name: 'Learn to play', level: 1 })).toBeVisible();
});

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
  { name: 'phone on its side', viewport: { width: 844, height: 390 }, touch: true },
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
        if (lesson.bothSeats && !device.touch) {
          // Played on, the table's first-time notes take over from the coach: nothing it already
          // explained comes again, and the first draw of the game is explained as it comes.
          await summary.getByRole('button', { name: 'Play the game on' }).click();
          const firsts = page.getByRole('list', { name: 'First time in this game' });
          await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
          await expect(firsts).toHaveCount(0);
          const draw = page.getByRole('button', { name: 'Draw a card', exact: true });
          for (let n = 0; n < 12 && await firsts.count() === 0; n++) {
            if (await takeOverIfAsked(page)) continue;
            await (await draw.isVisible() ? draw : page.getByRole('button', { name: 'Pass', exact: true })).click();
          }
          await expect(firsts).toContainText('draws a card from their active pile');
          await expect(firsts).not.toContainText(/drain|attack/i);
        }
        if (i === 0) {
          // A finished lesson replays from its first step.
          await summary.getByRole('button', { name: 'Replay this lesson' }).click();
          await expect(page.locator('.coach-count')).toHaveText(`Step 1 of ${lesson.steps.length}`);
        }
      });
    }
  });
}
