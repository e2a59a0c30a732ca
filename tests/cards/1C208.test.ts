// Sudeva Quarrel: +2 power at a sector with "Seyal" in its title.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

describe('1C208 Sudeva Quarrel', () => {
  it('1C208 Sudeva Quarrel: 5/1/6 at Seyal/Light Side, 3/1/6 at another sector', () => {
    play(game({ row: [{ card: '1C321', controller: 0, cards: [[{ card: '1C208', name: 'seyal' }], []] },
      { card: L.orbit, controller: 0, cards: [[{ card: '1C208', name: 'other' }], []] }],
    expect: { cards: { '@seyal': { power: 5, tactics: 1, defense: 6 }, '@other': { power: 3 } } } }));
  });
});
