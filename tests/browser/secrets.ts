// Scanning the page for hidden cards: the game is read back from the autosave (seed, decks,
// actions) and replayed here, so the test knows every hand without the page telling it.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Seat } from '../../src/engine';
import type { titlesOf } from './titles';

let bundle: Promise<{ titlesOf: typeof titlesOf }> | null = null;

/** tests/browser/titles.ts with the engine and the card data, bundled once per worker. */
function titles(): Promise<{ titlesOf: typeof titlesOf }> {
  bundle ??= (async () => {
    // One file per worker: two workers writing one file at once let one import it half-written.
    const out = `node_modules/.cache/wars-titles-${process.pid}.mjs`;
    execFileSync('npx', ['esbuild', 'tests/browser/titles.ts', '--bundle', '--platform=node', '--format=esm', '--log-level=warning', `--outfile=${out}`]);
    return import(`${pathToFileURL(out).href}?${Date.now()}`);
  })();
  return bundle;
}

/** Every piece of text in the page: text nodes (hidden ones too), every attribute, and the
 * accessibility tree's names; without soft hyphens, which card titles carry where they may break
 * (a title broken between syllables is still found). */
async function pageText(page: Page): Promise<string> {
  const dom = await page.evaluate(() => {
    const parts = [document.documentElement.textContent ?? ''];
    for (const el of document.querySelectorAll('*')) for (const a of el.attributes) parts.push(a.value);
    return parts.join('\n');
  });
  return `${dom}\n${await page.locator('body').ariaSnapshot()}`.replace(/\u00AD/g, '');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (title: string) => new RegExp(`(?<![\\w])${escape(title)}(?![\\w])`, 'g');

/**
 * Fails if the page names a card hidden from `viewer` (null: from both players): any card in
 * the hand or a face-down pile of a seat in `secretOf`, unless the viewer may see that title
 * anyway (`titlesOf`). Visible titles are taken out of the text first, longest first, so a
 * hidden title that is part of a visible one is still caught on its own. Returns how many
 * hidden titles were looked for.
 */
export async function expectNoHiddenTitles(page: Page, secretOf: Seat[], viewer: Seat | null, where: string): Promise<number> {
  const saveText = await page.evaluate(() => {
    const id = localStorage.getItem('wars-table:current');
    return id && localStorage.getItem(`wars-table:game:${id}`);
  });
  const { hidden, visible } = (await titles()).titlesOf(saveText, secretOf, viewer);
  let text = await pageText(page);
  for (const t of [...visible].sort((a, b) => b.length - a.length)) text = text.replace(word(t), ' ');
  const secret = hidden.filter((t) => !visible.includes(t));
  expect(secret.filter((t) => word(t).test(text)), `${where}: hidden titles in the page`).toEqual([]);
  return secret.length;
}

/** Puts every hint in the page before a scan: "What can I do?" opened, a card in hand that cannot
 * be played looked at (on a player's own screen), and, when `suggest`, the computer's suggested
 * move asked for and waited on. */
export async function showHints(page: Page, suggest: boolean): Promise<void> {
  const hints = page.getByRole('region', { name: 'Hints' });
  if (await hints.count() === 0) return;
  const canDo = hints.getByRole('button', { name: 'What can I do?' });
  if (await canDo.count() > 0 && await canDo.getAttribute('aria-expanded') === 'false') await canDo.click();
  const greyed = page.locator('.hand-card.not-playable');
  // Focused rather than pointed at: a floating decision may lie over the hand.
  if (await greyed.count() > 0) await greyed.first().focus();
  const ask = hints.getByRole('button', { name: 'Suggest a move' });
  if (suggest && await ask.count() > 0) {
    await ask.click();
    await expect(hints.locator('.hint-suggestion')).toContainText(/The computer would:|No suggestion/, { timeout: 20_000 });
  }
}
