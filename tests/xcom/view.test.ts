import { describe, expect, it } from 'vitest';
import { createXcomGame, seatView } from '../../src/xcom/index';

describe('X-COM seat view', () => {
  it('XR-SETUP-02: the active decks are face down, shown as sizes; staging cards and cards in play are public', () => {
    const s = createXcomGame(9);
    for (const seat of [0, 1, null] as const) {
      const v = seatView(s, seat);
      expect(v.sides.map((x) => x.deck)).toEqual([12, 12]);
      // The base deck's cards are all there; below the staging cards, not in their order (XRU-16).
      expect(v.sides[1].base.slice(0, 5)).toEqual(s.sides[1].base.slice(0, 5));
      expect([...v.sides[1].base].sort()).toEqual([...s.sides[1].base].sort());
      expect(v.sides[0].play).toEqual(s.sides[0].play);
      expect(JSON.stringify(v)).not.toContain(`"${s.sides[0].deck[0]}"`);
      expect('rng' in v || 'seed' in v).toBe(false);
    }
  });
});
