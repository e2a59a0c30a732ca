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
    const out = 'node_modules/.cache/wars-titles.mjs';
    execFileSync('npx', ['esbuild', 'tests/browser/titles.ts', '--bundle', '--platform=node', '--format=esm', '--log-level=warning', `--outfile=${out}`]);
    return import(`${pathToFileURL(out).href}?${Date.now()}`);
  })();
  return bundle;
}

/** Every piece of text in the page: text nodes (hidden ones too), every attribute, and the
 * accessibility tree's names. */
async function pageText(page: Page): Promise<string> {
  const dom = await page.evaluate(() => {
    const parts = [document.documentElement.textContent ?? ''];
    for (const el of document.querySelectorAll('*')) for (const a of el.attributes) parts.push(a.value);
    return parts.join('\n');
  });
  return `${dom}\n${await page.locator('body').ariaSnapshot()}`;
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
