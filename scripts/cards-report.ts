// `npm run cards [-- --all]`: how far card implementation has got, per set and type, and
// which cards are still missing (starter-deck cards first, since they make the game playable).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import decks from '../cards/decks.json';
import { isImplemented } from '../cards/index';
import { CARD_FACTS } from '../src/engine/cards/pool';
import { CARD_TYPES, type CardFacts } from '../src/engine/cards/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const hasTest = (n: string) => existsSync(resolve(root, 'tests/cards', `${n}.test.ts`));
const showAll = process.argv.includes('--all');

const pad = (s: string | number, w: number) => String(s).padEnd(w);
const padL = (s: string | number, w: number) => String(s).padStart(w);

function summary(): void {
  console.log(`${pad('set', 5)}${pad('type', 11)}${padL('cards', 6)}${padL('impl', 6)}${padL('tests', 6)}`);
  let all = [0, 0, 0];
  for (const set of [1, 2] as const) {
    for (const type of CARD_TYPES) {
      const cs = CARD_FACTS.filter((c) => c.set === set && c.type === type);
      if (cs.length === 0) continue;
      const row = [cs.length, cs.filter((c) => isImplemented(c.number)).length, cs.filter((c) => hasTest(c.number)).length];
      all = all.map((v, i) => v + row[i]);
      console.log(`${pad(set, 5)}${pad(type, 11)}${row.map((v) => padL(v, 6)).join('')}`);
    }
  }
  console.log(`${pad('all', 16)}${all.map((v) => padL(v, 6)).join('')}`);
}

/** Compact listing: one line per set and type, "number title" items separated by semicolons. */
function list(cards: readonly CardFacts[]): void {
  for (const set of [1, 2] as const) {
    for (const type of CARD_TYPES) {
      const cs = cards.filter((c) => c.set === set && c.type === type);
      if (cs.length > 0) console.log(`  set ${set} ${type} (${cs.length}): ${cs.map((c) => `${c.number} ${c.title}`).join('; ')}`);
    }
  }
}

summary();
const missing = CARD_FACTS.filter((c) => !isImplemented(c.number));
const starter = new Set(decks.flatMap((d) => d.cards.map((c) => c.number)));
if (showAll) {
  console.log(`\nNot implemented (${missing.length}):`);
  list(missing);
} else {
  const inStarters = missing.filter((c) => starter.has(c.number));
  console.log(`\nNot implemented, in starter decks (${inStarters.length}):`);
  list(inStarters);
  console.log(`\n...and ${missing.length - inStarters.length} more not in starter decks (--all lists them).`);
}
