// Every puzzle on a phone (390x844) and a desktop: what the puzzle is about (the place of its goal,
// the hinted card, the cards its solution names) can be seen on the table when it opens and once
// all three hints are shown, the puzzle's band never covering it. A card in the row may need the
// row scrolled sideways, as a player would; nothing may be left under the band or a strip.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PUZZLES } from '../../src/learn/puzzles';
import { inSight } from './coach';
import type { PuzzleFocus, puzzleFocus } from './puzzleFocus';

/** tests/browser/puzzleFocus.ts with the engine and the card data, bundled and run once. */
async function focusOfAll(): Promise<Map<string, PuzzleFocus['focus']>> {
  const out = 'node_modules/.cache/wars-puzzle-focus.mjs';
  execFileSync('npx', ['esbuild', 'tests/browser/puzzleFocus.ts', '--bundle', '--platform=node', '--format=esm', '--log-level=warning', `--outfile=${out}`]);
  const m = await import(`${pathToFileURL(out).href}?${Date.now()}`) as { puzzleFocus: typeof puzzleFocus };
  return new Map(m.puzzleFocus().map((p) => [p.id, p.focus]));
}

/** Which of the cards cannot be seen (inSight). The first must be seen as the table shows it;
 * the others may need the row scrolled, as a player would. A decision that offers the card by
 * name may stand over it (losing a hand card to a drain). */
async function covered(page: Page, cards: PuzzleFocus['focus']): Promise<string[]> {
  const out: string[] = [];
  for (const [i, { id, title }] of cards.entries()) {
    const card = page.locator(`[data-card="${id}"]`).first();
    if (i > 0) await card.scrollIntoViewIfNeeded();
    // Cards settle into place with a short animation: looked at again until then.
    let seen = false;
    for (let tries = 0; tries < 10 && !seen; tries++) {
      if (tries > 0) await page.waitForTimeout(150);
      seen = await inSight(card, title);
    }
    if (!seen) out.push(title);
  }
  return out;
}

for (const [name, viewport] of [['a phone', { width: 390, height: 844 }], ['a desktop', { width: 1440, height: 900 }]] as const) {
  const touch = viewport.width <= 600;
  test(`on ${name}, every puzzle shows the cards it is about, with no hint and with all three`, async ({ browser }) => {
    test.setTimeout(180_000);
    // A phone is tapped: no pointer hovers over a term and opens its explanation.
    const page = await (await browser.newContext({ viewport, hasTouch: touch })).newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
    const problems: string[] = [];
    const focusOf = await focusOfAll();
    for (const [i, puzzle] of PUZZLES.entries()) {
      const focus = focusOf.get(puzzle.id)!;
      await page.getByRole('button', { name: new RegExp(`puzzle ${i + 1}: ${puzzle.title}$`) }).click();
      const panel = page.getByRole('region', { name: `Puzzle: ${puzzle.title}` });
      await expect(panel).toBeVisible();
      for (const { id } of focus) await expect(page.locator(`[data-card="${id}"]`).first()).toBeAttached();
      // Opened: the first card it is about is in view without the player scrolling.
      await expect(page.locator(`[data-card="${focus[0].id}"]`).first()).toBeInViewport({ ratio: 0.5 });
      problems.push(...(await covered(page, focus)).map((t) => `${puzzle.title}, no hint: ${t}`));
      for (let h = 1; h <= 3; h++) {
        const hint = panel.getByRole('button', { name: `Hint (${h} of 3)` });
        await (touch ? hint.tap() : hint.click());
      }
      await expect(panel.getByRole('list', { name: 'Hints' }).getByRole('listitem')).toHaveCount(touch ? 1 : 3);
      // The table brings the ringed card to look at into view: the first again.
      await page.locator(`[data-card="${focus[0].id}"]`).first().scrollIntoViewIfNeeded();
      problems.push(...(await covered(page, focus)).map((t) => `${puzzle.title}, three hints: ${t}`));
      await panel.getByRole('button', { name: 'Leave the puzzle' }).click();
    }
    expect(problems).toEqual([]);
  });
}

test('on a phone the band folds to its goal and the newest hint, and unfolds to the whole task', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
  const helm = PUZZLES.find((p) => p.id === 'take-the-helm')!;
  await page.getByRole('button', { name: new RegExp(`puzzle \\d+: ${helm.title}$`) }).click();
  const panel = page.getByRole('region', { name: `Puzzle: ${helm.title}` });
  await expect(panel).toContainText(helm.task);
  await panel.getByRole('button', { name: 'Hint (1 of 3)' }).click();
  // Asked for a hint, the phone's band keeps to the goal and that hint.
  await expect(panel).not.toContainText(helm.task);
  await expect(panel).toContainText('Goal: Win the battle at Ganymede/Traginium Source, before your battle phase ends.');
  await panel.getByRole('button', { name: 'Hint (2 of 3)' }).click();
  const hints = panel.getByRole('list', { name: 'Hints' });
  await expect(hints.getByRole('listitem')).toHaveText([/^Look at:/]);
  const unfold = panel.getByRole('button', { name: 'The whole task and hints' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await unfold.click();
  await expect(panel).toContainText(helm.task);
  await expect(hints.getByRole('listitem')).toHaveText([/^The rule:/, /^Look at:/]);
  await panel.getByRole('button', { name: 'Fold' }).click();
  await expect(panel).not.toContainText(helm.task);
  // Folded, the band is a fraction of the screen.
  expect((await panel.boundingBox())!.height).toBeLessThan(844 * 0.25);
});
