// Fifth Ace: two cards from hand go back on top of the reserve, in the order you pick.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

describe('1U125 Fifth Ace', () => {
  it('1U125 Fifth Ace: costs 3; the two chosen hand cards go on top of the reserve, the last one chosen on top', () => {
    const r = play(game({
      phase: 'deploy',
      players: [{ hand: [{ card: '1U125', name: 'ace' }, { card: L.trooper, name: 'a' }, { card: L.tank, name: 'b' }, { card: L.wall, name: 'c' }] }, {}],
      row: [depot('Maverick')],
      actions: [{ type: 'play', seat: 0, card: '@ace' }, ...passes(),
        { type: 'choose', seat: 0, choice: { pick: '@a' } }, { type: 'choose', seat: 0, choice: { pick: '@c' } }],
      expect: { piles: { 0: { hand: 1, reserve: 8, active: 3 } }, cards: { '@b': { zone: 'hand' }, '@ace': { zone: 'used' } } },
    }));
    const top = r.state.players[0].reserve.slice(0, 2);
    if (top[0] !== r.loaded.names.get('c') || top[1] !== r.loaded.names.get('a')) throw new Error(`reserve top is ${top.join(',')}`);
  });
  it('1U125 Fifth Ace: with 2 active energy it cannot be played (R-PLAY-04)', () => {
    play(game({
      phase: 'deploy', players: [{ active: ['T33', 'T33'], hand: [{ card: '1U125', name: 'ace' }, L.trooper, L.trooper] }, {}],
      row: [depot('Maverick')],
      actions: [{ type: 'play', seat: 0, card: '@ace', refused: 'R-PLAY-04' }],
    }));
  });
});
