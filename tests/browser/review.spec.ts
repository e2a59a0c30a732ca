// The end of a game and its review, as players meet them: why it ended in words with the rule,
// the energy chart, stepping through the game turn by turn and action by action with the coach's
// notes ringing on the board what they are about, and a saved finished game opened on its review.
import { expect, test } from '@playwright/test';
import { playFirstOption, startGame, takeOverIfAsked } from './helpers';
import { loadPosition } from './positions';

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
  // One chart a player on one scale, the three energy piles stacked and the cards in play dashed.
  const chart = end.getByRole('figure', { name: 'Energy and cards in play, turn by turn' });
  for (const seat of ['P1', 'P2']) await expect(chart.getByRole('img', { name: new RegExp(`^${seat}: energy by pile and cards in play`) })).toBeVisible();
  await expect(chart.locator('.pile-area')).toHaveCount(6);
  await expect(chart.locator('figcaption')).toHaveText(/active pile.*reserve.*used pile.*cards in play/);
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

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the review shows a battle as the table does: forces, tactics, destiny, attrition, power and the result (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // A finished game opens on its review; straight to its start, then note by note to its first
    // battle.
    await loadPosition(page, 'finished');
    const review = page.getByRole('dialog', { name: 'Review of the game' });
    // As wide as it is meant to be (62rem, less a margin on a phone): a dialog's usual cap of
    // 40rem held it to two thirds of that on a desktop. Wholly on the screen.
    const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect((await review.boundingBox())!.width).toBeCloseTo(Math.min(62 * rem, viewport.width - rem), 0);
    await expect(review).toBeInViewport({ ratio: 1 });
    await review.getByLabel('Go to').selectOption('setup');
    await expect(review.locator('.dialog-desc')).toContainText('After action 0 ');
    const notes = review.getByRole('list', { name: "Coach's notes" });
    const battle = review.getByRole('region', { name: /^Battle at / });
    const nextNote = async (until: RegExp) => {
      for (let i = 0; i < 40 && !until.test(await notes.innerText().catch(() => '')); i++) await review.getByRole('button', { name: 'Next note' }).click();
      return notes.innerText();
    };
    // The attack is on the stack: no battle yet.
    await nextNote(/pays 1 energy to attack at/);
    await expect(battle).toHaveCount(0);
    // Battle destiny (R-BSTEP-04): each side's forces and tactics, the same figures as the note's.
    const destiny = await nextNote(/^Battle destiny:/m);
    const [, p1, p2] = destiny.match(/tactics here: P1 (\d+), P2 (\d+)/)!;
    await expect(battle).toBeVisible();
    for (const [seat, tactics] of [['P1', p1], ['P2', p2]]) {
      const side = battle.getByRole('region', { name: new RegExp(`^${seat}, (attacking|defending)$`) });
      await expect(side).toContainText(`Tactics${tactics} · `);
      await expect(side).toContainText(Number(tactics) >= 4 ? 'reveals battle destiny' : 'no battle destiny (needs 4)');
    }
    await expect(battle.locator('.battle-now')).toContainText('battle destiny');
    // Attrition (R-BSTEP-10), then the power step's result (R-BSTEP-19), as the note says it.
    await nextNote(/^Attrition:/m);
    await expect(battle.locator('.battle-now')).toContainText('attrition');
    await expect(battle).not.toContainText('Attrition to covernot yet');
    const won = await nextNote(/wins the battle at|is a tie/);
    const [, winner, where, a, b] = won.match(/(P\d) wins the battle at (.+?), (\d+) to (\d+)\./) ?? [];
    test.skip(!winner, 'the first battle was a tie');
    await expect(battle).toHaveAccessibleName(`Battle at ${where}`);
    await expect(battle.locator('.battle-result .winner')).toHaveText(`${winner} wins ${a} to ${b}.`);
    // The lane the battle is at is marked on the board above it.
    await expect(review.locator('.review-lane.battle-lane .review-location')).toHaveAccessibleName(new RegExp(`^${where.replace(/[/]/g, '\\/')}, .*battle here`));
    // Once the battle is over, it is gone from the review as from the table.
    for (let i = 0; i < 60 && await battle.count() > 0; i++) await review.getByRole('button', { name: 'Next action' }).click();
    await expect(battle).toHaveCount(0);
  });
}
