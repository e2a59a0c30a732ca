import { describe, expect, it } from 'vitest';
import { createXcomGame, seatView } from '../../src/xcom/index';

describe('X-COM seat view', () => {
  it('XR-SETUP-02: the active decks are face down, shown as sizes; base decks and cards in play are public', () => {
    const s = createXcomGame(9);
    for (const seat of [0, 1, null] as const) {
      const v = seatView(s, seat);
      expect(v.sides.map((x) => x.deck)).toEqual([12, 12]);
      expect(v.sides[1].base).toEqual(s.sides[1].base);
      expect(v.sides[0].play).toEqual(s.sides[0].play);
      expect(JSON.stringify(v)).not.toContain(`"${s.sides[0].deck[0]}"`);
      expect('rng' in v || 'seed' in v).toBe(false);
    }
  });
});
