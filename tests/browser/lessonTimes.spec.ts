// How long each lesson takes to complete by following it (issue 12), WARS's and X-COM's (numbered
// after WARS's, each opened from its game's start screen): each is played in the browser
// at 1440x900, using only what its coach highlights, with the pauses of a reader: every step's
// words (the band's text, then the summary's points) at READ_WPM words a minute, and MOVE_SECONDS
// to find and make each ringed move. The clock runs from the first step to the summary read.
// Measured only when `npm run lesson-times` asks (LESSON_TIMES names the folder for the rows it
// prints as a table): it takes as long as the lessons do.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LESSONS } from '../../src/learn/lessons';
import { XCOM_LESSONS } from '../../src/learn/lessons/xcom';
import { followLesson } from './followLesson';

const OUT = process.env.LESSON_TIMES;
const WPM = Number(process.env.READ_WPM ?? 200);
const MOVE_SECONDS = Number(process.env.MOVE_SECONDS ?? 3);

/** One lesson as measured. */
export interface LessonTime { n: number; title: string; steps: number; words: number; moves: number; seconds: number }

const wordsIn = async (shown: Locator) =>
  (await shown.locator('.coach-text, .summary-points').first().innerText()).split(/\s+/).filter(Boolean).length;

test.describe('how long each lesson takes', () => {
  test.skip(!OUT, 'measured by npm run lesson-times');
  test.use({ viewport: { width: 1440, height: 900 } });

  /** Every lesson, numbered in one list, with how it is opened. */
  const ALL = [
    ...LESSONS.map((lesson, i) => ({ lesson, xcom: false, open: async (page: Page) => {
      await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
      await page.getByRole('button', { name: `Start lesson ${i + 1}: ${lesson.title}` }).click();
    } })),
    // X-COM's lesson is offered on the start screen once the game is chosen.
    ...XCOM_LESSONS.map((lesson) => ({ lesson, xcom: true, open: async (page: Page) => {
      await page.getByRole('radio', { name: 'X-COM Incursion' }).check();
      await page.getByRole('button', { name: 'Learn to play' }).click();
      await expect(page.getByRole('main', { name: 'X-COM Incursion' })).toBeVisible();
    } })),
  ];

  for (const [i, { lesson, xcom, open }] of ALL.entries()) {
    test(`lesson ${i + 1}: ${lesson.title}`, async ({ page }) => {
      test.setTimeout(30 * 60_000);
      await page.goto('/');
      await open(page);
      let words = 0;
      let moves = 0;
      const started = Date.now();
      await followLesson(page, false, {
        allRingedInView: !xcom,
        async onStep(shown) {
          const n = await wordsIn(shown);
          words += n;
          await page.waitForTimeout((n / WPM) * 60_000);
        },
        async onMove() {
          moves++;
          await page.waitForTimeout(MOVE_SECONDS * 1000);
        },
      });
      const seconds = Math.round((Date.now() - started) / 1000);
      await expect(page.getByRole('dialog', { name: `Lesson learned: ${lesson.title}` })).toBeVisible();
      const row: LessonTime = { n: i + 1, title: lesson.title, steps: lesson.steps.length, words, moves, seconds };
      mkdirSync(OUT!, { recursive: true });
      writeFileSync(join(OUT!, `${i + 1}.json`), JSON.stringify(row));
    });
  }
});
