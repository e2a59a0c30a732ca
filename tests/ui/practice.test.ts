// Practice decks: legal 60-card decks from implemented cards, or the reason there is none.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/engine/cards/types';
import { POOL } from '../../src/ui/cards/info';
import { deckNumbers, practiceDeck } from '../../src/ui/decks/practice';
import type { CardPool } from '../../src/ui/decks/practice';

const card = (number: string, faction: CardDef['faction'], type: CardDef['type'], extra: Partial<CardDef> = {}): CardDef => ({
  number, title: `Card ${number}`, unique: false, set: 1, faction, type, labels: [], energyCost: 1, destiny: 1, supportCost: {},
  text: '', abilities: [], ...extra,
});

const pool = (cards: CardDef[], unlimited: string[] = []): CardPool => ({
  cards, isImplemented: (n) => cards.some((c) => c.number === n && c.abilities), isUnlimited: (n) => unlimited.includes(n),
});

describe('practiceDeck', () => {
  it('builds a legal 60-card Gongen deck from the real pool', () => {
    const r = practiceDeck('Gongen', POOL);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const numbers = deckNumbers(r.deck);
    expect(numbers).toHaveLength(60);
    expect(numbers.every((n) => POOL.isImplemented(n))).toBe(true);
    expect(numbers.some((n) => POOL.cards.find((c) => c.number === n)?.type === 'LOCATION')).toBe(true);
  });

  it('keeps to four copies and fills with Unlimited cards', () => {
    const cards = [card('A', 'Shi', 'SHIP'), card('L', 'Independent', 'LOCATION', { kind: 'Site' }), card('U', 'Independent', 'LOCATION', { kind: 'Site' })];
    const r = practiceDeck('Shi', pool(cards, ['U']));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.deck.cards).toEqual([{ number: 'A', qty: 4 }, { number: 'L', qty: 4 }, { number: 'U', qty: 52 }]);
  });

  it('says why when a faction has no implemented card', () => {
    const r = practiceDeck('Quay', pool([card('L', 'Independent', 'LOCATION')]));
    expect(r).toEqual({ ok: false, problems: [expect.objectContaining({ rule: 'ENGINE-UNIMPLEMENTED' })] });
  });

  it('reports the deck rules it cannot meet without Unlimited cards', () => {
    const r = practiceDeck('Shi', pool([card('A', 'Shi', 'SHIP'), card('L', 'Independent', 'LOCATION')]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.rule)).toContain('R-SETUP-01');
  });
});
