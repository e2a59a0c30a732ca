// Resolute Quarrel: when it enters play the opponent puts a hand card on top of their used pile.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = (hand: number) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '2C106', name: 'rq' }] }, { hand: Array.from({ length: hand }, (_, i) => ({ card: L.trooper, name: `h${i}` })) }],
  row: [depot('Shi'), { card: L.orbit, name: 'orbit', controller: 0 }],
  actions: [{ type: 'play', seat: 0, card: '@rq', at: '@orbit' }, ...passes(), ...passes()],
});

describe('2C106 Resolute Quarrel', () => {
  it('2C106 Resolute Quarrel: the opponent picks one of their two hand cards for their used pile', () => {
    const s = sc(2);
    play({ ...s, actions: [...s.actions!, { type: 'choose', seat: 1, choice: { pick: '@h1' } }],
      expect: { cards: { '@h1': { zone: 'used' }, '@h0': { zone: 'hand' } }, piles: { 0: { active: 3 } } } });
  });
  it('2C106 Resolute Quarrel: an empty hand: nothing happens', () => {
    play({ ...sc(0), expect: { piles: { 1: { used: 0 } }, cards: { '@rq': { at: '@orbit' } } } });
  });
});
