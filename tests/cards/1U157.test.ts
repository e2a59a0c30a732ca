// Sultry Opportunist: at the start of your control phase you may pay 2; then if your D beats the
// opponent's D, retrieve a card.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (mine: number, theirs: number) => game({
  phase: 'activate', counters: { activated: true },
  players: [{ reserve: energy(3, mine), lost: [{ card: L.trooper, name: 'lostOne' }] }, { reserve: energy(3, theirs) }],
  row: [{ card: L.north, controller: 0, cards: [['1U157'], []] }],
});

describe('1U157 Sultry Opportunist', () => {
  it('1U157 Sultry Opportunist: pay 2, destiny 5 beats 2: the lost trooper is retrieved to the used pile', () => {
    play({ ...sc(5, 2), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { phase: 'control', cards: { '@lostOne': { zone: 'used' } }, piles: { 0: { lost: 0, active: 4 } } } });
  });
  it('1U157 Sultry Opportunist: destiny 3 against 3 is not higher: nothing retrieved', () => {
    play({ ...sc(3, 3), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@lostOne': { zone: 'lost' } }, piles: { 0: { active: 4 } } } });
  });
  it('1U157 Sultry Opportunist: you may decline: nothing is paid or revealed', () => {
    play({ ...sc(5, 2), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { piles: { 0: { active: 6, reserve: 3 } } } });
  });
  it("1U157 Sultry Opportunist: not at the start of the opponent's control phase", () => {
    play({ ...sc(5, 2), turnPlayer: 1, actions: [...passes(1)], expect: { phase: 'control', stack: 0, decision: null } });
  });
});
