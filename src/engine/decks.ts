// Deck building rules (R-SETUP-01..03) and plain-text deck lists. Deck lists are pasted by
// users, so everything here treats its input as hostile: it reports problems, never throws.
import * as v from 'valibot';
import type { CardFacts } from './cards/types';
import { capText } from './text';

/** What deck rules need to know about a card. */
export type CardDefLike = Pick<CardFacts, 'number' | 'title' | 'type' | 'energyCost' | 'destiny'>;

/** Most copies of one card a deck list may name, and most different cards in one list: bounds
 * for hostile input, far above any deck the rules allow. */
export const MAX_QTY = 999;
export const MAX_DECK_ENTRIES = 500;

/** One entry of a deck list: a collector number and how many copies. Saved decks are read
 * through this schema, and parseDeckList never produces an entry it would refuse. */
export const DECK_ENTRY = v.strictObject({
  number: v.pipe(v.string(), v.minLength(1), v.maxLength(12)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QTY)),
});
export const DECK_ENTRIES = v.pipe(v.array(DECK_ENTRY), v.maxLength(MAX_DECK_ENTRIES));
export type DeckEntry = v.InferOutput<typeof DECK_ENTRY>;

export interface DeckList {
  name?: string;
  cards: DeckEntry[];
}

export interface DeckProblem {
  /** A checklist rule ID (R-SETUP-xx) or a project rule (DECK-..., ENGINE-UNIMPLEMENTED). */
  rule: string;
  message: string;
  /** Collector numbers of the offending cards. */
  cards?: string[];
}

export interface DeckRuleOptions {
  /** Unlimited is game text, so it comes from the abilities layer (R-KW-UNL-01). */
  isUnlimited?: (number: string) => boolean;
  /** False for cards whose abilities the engine cannot run yet. */
  isPlayable?: (number: string) => boolean;
  /** Sanctioned constructed tournament play refuses banned cards; limited play allows them (R-GEN-04). */
  sanctioned?: boolean;
}

/** Cards Section Three of the comprehensive rules marks Banned (R-GEN-04): Talkan. */
export const BANNED: ReadonlySet<string> = new Set(['1PF3']);

export const DECK_SIZE = 60;
export const MAX_COPIES = 4;

/**
 * Problems with a deck, empty when it is legal. Copies are counted by title across
 * printings (AMB-16): a premium foil and its common share one limit of four.
 */
export function validateDeck(
  deck: DeckList,
  lookup: (n: string) => CardDefLike | undefined,
  opts: DeckRuleOptions = {},
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const entries = Array.isArray(deck?.cards) ? deck.cards : [];
  const unknown: string[] = [];
  const badQty: string[] = [];
  const unknownFacts: string[] = [];
  const unplayable: string[] = [];
  const byTitle = new Map<string, { qty: number; numbers: string[]; unlimited: boolean }>();
  let total = 0;
  let locations = 0;

  for (const e of entries) {
    const number = typeof e?.number === 'string' ? e.number : String(e?.number);
    if (!Number.isInteger(e?.qty) || e.qty < 1) {
      badQty.push(number);
      continue;
    }
    total += e.qty;
    const card = lookup(number);
    if (!card) {
      unknown.push(number);
      continue;
    }
    if (card.type === 'LOCATION') locations += e.qty;
    if (card.energyCost === null || card.destiny === null) unknownFacts.push(number);
    else if (opts.isPlayable && !opts.isPlayable(number)) unplayable.push(number);
    const t = byTitle.get(card.title) ?? { qty: 0, numbers: [], unlimited: false };
    t.qty += e.qty;
    if (!t.numbers.includes(number)) t.numbers.push(number);
    // Printings share their game text, so one Unlimited printing makes the title Unlimited.
    t.unlimited ||= opts.isUnlimited?.(number) ?? false;
    byTitle.set(card.title, t);
  }

  if (total !== DECK_SIZE) {
    problems.push({ rule: 'R-SETUP-01', message: `The deck has ${total} cards; it must have exactly ${DECK_SIZE}.` });
  }
  if (locations === 0) {
    problems.push({ rule: 'R-SETUP-02', message: 'The deck has no location; it needs at least one to start the game.' });
  }
  for (const [title, t] of byTitle) {
    if (t.qty > MAX_COPIES && !t.unlimited) {
      problems.push({
        rule: 'R-SETUP-03',
        message: `${t.qty} copies of ${title}; at most ${MAX_COPIES} unless the card is Unlimited.`,
        cards: t.numbers,
      });
    }
  }
  const list = (rule: string, cards: string[], message: string) => {
    if (cards.length > 0) problems.push({ rule, message: `${message}: ${cards.join(', ')}.`, cards });
  };
  if (opts.sanctioned) {
    const banned = entries.map((e) => String(e?.number)).filter((n) => BANNED.has(n));
    if (banned.length > 0) {
      problems.push({ rule: 'R-GEN-04', message: `Banned in sanctioned constructed play: ${banned.join(', ')}.`, cards: banned });
    }
  }
  list('DECK-QUANTITY', badQty, 'Each card needs a whole-number quantity of at least 1');
  list('DECK-UNKNOWN-CARD', unknown, 'No card has these collector numbers');
  list('DECK-UNKNOWN-FACTS', unknownFacts, 'These cards have an unknown cost or destiny and cannot be used');
  list('ENGINE-UNIMPLEMENTED', unplayable, 'These cards are not implemented yet');
  return problems;
}

