// Tahka Chuluk Squad: after a site battle here that you win, paying 1 makes your opponent
// lose 1 (optional).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (loc: string, mine: unknown[], theirs: string[], active = 6) => game({
  phase: 'battle',
  players: [{ active: energy(active) }, {}],
  row: [{ card: loc, name: 'here', controller: 0, cards: [mine as string[], theirs] }],
  battle: { location: '@here', attacker: 0, step: 'window3' },
});
const win = [...passes(), ...passes()];

describe('1U266 Tahka Chuluk Squad', () => {
  it('1U266 Tahka Chuluk Squad: win a site battle here (4 to 2), pay 1: the opponent loses 1', () => {
    play({ ...setup(T.north, ['1U266'], [T.trooper]), actions: [...win, { type: 'choose', seat: 0, choice: { yes: true } },
      { type: 'choose', seat: 1, choice: { lose: 'active' } }],
    expect: { battle: { winner: 0 }, piles: { 0: { active: 5, used: 1 }, 1: { active: 5, lost: 1 } }, decision: null } });
  });
  it('1U266 Tahka Chuluk Squad: you may decline: nothing is paid or lost', () => {
    play({ ...setup(T.north, ['1U266'], [T.trooper]), actions: [...win, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { piles: { 0: { active: 6 }, 1: { lost: 0 } }, decision: null } });
  });
  it('1U266 Tahka Chuluk Squad: losing the battle here sets off nothing', () => {
    play({ ...setup(T.north, ['1U266'], [T.tank, T.tank]), actions: win, expect: { battle: { winner: 1 }, stack: 0 } });
  });
  it('1U266 Tahka Chuluk Squad: a sector battle won aboard a ship sets off nothing', () => {
    play({ ...setup(T.orbit, [{ card: T.capital, beneath: ['1U266'] }], [T.fighter]), actions: win,
      expect: { battle: { winner: 0, step: 'loss' }, stack: 0, decision: 'casualties' } });
  });
  it('1U266 Tahka Chuluk Squad: with an empty active pile the payment can\'t be made and nothing is asked', () => {
    play({ ...setup(T.north, ['1U266'], [T.trooper], 0), actions: [...win, ...passes()],
      expect: { battle: { winner: 0, step: 'loss' }, piles: { 0: { active: 0 }, 1: { lost: 0 } }, stack: 0, decision: 'casualties' } });
  });
});
