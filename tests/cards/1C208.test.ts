// Sudeva Quarrel: +2 power at a sector with "Seyal" in its title.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C208 Sudeva Quarrel', () => {
  it('1C208 Sudeva Quarrel: 5/1/6 at Seyal/Light Side, 3/1/6 at another sector', () => {
    game({ row: [{ card: 'Seyal/Light Side', controller: P1, cards: [[{ card: 'Sudeva Quarrel', name: 'seyal' }], []] },
      { card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Sudeva Quarrel', name: 'other' }], []] }] })
      .expectCard('seyal', { power: 5, tactics: 1, defense: 6 }).expectCard('other', { power: 3 });
  });
});
