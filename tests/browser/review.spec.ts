// The end of a game and its review, as players meet them: why it ended in words with the rule,
// the energy chart, stepping through the game turn by turn and action by action with the coach's
// notes ringing on the board what they are about, and a saved finished game opened on its review.
import { expect, test } from '@playwright/test';
import { playFirstOption, startGame, takeOverIfAsked } from './helpers';

test('the end screen says why the game ended, charts the energy, and the game can be stepped through', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGame(page, { seed: 7 });
  // Into the second turn, then P2 concedes.
  const turn = page.locator('.status-bar .turn');
  for (let i = 0; i < 400 && !(await turn.count() > 0 && /Turn 2/.test(await turn.innerText())); i++) await playFirstOption(page);
  await takeOverIfAsked(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  // By the keyboard: the menu's lower part lies over the board.
  await page.getByRole('button', { name: 'P2: concede the game…' }).press('Enter');
  await page.getByRole('button', { name: 'P2 concedes' }).press('Enter');
  const end = page.getByRole('dialog', { name: 'P1 wins' });
  await expect(end).toContainText('P2 conceded.');
  await expect(end.getByRole('img', { name: 'Energy and cards in play, turn by turn' })).toBeVisible();
  await end.getByText('The figures, turn by turn').click();
  await expect(end.locator('.energy-table tbody tr')).toHaveCount(2);
  await end.getByRole('button', { name: 'Review the game' }).click();
  const review = page.getByRole('dialog', { name: 'Review of the game' });
  const where = review.locator('.dialog-desc');
  // It opens on the last action, where the coach's note says how the game ended.
  await expect(review.getByRole('list', { name: "Coach's notes" })).toContainText('The game ends. P2 conceded.');
  await expect(where).toContainText("turn 2, P2's");
  await review.getByRole('button', { name: 'Previous turn' }).click();
  await expect(where).toContainText("turn 1, P1's activate phase");
  await review.getByRole('button', { name: 'Next action' }).click();
  await expect(where).toContainText('After action');
  await expect(review.getByRole('list', { name: 'Locations' }).locator('> li')).toHaveCount(2);
  await expect(review.getByRole('list', { name: 'The log of this turn, up to here' })).toContainText('Turn 1');
  await review.getByRole('button', { name: 'Previous turn' }).click();
  await expect(where).toContainText('setup');
  // From the start, Next note goes to the first moment the coach spoke of: P1's first activation
  // (R-ACT-02), ringing the two piles it moved cards between.
  await review.getByRole('button', { name: 'Next note' }).click();
  const notes = review.getByRole('list', { name: "Coach's notes" });
  await expect(notes).toContainText(/P1 activates \d+: the top/);
  await expect(review.locator('.is-noted')).toHaveCount(2);
  for (const pile of ['reserve', 'active']) await expect(review.locator(`[data-review-pile="0:${pile}"]`)).toHaveClass(/is-noted/);
  // Note by note to the end of turn 1 (R-EOT-02), which rings the piles it talks of, each
  // player's used pile among them.
  for (let i = 0; i < 10 && !/turn 1 is over/.test(await notes.innerText()); i++) await review.getByRole('button', { name: 'Next note' }).click();
  await expect(notes).toContainText("P1's turn 1 is over.");
  await expect(notes).toContainText('(ringed on the board)');
  for (const seat of [0, 1]) {
    const used = review.locator(`[data-review-pile="${seat}:used"]`);
    await expect(used).toHaveClass(/is-noted/);
    await expect(used).toHaveAccessibleName(/\(the note is about this\)$/);
    await expect(used).toHaveCSS('outline-style', 'solid');
  }
  await expect(review.locator('.is-noted')).toHaveCount(6);
  // The next action has no note: nothing is ringed.
  await review.getByRole('button', { name: 'Next action' }).click();
  await expect(review.locator('.is-noted')).toHaveCount(0);
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'P1 wins' })).toBeVisible();

  // Saved, the finished game opens on its review; closing it shows the end screen.
  await page.getByRole('button', { name: 'Start again' }).click();
  const saved = page.getByRole('region', { name: 'Saved games' });
  await saved.getByRole('button', { name: /^View / }).first().click();
  await expect(page.getByRole('dialog', { name: 'Review of the game' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Review of the game' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'P1 wins' })).toBeVisible();
});
