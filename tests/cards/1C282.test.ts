// Independent Transport: 2 energy gives your side of the ship's location a Maverick support icon
// this turn. No bullet, so it can be repeated.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';
import { iconsAt, needs, wrecker } from './_icons';

const setup = (active = 6) => game({
  phase: 'deploy',
  cards: { T40: needs('T40', 'Maverick', 2), T41: wrecker('T41') },
  players: [{ active: energy(active), hand: [{ card: 'T40', name: 'recruit' }, { card: 'T41', name: 'wreck' }] }, {}],
  row: [{ card: T.orbit, name: 'orbit', controller: 1, cards: [[{ card: '1C282', name: 'ship' }], [T.fighter]] },
    { card: T.north, name: 'north', controller: 0 }],
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@ship', ability: 0, ...(refused ? { refused } : {}) });

describe('1C282 Independent Transport', () => {
  it('1C282 Independent Transport: pay 2: your side of the ship\'s sector gains 1 Maverick icon (the opponent\'s side gains none)', () => {
    const r = play({ ...setup(), actions: [use(), ...passes()], expect: { piles: { 0: { active: 4, used: 2 } } } });
    iconsAt(r, 'orbit', 0, { Maverick: 1 });
    iconsAt(r, 'orbit', 1, {});
    iconsAt(r, 'north', 0, {});
  });
  it('1C282 Independent Transport: used twice it gives 2 icons, enough for a card needing 2 Maverick (refused with 1, R-PLAY-03)', () => {
    play({ ...setup(), actions: [use(), ...passes(), { type: 'play', seat: 0, card: '@recruit', at: '@north', refused: 'R-PLAY-03' },
      use(), ...passes(), { type: 'play', seat: 0, card: '@recruit', at: '@north' }, ...passes()],
    expect: { cards: { '@recruit': { zone: 'table' } }, piles: { 0: { active: 1 } } } });
  });
  it('1C282 Independent Transport: with 1 active energy the cost can\'t be paid (R-PLAY-04)', () => {
    play({ ...setup(1), actions: [use('R-PLAY-04')] });
  });
  it('1C282 Independent Transport: the icon stays at that location after the ship is destroyed, until end of turn', () => {
    const acts = [use(), ...passes(), { type: 'play', seat: 0, card: '@wreck', targets: ['@ship'] }, ...passes()];
    const r = play({ ...setup(), actions: acts, expect: { cards: { '@ship': { zone: 'lost' } } } });
    iconsAt(r, 'orbit', 0, { Maverick: 1 });
    const gone = play({ ...setup(), actions: [...acts, ...passes(), ...passes(), ...passes(), ...passes()],
      expect: { turnPlayer: 1, phase: 'activate' } });
    iconsAt(gone, 'orbit', 0, {});
  });
});
