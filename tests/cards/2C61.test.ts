// Belt Runner: on entering play, if your stockpile holds a card, you may put up to two hand
// cards on top of your reserve.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = (stacked: string[]) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '2C61', name: 'br' }, { card: L.trooper, name: 'a' }, { card: L.tank, name: 'b' }, { card: L.wall, name: 'c' }],
    assets: [{ card: '2U83', stacked }] }, {}],
  row: [depot('Maverick'), { card: L.orbit, name: 'orbit', controller: 0 }],
});

describe('2C61 Belt Runner', () => {
  it('2C61 Belt Runner: with a card on the stockpile: two hand cards go on the reserve', () => {
    play({ ...sc([L.trooper]), actions: [{ type: 'play', seat: 0, card: '@br', at: '@orbit' }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { yes: true } }, { type: 'choose', seat: 0, choice: { pick: '@a' } }, { type: 'choose', seat: 0, choice: { pick: '@b' } }],
    expect: { piles: { 0: { hand: 1, reserve: 8 } }, cards: { '@c': { zone: 'hand' } } } });
  });
  it('2C61 Belt Runner: you may stop after one card', () => {
    play({ ...sc([L.trooper]), actions: [{ type: 'play', seat: 0, card: '@br', at: '@orbit' }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { yes: true } }, { type: 'choose', seat: 0, choice: { pick: '@a' } }, { type: 'choose', seat: 0, choice: { yes: false } }],
    expect: { piles: { 0: { hand: 2, reserve: 7 } } } });
  });
  it('2C61 Belt Runner: an empty stockpile: nothing triggers', () => {
    play({ ...sc([]), actions: [{ type: 'play', seat: 0, card: '@br', at: '@orbit' }, ...passes()],
      expect: { stack: 0, decision: null, piles: { 0: { hand: 3 } }, cards: { '@br': { at: '@orbit' } } } });
  });
});
