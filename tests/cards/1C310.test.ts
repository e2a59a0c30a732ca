// Ganymede/Traginium Well: whenever a unit is played here, its player's opponent pays 1.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (theirActive = 6, turnPlayer: 0 | 1 = 0) => game({
  phase: 'deploy', turnPlayer,
  players: [{ hand: [{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }] },
    { active: energy(theirActive), hand: [{ card: T.trooper, name: 'c' }] }],
  row: [{ card: '1C310', name: 'well', controller: 0 }, { card: T.north, name: 'north', controller: 0 }],
});
const put = (seat: 0 | 1, card: string, at = '@well') => ({ type: 'play', seat, card, at });

describe('1C310 Ganymede/Traginium Well', () => {
  it('1C310 Ganymede/Traginium Well: your unit enters play here: the opponent pays 1 (6 active -> 5)', () => {
    play({ ...setup(), actions: [put(0, '@a'), ...passes(), ...passes()],
      expect: { cards: { '@a': { at: '@well' } }, piles: { 0: { active: 6 }, 1: { active: 5, used: 1 } }, log: ['P2 pays 1'] } });
  });
  it('1C310 Ganymede/Traginium Well: each time: two units, the opponent pays 2', () => {
    play({ ...setup(), actions: [put(0, '@a'), ...passes(), ...passes(), put(0, '@b'), ...passes(), ...passes()], expect: { piles: { 1: { active: 4 } } } });
  });
  it('1C310 Ganymede/Traginium Well: the opponent\'s unit entering here makes the Well\'s controller pay', () => {
    play({ ...setup(6, 1), actions: [put(1, '@c'), ...passes(1), ...passes(1)], expect: { piles: { 0: { active: 5 }, 1: { active: 6 } } } });
  });
  it('1C310 Ganymede/Traginium Well: a unit entering play elsewhere costs nothing; an empty active pile pays nothing', () => {
    play({ ...setup(), actions: [put(0, '@a', '@north'), ...passes()], expect: { piles: { 1: { active: 6 } }, stack: 0 } });
    play({ ...setup(0), actions: [put(0, '@a'), ...passes(), ...passes()], expect: { piles: { 1: { active: 0, used: 0 } } } });
  });
});
