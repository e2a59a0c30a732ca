// Stinger: Size 3, Transport 2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

describe('1C156 Stinger', () => {
  it('1C156 Stinger: size 3 does not fit a capacity-2 fighter (R-UNIT-05) but boards a capacity-8 capital', () => {
    play(game({
      phase: 'deploy', players: [{ hand: [{ card: '1C156', name: 's' }] }, {}],
      row: [depot('Maverick'), { card: L.orbit, controller: 0, cards: [[{ card: L.fighter, name: 'f' }, { card: L.capital, name: 'c' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@s', at: '@f', refused: 'R-UNIT-05' }, { type: 'play', seat: 0, card: '@s', at: '@c' }, ...passes()],
      expect: { cards: { '@s': { under: '@c' } }, piles: { 0: { active: 2 } } },
    }));
  });
  it('1C156 Stinger: transport 2 carries two characters, not three (R-MOVE-11)', () => {
    play(game({
      phase: 'move',
      row: [{ card: L.north, name: 'north', controller: 0,
        cards: [[{ card: '1C156', name: 's' }, { card: L.trooper, name: 'a' }, { card: L.trooper, name: 'b' }, { card: L.trooper, name: 'c' }], []] },
      { card: L.middle, name: 'middle', controller: 0 }],
      actions: [{ type: 'move', seat: 0, card: '@s', to: '@middle', transport: ['@a', '@b', '@c'], refused: 'R-MOVE-11' },
        { type: 'move', seat: 0, card: '@s', to: '@middle', transport: ['@a', '@b'] }, ...passes()],
      expect: { cards: { '@s': { at: '@middle' }, '@a': { at: '@middle' }, '@b': { at: '@middle' }, '@c': { at: '@north' } } },
    }));
  });
});
