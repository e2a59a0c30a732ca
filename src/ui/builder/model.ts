// The deck builder's logic, apart from React: searching and filtering the card pool, editing a
// deck, validating it live, and reading and writing plain-text deck lists.
import { CARD_TYPES, formatDeckList, parseDeckList, titleKey, titleLookup, validateDeck } from '../../engine/decksEntry';
import type { CardDef, CardFaction, CardType, DeckEntry, DeckListError, DeckProblem } from '../../engine/decksEntry';

export interface BuilderPool {
  cards: readonly CardDef[];
  isImplemented: (number: string) => boolean;
  isUnlimited: (number: string) => boolean;
}

export interface PoolFilter {
  /** Words matched against title, number, faction, type, labels, keywords and description, all of them. */
  search: string;
  faction: CardFaction | 'any';
  type: CardType | 'any';
  /** An energy cost, or 'any'; costs from 6 up are one bucket. */
  cost: number | 'any';
  set: 1 | 2 | 'any';
  /** A label the card carries ("Pilot", "CGC"), or 'any'. */
  label: string;
  /** A keyword the card has ("piloting", "unlimited"), or 'any'. */
  keyword: string;
}

export const NO_FILTER: PoolFilter = {
  search: '', faction: 'any', type: 'any', cost: 'any', set: 'any', label: 'any', keyword: 'any',
};
export const COST_BUCKETS = [0, 1, 2, 3, 4, 5, 6] as const;
export const TYPES = CARD_TYPES;
const MAX_SEARCH_CHARS = 200;

/** The keywords a card has, by name ("piloting"); both sides of an inverter. */
export function keywordsOf(c: CardDef): string[] {
  return [...new Set([...(c.abilities ?? []), ...(c.invertedAbilities ?? [])].flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])))];
}

/** The labels and keywords some card of the pool carries, sorted: the choices of those filters. */
export function poolChoices(cards: readonly CardDef[]): { labels: string[]; keywords: string[] } {
  const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort((a, b) => a.localeCompare(b));
  return { labels: sorted(cards.flatMap((c) => c.labels)), keywords: sorted(cards.flatMap(keywordsOf)) };
}

const haystacks = new WeakMap<CardDef, string>();
function haystack(c: CardDef): string {
  let h = haystacks.get(c);
  if (h === undefined) {
    h = titleKey([c.title, c.number, c.faction, c.labels.join(' '), keywordsOf(c).join(' '), c.kind ?? '', c.type, c.text].join(' '));
    haystacks.set(c, h);
  }
  return h;
}

/** The cards matching a filter, in collector order (set, then faction, then title). */
export function filterPool(pool: BuilderPool, f: PoolFilter): CardDef[] {
  const words = titleKey(f.search.slice(0, MAX_SEARCH_CHARS)).split(' ').filter(Boolean);
  return pool.cards.filter((c) => {
    if (f.faction !== 'any' && c.faction !== f.faction) return false;
    if (f.type !== 'any' && c.type !== f.type) return false;
    if (f.cost !== 'any' && (c.energyCost === null || (f.cost >= 6 ? c.energyCost < 6 : c.energyCost !== f.cost))) return false;
    if (f.set !== 'any' && c.set !== f.set) return false;
    if (f.label !== 'any' && !c.labels.includes(f.label)) return false;
    if (f.keyword !== 'any' && !keywordsOf(c).includes(f.keyword)) return false;
    if (words.length > 0) {
      const h = haystack(c);
      if (!words.every((w) => h.includes(w))) return false;
    }
    return true;
  });
}

// ---------------------------------------------------------------------------------------
// Editing a deck

export const qtyOf = (deck: readonly DeckEntry[], number: string): number => deck.find((e) => e.number === number)?.qty ?? 0;
export const deckSize = (deck: readonly DeckEntry[]): number => deck.reduce((n, e) => n + e.qty, 0);

/** The deck with `number` set to `qty` copies (removed at 0); new cards go to the end. */
export function setQty(deck: readonly DeckEntry[], number: string, qty: number): DeckEntry[] {
  const q = Math.max(0, Math.min(999, Math.floor(qty)));
  const i = deck.findIndex((e) => e.number === number);
  if (i < 0) return q > 0 ? [...deck, { number, qty: q }] : deck.slice();
  return q > 0 ? deck.map((e, j) => (j === i ? { number, qty: q } : e)) : deck.filter((_, j) => j !== i);
}

export const addCard = (deck: readonly DeckEntry[], number: string, n = 1): DeckEntry[] => setQty(deck, number, qtyOf(deck, number) + n);

/** Entries sorted for display: locations first, then by type and title. */
export function sortedDeck(deck: readonly DeckEntry[], lookup: (n: string) => CardDef | undefined): DeckEntry[] {
  const key = (e: DeckEntry) => {
    const c = lookup(e.number);
    return [c?.type === 'LOCATION' ? 0 : 1, c ? TYPES.indexOf(c.type) : 99, c?.title ?? e.number] as const;
  };
  return deck.slice().sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2].localeCompare(kb[2]);
  });
}

/** Every deck rule the deck breaks now, with the reason; empty when it can be played. */
export function deckProblems(deck: readonly DeckEntry[], pool: BuilderPool): DeckProblem[] {
  const byNumber = lookupOf(pool);
  return validateDeck({ cards: deck.slice() }, byNumber, { isPlayable: pool.isImplemented, isUnlimited: pool.isUnlimited });
}

const lookups = new WeakMap<BuilderPool, (n: string) => CardDef | undefined>();
export function lookupOf(pool: BuilderPool): (n: string) => CardDef | undefined {
  let l = lookups.get(pool);
  if (!l) {
    const map = new Map(pool.cards.map((c) => [c.number, c]));
    l = (n) => map.get(n);
    lookups.set(pool, l);
  }
  return l;
}

// ---------------------------------------------------------------------------------------
// Plain-text deck lists

export interface ListImport {
  cards: DeckEntry[];
  errors: DeckListError[];
  /** How many cards the readable lines hold. */
  count: number;
}

export function readDeckList(text: string, pool: BuilderPool): ListImport {
  const parsed = parseDeckList(text, titleLookup(pool.cards), lookupOf(pool));
  return { ...parsed, count: deckSize(parsed.cards) };
}

/** One error as the player reads it: "Line 3: No card is titled "Foo"." */
export function errorLine(e: DeckListError): string {
  return e.line > 0 ? `Line ${e.line}: ${e.message}` : e.message;
}

export function writeDeckList(name: string, deck: readonly DeckEntry[], pool: BuilderPool): string {
  const body = formatDeckList({ cards: sortedDeck(deck, lookupOf(pool)) }, lookupOf(pool));
  const title = name.replace(/[\r\n]+/g, ' ').trim();
  return title ? `# ${title}\n${body}` : body;
}

/** A file name for an exported deck list. */
export function deckFileName(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'deck';
  return `${slug}.txt`;
}
