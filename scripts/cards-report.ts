// `npm run cards [-- --all] [-- --texts]`: how far card implementation has got, per set and type,
// which cards are still missing (starter-deck cards first, since they make the game playable), how
// the card language is used (words in all, used by one card, unused), and whether every ability
// reads aloud with nothing missing. `--texts` prints each card's own description beside what the
// table does, for review.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import decks from '../cards/decks.json';
import { CARDS, isImplemented } from '../cards/index';
import { wordUse } from '../src/engine/abilities/usage';
import { cardAbilityTexts, isComplete } from '../src/engine/abilityText';
import { CARD_FACTS } from '../src/engine/cards/pool';
import { CARD_TYPES, type CardFacts } from '../src/engine/cards/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const hasTest = (n: string) => existsSync(resolve(root, 'tests/cards', `${n}.test.ts`));
const showAll = process.argv.includes('--all');
const showTexts = process.argv.includes('--texts');

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

/** The card language: how many words, how many used by a single card or by none. */
function words(): void {
  const implemented = Object.values(CARDS).filter((c) => isImplemented(c.number));
  const use = [...wordUse(implemented)];
  const name = ([w]: (typeof use)[number]) => `${w.category === 'selector' ? 'filter' : w.category === 'ability' ? 'keyword' : w.category}:${w.name}`;
  const one = use.filter(([, cards]) => cards.size === 1);
  const none = use.filter(([, cards]) => cards.size === 0);
  const pct = (n: number) => `${((100 * n) / use.length).toFixed(1)}%`;
  console.log(`\nCard language: ${use.length} words; ${one.length} (${pct(one.length)}) used by one card; ${none.length} used by no card.`);
  const byCategory = new Map<string, number>();
  for (const u of use) { const c = name(u).split(':')[0]; byCategory.set(c, (byCategory.get(c) ?? 0) + 1); }
  console.log(`  by category: ${[...byCategory].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  console.log(`  used by one card: ${one.map((u) => `${name(u)} (${[...u[1]][0]})`).join(', ')}`);
  console.log(`  used by no card (rules tests use them): ${none.map(name).join(', ')}`);
}

/** Every implemented ability as generated text; with --texts, beside each card's own description. */
function texts(): void {
  let abilities = 0;
  let complete = 0;
  for (const c of Object.values(CARDS)) {
    if (!isImplemented(c.number)) continue;
    const said = cardAbilityTexts(c);
    abilities += said.length;
    complete += said.filter(isComplete).length;
    if (showTexts && said.length) console.log(`\n${c.number} ${c.title}\n  Card: ${c.text}\n  Table: ${said.join('\n         ')}`);
  }
  console.log(`\nGenerated text: ${complete} of ${abilities} abilities read aloud with nothing missing.`);
  if (complete < abilities) process.exitCode = 1;
}

words();
texts();
