// Fifth Ace: two cards from hand go back on top of the reserve, in the order you pick.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy',
  players: [{ hand: ['Fifth Ace', 'Plain Trooper', 'Plain Tank', 'Plain Wall'] }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }],
});

describe('1U125 Fifth Ace', () => {
  it('1U125 Fifth Ace: costs 3; the two chosen hand cards go on top of the reserve, the last one chosen on top', () => {
    setup().play('Fifth Ace').resolve().pick('Plain Trooper').pick('Plain Wall')
      .expectPiles(P1, { hand: 1, reserve: 8, active: 3 }).expectCard('Plain Tank', { zone: 'hand' }).expectCard('Fifth Ace', { zone: 'used' })
      .expectOnTop(P1, 'reserve', 'Plain Wall', 'Plain Trooper');
  });
  it('1U125 Fifth Ace: with 2 active energy it cannot be played (R-PLAY-04)', () => {
    game({
      phase: 'deploy', players: [{ active: energy(2), hand: ['Fifth Ace', { card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1 }],
    }).refuses('R-PLAY-04').play('Fifth Ace');
  });
});