// ---------------------------------------------------------------------------------------
// Plain-text deck lists

export const MAX_LIST_BYTES = 200 * 1024;
export const MAX_LIST_LINES = 1000;
const MAX_LINE_CHARS = 200;

export interface DeckListError {
  /** 1-based; 0 when the whole input is rejected. */
  line: number;
  /** The offending line as plain text (never interpreted as markup). */
  text: string;
  message: string;
}

export interface ParsedDeckList {
  cards: DeckEntry[];
  errors: DeckListError[];
}

/**
 * The key titles are matched by: case-insensitive, typographic quotes and apostrophes
 * equal to plain ones, runs of spaces collapsed. Users type "Pilgrims' Camp".
 */
export function titleKey(title: string): string {
  return title
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A lookupByTitle for parseDeckList over a pool, matching by titleKey. */
export function titleLookup<C extends CardDefLike>(cards: readonly C[]): (title: string) => C | undefined {
  const map = new Map(cards.map((c) => [titleKey(c.title), c]));
  return (title) => map.get(titleKey(title));
}

const LINE_FORMAT = /^(\d+)(?:\s*[xX\u00D7])?\s+(\S.*)$/;
const NUMBER_TEXT = /^[12]\s*(?:PF|RF|R|U|C|S|F|X)\s*\d+$/i;
// Control characters would garble an error display; they never belong in a title.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

const plain = (s: string) => capText(s.replace(CONTROL, ''), MAX_LINE_CHARS);

/**
 * Parses `4 CGC Grunt`, `4x CGC Grunt`, `4x 1C7` or `4 1C7` lines; blank lines and `#`
 * comments are skipped. Every bad line gets its own error; good lines still count.
 * Repeated cards are merged in first-seen order.
 */
export function parseDeckList(
  text: string,
  lookupByTitle: (title: string) => CardDefLike | undefined,
  lookupByNumber: (number: string) => CardDefLike | undefined,
): ParsedDeckList {
  if (typeof text !== 'string') return { cards: [], errors: [{ line: 0, text: '', message: 'The deck list must be text.' }] };
  // Cheap character check first so a huge paste is never encoded in full.
  const bytes = text.length > MAX_LIST_BYTES ? text.length : new TextEncoder().encode(text).length;
  if (bytes > MAX_LIST_BYTES) {
    const kb = Math.ceil(bytes / 1024);
    return { cards: [], errors: [{ line: 0, text: '', message: `The deck list is too large (${kb} KB or more); the limit is 200 KB.` }] };
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > MAX_LIST_LINES) {
    return { cards: [], errors: [{ line: 0, text: '', message: `The deck list has ${lines.length} lines; the limit is ${MAX_LIST_LINES}.` }] };
  }

  const qtyByNumber = new Map<string, number>();
  const errors: DeckListError[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const error = (message: string) => errors.push({ line: i + 1, text: plain(line), message });
    if (line.length > MAX_LINE_CHARS) return error(`Line is longer than ${MAX_LINE_CHARS} characters.`);
    const m = LINE_FORMAT.exec(line);
    if (!m) return error('Expected a count then a card, e.g. "4 CGC Grunt" or "4x 1C7".');
    const qty = Number(m[1]);
    if (qty < 1 || qty > MAX_QTY) return error(`The count must be between 1 and ${MAX_QTY}.`);
    const name = m[2].trim();
    const byNumber = NUMBER_TEXT.test(name);
    const card = byNumber ? lookupByNumber(name.replace(/\s+/g, '').toUpperCase()) : lookupByTitle(name);
    if (!card) return error(byNumber ? `No card has the number ${plain(name)}.` : `No card is titled "${plain(name)}".`);
    const merged = (qtyByNumber.get(card.number) ?? 0) + qty;
    if (merged > MAX_QTY) return error(`With the lines above this makes ${merged} copies of ${card.title}; a list may name at most ${MAX_QTY}.`);
    if (!qtyByNumber.has(card.number) && qtyByNumber.size >= MAX_DECK_ENTRIES) return error(`A list may name at most ${MAX_DECK_ENTRIES} different cards.`);
    qtyByNumber.set(card.number, merged);
  });
  const cards = [...qtyByNumber].map(([number, qty]) => ({ number, qty }));
  return { cards, errors };
}

/** `4 CGC Grunt` lines, in deck order; an unknown number is written as the number itself. */
export function formatDeckList(deck: DeckList, lookup: (n: string) => CardDefLike | undefined): string {
  const entries = Array.isArray(deck?.cards) ? deck.cards : [];
  return entries.map((e) => `${e.qty} ${lookup(e.number)?.title ?? e.number}`).join('\n') + '\n';
}
