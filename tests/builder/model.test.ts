// The deck builder's logic: filters over the whole pool, deck edits, live validation with
// reasons, and deck lists read line by line with each bad line's own message.
import { describe, expect, it } from 'vitest';
import { CARDS, isImplemented, isUnlimited } from '../../cards';
import {
  NO_FILTER, addCard, deckFileName, deckProblems, deckSize, errorLine, filterPool, keywordsOf, poolChoices, readDeckList, setQty,
  writeDeckList,
} from '../../src/ui/builder/model';
import type { BuilderPool } from '../../src/ui/builder/model';
import { practiceDeck } from '../../src/ui/decks/practice';

const POOL: BuilderPool = { cards: Object.values(CARDS), isImplemented, isUnlimited };

describe('browsing the pool', () => {
  it('shows the whole pool unfiltered', () => {
    expect(filterPool(POOL, NO_FILTER)).toHaveLength(497);
  });

  it('filters by faction, type, cost and set, together', () => {
    const r = filterPool(POOL, { ...NO_FILTER, faction: 'Earther', type: 'CHARACTER', cost: 1, set: 1 });
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((c) => c.faction === 'Earther' && c.type === 'CHARACTER' && c.energyCost === 1 && c.set === 1)).toBe(true);
    expect(filterPool(POOL, { ...NO_FILTER, cost: 6 }).every((c) => (c.energyCost ?? 0) >= 6)).toBe(true);
  });

  it('searches titles, numbers and labels, ignoring case and quotes', () => {
    expect(filterPool(POOL, { ...NO_FILTER, search: 'cgc GRUNT' }).map((c) => c.number)).toContain('1C7');
    expect(filterPool(POOL, { ...NO_FILTER, search: '1c7' }).map((c) => c.number)).toContain('1C7');
    expect(filterPool(POOL, { ...NO_FILTER, search: '<script>' })).toEqual([]);
    expect(filterPool(POOL, { ...NO_FILTER, search: 'x'.repeat(1_000_000) })).toEqual([]);
  });

  it('searches factions, types and keywords too, and filters by a label or a keyword', () => {
    const quayShips = filterPool(POOL, { ...NO_FILTER, search: 'quay ship' });
    const printed = POOL.cards.filter((c) => c.faction === 'Quay' && c.type === 'SHIP');
    expect(printed.length).toBeGreaterThan(0);
    expect(quayShips).toEqual(expect.arrayContaining(printed));
    const pilots = filterPool(POOL, { ...NO_FILTER, search: 'piloting' }).map((c) => c.number);
    const byKeyword = filterPool(POOL, { ...NO_FILTER, keyword: 'piloting' });
    expect(byKeyword.length).toBeGreaterThan(0);
    expect(pilots).toEqual(expect.arrayContaining(byKeyword.map((c) => c.number)));
    expect(byKeyword.every((c) => keywordsOf(c).includes('piloting'))).toBe(true);
    const cgc = filterPool(POOL, { ...NO_FILTER, label: 'CGC' });
    expect(cgc.map((c) => c.number)).toContain('1C7');
    expect(cgc.every((c) => c.labels.includes('CGC'))).toBe(true);
  });

  it('offers every label and keyword the pool carries, once each', () => {
    const { labels, keywords } = poolChoices(POOL.cards);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(expect.arrayContaining(['CGC', 'Fighter']));
    expect(keywords).toEqual(expect.arrayContaining(['piloting', 'unlimited', 'scouting']));
    expect(POOL.cards.flatMap((c) => c.labels).every((l) => labels.includes(l))).toBe(true);
  });
});

describe('building a deck', () => {
  it('adds, counts and removes cards', () => {
    let d = addCard([], '1C7');
    d = addCard(d, '1C7', 3);
    expect(d).toEqual([{ number: '1C7', qty: 4 }]);
    d = setQty(d, '1C7', 0);
    expect(d).toEqual([]);
  });

  it('is validated live with reasons', () => {
    const five = setQty([], '1C7', 5);
    const messages = deckProblems(five, POOL).map((p) => p.rule);
    expect(messages).toEqual(expect.arrayContaining(['R-SETUP-01', 'R-SETUP-02', 'R-SETUP-03']));
    const practice = practiceDeck('Gongen', POOL);
    if (!practice.ok) throw new Error('no practice deck');
    expect(deckProblems(practice.deck.cards, POOL)).toEqual([]);
    // Every card of the pool now plays; a pool that says one does not (a card added to the facts
    // before its abilities) still has it refused by name.
    const missing = POOL.cards.find((c) => c.energyCost !== null && !practice.deck.cards.some((d) => d.number === c.number))!;
    const partial = { ...POOL, isImplemented: (n: string) => n !== missing.number };
    const rules = deckProblems([...practice.deck.cards.slice(1), { number: missing.number, qty: 1 }], partial).map((p) => p.rule);
    expect(rules).toContain('ENGINE-UNIMPLEMENTED');
    expect(POOL.cards.every((c) => isImplemented(c.number))).toBe(true);
  });
});

describe('deck lists', () => {
  it('round-trips a deck through text', () => {
    const practice = practiceDeck('Gongen', POOL);
    if (!practice.ok) throw new Error('no practice deck');
    const text = writeDeckList('My <b>deck</b>', practice.deck.cards, POOL);
    expect(text.startsWith('# My <b>deck</b>\n')).toBe(true);
    const back = readDeckList(text, POOL);
    expect(back.errors).toEqual([]);
    expect(back.count).toBe(60);
    expect(new Map(back.cards.map((e) => [e.number, e.qty]))).toEqual(new Map(practice.deck.cards.map((e) => [e.number, e.qty])));
  });

  it('gives each bad line its own message with its line number', () => {
    const r = readDeckList('4 CGC Grunt\nfour grunts\n2x Nonexistent Card\n\n4x 1C7\n0 CGC Grunt\n3 9Z99', POOL);
    expect(r.errors.map((e) => e.line)).toEqual([2, 3, 6, 7]);
    expect(errorLine(r.errors[0])).toMatch(/^Line 2: Expected a count then a card/);
    expect(errorLine(r.errors[1])).toBe('Line 3: No card is titled "Nonexistent Card".');
    expect(r.cards).toEqual([{ number: '1C7', qty: 8 }, ...r.cards.slice(1)]);
  });

  it('refuses a pasted megabyte as a whole', () => {
    const r = readDeckList('<img src=x onerror=alert(1)>\n'.repeat(40_000), POOL);
    expect(r.cards).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(errorLine(r.errors[0])).toMatch(/too large/);
  });

  it('names exported files safely', () => {
    expect(deckFileName('../../<script>')).toBe('script.txt');
    expect(deckFileName('')).toBe('deck.txt');
    expect(deckSize([{ number: 'a', qty: 2 }, { number: 'b', qty: 3 }])).toBe(5);
  });
});
