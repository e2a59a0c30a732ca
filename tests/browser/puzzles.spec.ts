// A puzzle in the browser (issue 12): listed on the learn screen; a failed attempt says so and is
// retried from the position; the three hints come one by one, the last ringing the move, and
// following the rings solves it; the solved mark is kept on the device. The first puzzle, whose
// goal is to win the game, and the one whose goal is energy lost to drains.
import { expect, test } from '@playwright/test';
import { PUZZLES } from '../../src/learn/puzzles';
import { useRinged } from './coach';

const shown = [PUZZLES[0], PUZZLES.find((p) => p.goal.kind === 'drain')!];

for (const first of shown) test(`a puzzle is failed, retried, and solved by following its hints: ${first.title}`, async ({ page }) => {
  const n = PUZZLES.indexOf(first) + 1;
  await page.goto('/');
  await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
  const list = page.getByRole('list', { name: 'Puzzles' });
  await expect(list.getByRole('listitem')).toHaveCount(PUZZLES.length);
  await list.getByRole('button', { name: `Solve puzzle ${n}: ${first.title}` }).click();

  const panel = page.getByRole('region', { name: `Puzzle: ${first.title}` });
  await expect(panel).toContainText(first.task);
  // Passing ends the control phase: the goal was not met in time.
  await page.locator('[data-coach="pass"]').first().click();
  await expect(panel.getByRole('status')).toContainText('Not this time');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('status')).toHaveCount(0);

  // Three hints, one at a time: the rule (with its link), the card, the move.
  const hints = panel.getByRole('list', { name: 'Hints' });
  await panel.getByRole('button', { name: 'Hint (1 of 3)' }).click();
  await expect(hints.getByRole('listitem')).toHaveCount(1);
  await expect(hints.locator('[data-rule]').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Hint (2 of 3)' }).click();
  await panel.getByRole('button', { name: 'Hint (3 of 3)' }).click();
  await expect(hints.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'No more hints' })).toBeDisabled();

  const solved = page.getByRole('dialog', { name: `Puzzle solved: ${first.title}` });
  for (let moves = 0; moves < 10 && await solved.count() === 0; moves++) {
    await useRinged(page, false);
    await expect(panel.locator('.coach-refusal')).toHaveCount(0);
  }
  await expect(solved).toBeVisible();
  await solved.getByRole('button', { name: 'All puzzles' }).click();
  await expect(list.getByRole('listitem').nth(n - 1)).toContainText('solved');
  await page.reload();
  await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
  await expect(page.getByRole('list', { name: 'Puzzles' }).getByRole('button', { name: `Solve again puzzle ${n}: ${first.title}` })).toBeVisible();
});
