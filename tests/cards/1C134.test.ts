// Lauded Flyer: Piloting 2; a sector battle won here activates up to 3.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (loc: string, mine: object, theirs: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: 0, cards: [[mine as never], [theirs]] }],
  battle: { location: '@here', attacker: 0, step: 'window3' },
});
const aboard = { card: L.fighter, name: 'ship', beneath: [{ card: '1C134', name: 'lf' }] };

describe('1C134 Lauded Flyer', () => {
  it('1C134 Lauded Flyer: its fighter (2+2 power) wins the sector battle; you activate 3 of up to 3', () => {
    play({ ...sc(L.orbit, aboard, L.fighter), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { amount: 3 } }],
      expect: { battle: { winner: 0 }, piles: { 0: { active: 9, reserve: 3 } }, cards: { '@ship': { power: 4, tactics: 4 } } } });
  });
  it('1C134 Lauded Flyer: you may activate fewer (1)', () => {
    play({ ...sc(L.orbit, aboard, L.fighter), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { amount: 1 } }],
      expect: { piles: { 0: { active: 7 } } } });
  });
  it('1C134 Lauded Flyer: winning a site battle does nothing', () => {
    play({ ...sc(L.north, { card: '1C134', name: 'lf' }, L.wall), actions: [...passes(), { type: 'pass', seat: 0 }],
      expect: { battle: { winner: 0 }, piles: { 0: { active: 6 } }, decision: null } });
  });
});
