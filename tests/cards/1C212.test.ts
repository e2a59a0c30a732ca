// Tilak Quarrel: +2 power at a sector lacking any Shi support icon on your side.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

describe('1C212 Tilak Quarrel', () => {
  it('1C212 Tilak Quarrel: 5/1/6 at a sector without your Shi icon; 3 at a sector with one on your side', () => {
    play(game({ row: [{ card: L.orbit, controller: 0, cards: [[{ card: '1C212', name: 'plain' }], []] },
      { card: L.shiSector, controller: 0, cards: [[{ card: '1C212', name: 'shi' }], []] }],
    expect: { cards: { '@plain': { power: 5, tactics: 1, defense: 6 }, '@shi': { power: 3 } } } }));
  });
  it("1C212 Tilak Quarrel: the Shi icon on the opponent's side does not count: power 5", () => {
    play(game({ row: [{ card: L.shiSector, controller: 1, cards: [[{ card: '1C212', name: 'tq' }], []] }],
      expect: { cards: { '@tq': { power: 5 } } } }));
  });
});
