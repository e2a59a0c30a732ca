// Loading a position for a browser test through the saved-game path: the save is made by
// tests/support/positions.ts (run with tsx: Playwright's loader cannot import the card data's
// JSON), put in localStorage before the app starts, and resumed by the app as after a reload.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';

export interface Loaded {
  entries: [string, string][];
  summary: { turn: number; phase: string; cards: number; row: number; actor: number | null; hands: number[] };
}

const made = new Map<string, Loaded>();

export function makePosition(name: string): Loaded {
  if (!made.has(name)) {
    made.set(name, JSON.parse(execFileSync('npx', ['tsx', 'tests/support/position-cli.ts', name], { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] })) as Loaded);
  }
  return made.get(name)!;
}

/** Opens the app on a named position; the player due to act takes the screen. */
export async function loadPosition(page: Page, name: string): Promise<Loaded['summary']> {
  const p = makePosition(name);
  await page.addInitScript((entries) => {
    // Once per test: later navigations keep what the game has become.
    if (sessionStorage.getItem('position-loaded')) return;
    sessionStorage.setItem('position-loaded', '1');
    localStorage.clear();
    for (const [k, v] of entries) localStorage.setItem(k, v);
  }, p.entries);
  await page.goto('/');
  // A game in progress opens behind the hand-over screen; a finished one on the table.
  const handOver = page.getByRole('button', { name: /^I am P\d/ });
  await handOver.or(page.getByRole('main', { name: /^Table/ })).first().waitFor();
  if (await handOver.count() > 0) await handOver.click();
  return p.summary;
}
