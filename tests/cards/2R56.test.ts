// Unbidden Martyr: to play it, remove a target kizen of yours from the game; retrieve as many
// cards as that kizen's energy cost, then this order too is removed from the game.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const LOST = ['Destiny 1', 'Destiny 2', 'Destiny 4', 'Destiny 5', 'Destiny 6', 'Destiny 0'];
const sc = () => game({
  phase: 'deploy',
  players: [{ hand: ['Unbidden Martyr'], lost: LOST }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [['Higen Orochito', { card: 'Plain Trooper', name: 'grunt' }], []] },
    { card: 'Gongland/Orbit', controller: P1, cards: [[], []] }],
});

describe('2R56 Unbidden Martyr', () => {
  it('2R56 Unbidden Martyr: Higen Orochito (cost 4) is removed as it is played; 4 cards are retrieved (2 paid + 4 on the used pile) (R-KW-REM-01, R-ENERGY-11)', () => {
    sc().play('Unbidden Martyr', { targets: ['Higen Orochito'] }).expectCard('Higen Orochito', { zone: 'removed' })
      .resolve().expectPiles(P1, { lost: 2, used: 6, removed: 2 }).expectCard('Unbidden Martyr', { zone: 'removed' });
  });
  it('2R56 Unbidden Martyr: a unit that is no kizen is no target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Unbidden Martyr', { targets: ['grunt'] });
  });
});
