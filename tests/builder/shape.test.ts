// The deck's shape as the builder's charts show it: the energy-cost curve without locations, the
// destiny spread over every value the pool prints, types and factions in a fixed order, and each
// faction's support icons needed against those the deck's locations give (R-LOC-05).
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import { lookupOf } from '../../src/ui/builder/model';
import type { BuilderPool } from '../../src/ui/builder/model';
import { averageDestiny, deckShape, destinyValues } from '../../src/ui/builder/shape';
import type { CardDef } from '../../src/engine/decksEntry';

const cards = Object.values(CARDS);
const POOL: BuilderPool = { cards, isImplemented: () => true, isUnlimited: () => false };
const lookup = lookupOf(POOL);
const DESTINIES = destinyValues(cards);
const find = (p: (c: CardDef) => boolean): CardDef => {
  const c = cards.find(p);
  if (!c) throw new Error('no such card in the pool');
  return c;
};

describe('the deck shape', () => {
  it('an empty deck has empty bars and no support rows', () => {
    const s = deckShape([], lookup, DESTINIES);
    expect(s.cost.map((b) => b.label)).toEqual(['0', '1', '2', '3', '4', '5', '6+']);
    expect(s.cost.every((b) => b.count === 0)).toBe(true);
    expect(s.destiny.map((b) => b.label)).toEqual(DESTINIES.map(String));
    expect([s.types, s.factions, s.support]).toEqual([[], [], []]);
    expect(averageDestiny(s)).toBeNull();
  });

  it('counts copies by cost (6 and up together), leaving locations out of the curve', () => {
    const grunt = CARDS['1C7'];
    const big = find((c) => (c.energyCost ?? 0) >= 7);
    const site = find((c) => c.type === 'LOCATION');
    const s = deckShape([{ number: grunt.number, qty: 4 }, { number: big.number, qty: 2 }, { number: site.number, qty: 1 }], lookup, DESTINIES);
    expect(s.cost.find((b) => b.label === String(grunt.energyCost))!.count).toBe(4);
    expect(s.cost.find((b) => b.label === '6+')!.count).toBe(2);
    expect(s.cost.reduce((a, b) => a + b.count, 0)).toBe(6);
    // The destiny spread holds every card, locations too.
    expect(s.destiny.reduce((a, b) => a + b.count, 0)).toBe(7);
    expect(s.types.find((b) => b.label === 'LOCATION')!.count).toBe(1);
    expect(s.factions.reduce((a, b) => a + b.count, 0)).toBe(7);
  });

  it('averages destiny over every copy', () => {
    const a = find((c) => c.destiny === 1);
    const b = find((c) => c.destiny === 4);
    expect(averageDestiny(deckShape([{ number: a.number, qty: 3 }, { number: b.number, qty: 1 }], lookup, DESTINIES))).toBe(1.8);
  });

  it('R-LOC-05: support needed is the most any one card needs; locations give theirs, a unique one once', () => {
    const needs3 = find((c) => c.type !== 'LOCATION' && c.supportCost.Earther === 3 && Object.keys(c.supportCost).length === 1);
    const needs1 = find((c) => c.type !== 'LOCATION' && c.supportCost.Earther === 1 && Object.keys(c.supportCost).length === 1);
    const unique = find((c) => c.type === 'LOCATION' && c.unique && c.supportIcons?.Earther === 1 && Object.keys(c.supportIcons).length === 1);
    const plain = find((c) => c.type === 'LOCATION' && !c.unique && c.supportIcons?.Earther === 1 && Object.keys(c.supportIcons).length === 1);
    const s = deckShape([
      { number: needs3.number, qty: 2 }, { number: needs1.number, qty: 4 },
      { number: unique.number, qty: 3 }, { number: plain.number, qty: 2 },
    ], lookup, DESTINIES);
    expect(s.support).toEqual([{ faction: 'Earther', need: 3, cards: 6, give: 3 }]);
  });
});
