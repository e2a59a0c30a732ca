// The copied-text check the project's hook runs, for tests: a run of 40 letters and digits in a row
// (about 8 words; spacing, punctuation and case ignored) shared with a source document.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const N = 40;

const norm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The rules documents, the checklist and the card text beside the project, or null without them. */
export const SHARED = fileURLToPath(new URL('../../../shared', import.meta.url));

/** Every 40-character run of the source documents, line by line as the hook reads them. */
export function sourceRuns(shared = SHARED): Set<string> | null {
  const rules = join(shared, 'rules');
  if (!existsSync(rules)) return null;
  const runs = new Set<string>();
  const add = (line: string) => {
    const t = norm(line);
    for (let i = 0; i + N <= t.length; i++) runs.add(t.slice(i, i + N));
  };
  for (const name of ['wars-comprehensive-rules.txt', 'wars-incursion-rulebook.txt', 'wars-nowhere-to-hide-rulebook.txt', 'checklist.md', 'xcom-incursion.txt']) {
    const f = join(rules, name);
    if (existsSync(f)) readFileSync(f, 'utf8').split('\n').forEach(add);
  }
  const spoiler = join(shared, 'card-data', 'wars-spoiler.txt');
  if (existsSync(spoiler)) {
    for (const line of readFileSync(spoiler, 'utf8').split('\n')) {
      if (line.startsWith('Game Text:') || line.startsWith('Lore:')) add(line.slice(line.indexOf(':') + 1));
    }
  }
  return runs;
}

/** The first passage of a text shared with the sources (normalised), or null. */
export function sharedPassage(text: string, runs: ReadonlySet<string>): string | null {
  const t = norm(text);
  for (let i = 0; i + N <= t.length; i++) if (runs.has(t.slice(i, i + N))) return t.slice(i, i + N);
  return null;
}
