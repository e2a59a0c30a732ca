// One-off importer: turns the shared facts file into the project's own cards/facts.json and
// cards/decks.json. Run with `npx tsx scripts/import-card-facts.ts`. Only facts are read
// (titles, numbers, statistics); the spoiler's game text and lore are never touched.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardFacts, CardFaction, CardType, Stats, SupportIcons } from '../src/engine/cards/types';
import { validatePool } from '../src/engine/cards/validate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(root, '../shared/card-data');

interface SourceCard {
  title: string;
  unique: boolean;
  number: string;
  faction: string;
  type: string;
  typeDetail?: string;
  bullets?: number;
  labels: string[];
  capacity?: number;
  energyCost?: number | null;
  destiny: number | null;
  supportCost?: SupportIcons;
  power?: number;
  tactics?: number;
  defense?: number;
  inverted?: Stats;
  energyIcons?: { yourSide: number; opponentSide: number };
  supportIcons?: SupportIcons;
}

/**
 * Defects found while importing that the source's `notes` do not list. Each is a
 * transcription slip visible in the spoiler itself, not a rules reading.
 */
const EXTRA_FIXES: Record<string, Partial<CardFacts>> = {
  // The uniqueness star leaked into the title with a stray colon (":*Ashmahi-Anant").
  '2R88': { title: 'Ashmahi-Anant', unique: true },
  // The opening quotation mark is printed as a closing one in the source.
  '1R162': { title: '\u201CTwo-Way\u201D Berson' },
};

/** Labels are single words; a parenthesis means part of the type line spilled over. */
function splitLabels(labels: string[]): { labels: string[]; spilledKind?: string } {
  const clean: string[] = [];
  let spilledKind: string | undefined;
  for (const label of labels) {
    const m = /^\((.+?)\)?$/.exec(label.trim());
    if (m) spilledKind = m[1]; // e.g. "(Lost" from "INTERRUPT (Lost" = pile "Lost"
    else if (label.trim() !== '') clean.push(label.trim());
  }
  return { labels: clean, spilledKind };
}

function convert(c: SourceCard): CardFacts {
  const { labels, spilledKind } = splitLabels(c.labels);
  const kind = c.typeDetail ?? spilledKind;
  const unknownCost = c.energyCost === 99 || c.destiny === 99; // placeholders (Flamecutter)
  const out: CardFacts = {
    number: c.number,
    title: c.title,
    unique: c.unique,
    ...(c.bullets !== undefined ? { bullets: c.bullets } : {}),
    set: c.number.startsWith('1') ? 1 : 2,
    faction: (c.faction === 'UNKNOWN' ? 'Unknown' : c.faction) as CardFaction,
    type: c.type as CardType,
    ...(kind !== undefined ? { kind } : {}),
    labels,
    ...(c.capacity !== undefined ? { capacity: c.capacity } : {}),
    // Set 2 locations print no cost line; locations are never paid for, so 0 as in set 1.
    energyCost: unknownCost ? null : (c.energyCost ?? (c.type === 'LOCATION' ? 0 : null)),
    destiny: unknownCost ? null : c.destiny,
    supportCost: c.supportCost ?? {},
    ...(c.power !== undefined
      ? { stats: { power: c.power, tactics: c.tactics ?? 0, defense: c.defense ?? 0 } }
      : {}),
    ...(c.inverted ? { inverted: { ...c.inverted } } : {}),
    ...(c.energyIcons ? { energyIcons: { ...c.energyIcons } } : {}),
    ...(c.supportIcons ? { supportIcons: { ...c.supportIcons } } : {}),
  };
  return { ...out, ...EXTRA_FIXES[c.number] };
}

const RARITY_SERIES = ['PF', 'RF', 'F']; // separately numbered runs follow the main run

/** Set, then the main run before premium runs, then the printed number. */
function sortKey(n: string): [number, number, number] {
  const m = /^([12])([A-Z]+)(\d+)$/.exec(n);
  if (!m) return [9, 9, 0];
  return [Number(m[1]), RARITY_SERIES.indexOf(m[2]) + 1, Number(m[3])];
}

function compareNumbers(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
}

/** The notes' corrections must survive; stop rather than write regressed data. */
function checkCorrections(cards: CardFacts[]): void {
  const by = new Map(cards.map((c) => [c.number, c]));
  const fail = (msg: string) => {
    throw new Error(`correction lost: ${msg}`);
  };
  if (by.get('1R31')?.title !== 'Inca 2') fail('Inca 2 is 1R31');
  const io = by.get('1C32');
  if (io?.title !== 'Infantry Officer' || io.faction !== 'Earther') fail('1C32 Earther Infantry Officer');
  const re = by.get('2U80');
  if (re?.stats?.defense !== 3 || re.inverted?.defense !== 3) fail('Rugged Empty 3/3');
  const fc = by.get('2R124');
  if (fc?.energyCost !== null || fc.destiny !== null) fail('Flamecutter unknown cost');
  const bf = by.get('2U151');
  if (bf?.energyIcons?.yourSide !== 1 || bf.supportIcons?.Quay !== 1) fail('Derelict Freighter icons');
}

const source = JSON.parse(readFileSync(resolve(shared, 'wars-card-facts.json'), 'utf8')) as {
  cards: SourceCard[];
};
const cards = source.cards.map(convert).sort((a, b) => compareNumbers(a.number, b.number));
checkCorrections(cards);
const problems = validatePool(cards);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
/** One record per line keeps the hand-edited data readable and its diffs small. */
const lines = (items: unknown[], indent: string) => items.map((i) => indent + JSON.stringify(i)).join(',\n');
writeFileSync(resolve(root, 'cards/facts.json'), `[\n${lines(cards, ' ')}\n]\n`);

// Starter decks: by collector number and count only; titles are looked up from facts.
interface SourceDeck {
  name: string;
  set: string;
  factions: string;
  cards: { number: string; qty: number }[];
}
const SET_NAMES: Record<string, 1 | 2> = { Incursion: 1, 'Nowhere to Hide': 2 };
const decksSrc = JSON.parse(readFileSync(resolve(shared, 'starter-decks.json'), 'utf8')) as {
  decks: SourceDeck[];
};
const numbers = new Set(cards.map((c) => c.number));
const decks = decksSrc.decks.map((d) => {
  for (const c of d.cards) if (!numbers.has(c.number)) throw new Error(`${d.name}: unknown ${c.number}`);
  return {
    name: d.name,
    set: SET_NAMES[d.set],
    factions: d.factions.split('-'),
    cards: d.cards.map((c) => ({ number: c.number, qty: c.qty })),
  };
});
const deckJson = decks.map(
  (d) =>
    ` {"name": ${JSON.stringify(d.name)}, "set": ${d.set}, "factions": ${JSON.stringify(d.factions)}, "cards": [\n` +
    `${lines(d.cards, '   ')}\n ]}`,
);
writeFileSync(resolve(root, 'cards/decks.json'), `[\n${deckJson.join(',\n')}\n]\n`);
console.log(`wrote ${cards.length} cards and ${decks.length} decks`);
