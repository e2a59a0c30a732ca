// Squadron Lead: with no other ship of yours there, +1 power and +1 defense per opposing ship there.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

describe('1C204 Squadron Lead', () => {
  it('1C204 Squadron Lead: alone against three ships: 6/1/9', () => {
    play(game({ row: [{ card: L.orbit, controller: 0, cards: [[{ card: '1C204', name: 'sl' }], [L.fighter, L.fighter, L.capital]] }],
      expect: { cards: { '@sl': { power: 6, tactics: 1, defense: 9 } } } }));
  });
  it('1C204 Squadron Lead: with another ship of yours there: printed 3/1/6', () => {
    play(game({ row: [{ card: L.orbit, controller: 0, cards: [[{ card: '1C204', name: 'sl' }, L.fighter], [L.fighter, L.fighter]] }],
      expect: { cards: { '@sl': { power: 3, defense: 6 } } } }));
  });
});
