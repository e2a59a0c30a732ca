// Tilak Quarrel: +2 power at a sector lacking any Shi support icon on your side.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1C212 Tilak Quarrel', () => {
  it('1C212 Tilak Quarrel: 5/1/6 at a sector without your Shi icon; 3 at a sector with one on your side', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Tilak Quarrel', name: 'plain' }], []] },
      { card: 'Shiland/Orbit', controller: P1, cards: [[{ card: 'Tilak Quarrel', name: 'shi' }], []] }] })
      .expectCard('plain', { power: 5, tactics: 1, defense: 6 }).expectCard('shi', { power: 3 });
  });
  it("1C212 Tilak Quarrel: the Shi icon on the opponent's side does not count: power 5", () => {
    game({ row: [{ card: 'Shiland/Orbit', controller: P2, cards: [['Tilak Quarrel'], []] }] })
      .expectCard('Tilak Quarrel', { power: 5 });
  });
});
