// Kizen Sentinel: +2 power while another kizen of yours is at its location.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C189 Kizen Sentinel', () => {
  it('1C189 Kizen Sentinel: with your other kizen: power 4; alone or beside only the opponent\'s kizen: 2', () => {
    game({ row: [
      { card: 'Testland/North', controller: P1, cards: [[{ card: 'Kizen Sentinel', name: 'ks' }, 'Plain Kizen'], []] },
      { card: 'Testland/South', controller: P1, cards: [[{ card: 'Kizen Sentinel', name: 'alone' }], ['Plain Kizen']] }] })
      .expectCard('ks', { power: 4, tactics: 2, defense: 2 }).expectCard('alone', { power: 2 });
  });
  it('1C189 Kizen Sentinel: two Sentinels are each other\'s other kizen: power 4 each', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Kizen Sentinel', name: 'a' }, { card: 'Kizen Sentinel', name: 'b' }], []] }] })
      .expectCard('a', { power: 4 }).expectCard('b', { power: 4 });
  });
});
