// Rising Morale: needs two fighters of yours sharing a sector; activates 4.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (here: string[], there: string[]) => game({
  phase: 'control',
  players: [{ hand: [{ card: '1U94', name: 'morale' }] }, {}],
  row: [{ card: T.gongenSector, controller: 0, cards: [here, []] }, { card: T.orbit, controller: 0, cards: [there, []] }],
});

describe('1U94 Rising Morale', () => {
  it('1U94 Rising Morale: with two fighters at one sector it activates 4 (reserve 6 -> 2, active 6 -> 10) and is lost', () => {
    play({ ...setup([T.fighter, T.fighter], []), actions: [{ type: 'play', seat: 0, card: '@morale' }, ...passes()],
      expect: { piles: { 0: { reserve: 2, active: 10 } }, cards: { '@morale': { zone: 'lost' } } } });
  });
  it('1U94 Rising Morale: one fighter at each of two sectors is not enough (R-GEN-02), and the refusal says what it needs', () => {
    const r = play({ ...setup([T.fighter], [T.fighter]), actions: [{ type: 'play', seat: 0, card: '@morale', refused: 'R-GEN-02' }] });
    expect(r.refusals[0].refusal.reason).toBe('Rising Morale can be played only if you have at least 2 Fighters at one sector.');
  });
  it('1U94 Rising Morale: capital ships are not fighters (R-GEN-02)', () => {
    play({ ...setup([T.capital, T.capital], []), actions: [{ type: 'play', seat: 0, card: '@morale', refused: 'R-GEN-02' }] });
  });
});
