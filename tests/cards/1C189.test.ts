// Kizen Sentinel: +2 power while another kizen of yours is at its location.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

describe('1C189 Kizen Sentinel', () => {
  it('1C189 Kizen Sentinel: with your other kizen: power 4; alone or beside only the opponent\'s kizen: 2', () => {
    play(game({ row: [
      { card: L.north, controller: 0, cards: [[{ card: '1C189', name: 'ks' }, L.kizen], []] },
      { card: L.south, controller: 0, cards: [[{ card: '1C189', name: 'alone' }], [L.kizen]] }],
    expect: { cards: { '@ks': { power: 4, tactics: 2, defense: 2 }, '@alone': { power: 2 } } } }));
  });
  it('1C189 Kizen Sentinel: two Sentinels are each other\'s other kizen: power 4 each', () => {
    play(game({ row: [{ card: L.north, controller: 0, cards: [[{ card: '1C189', name: 'a' }, { card: '1C189', name: 'b' }], []] }],
      expect: { cards: { '@a': { power: 4 }, '@b': { power: 4 } } } }));
  });
});
