// Energy Conduit: until the turn ends, each card your opponent draws with a draw action costs them
// 1 energy first.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (active = 6) => game({
  phase: 'draw', turnPlayer: P2, players: [{ hand: ['Energy Conduit'] }, { active: energy(active) }],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }],
}).pass(P2).play('Energy Conduit').resolve();

describe('1R181 Energy Conduit', () => {
  it('1R181 Energy Conduit: each draw costs P2 one energy besides the card drawn (R-PLAY-04)', () => {
    sc().draw(P2).expectPiles(P2, { active: 4, hand: 1, used: 1 }).draw(P2).expectPiles(P2, { active: 2, hand: 2, used: 2 });
  });
  it("1R181 Energy Conduit: with one card in the active pile P2 can't draw (R-PLAY-04)", () => {
    sc(1).refuses('R-PLAY-04').draw(P2);
  });
  it('1R181 Energy Conduit: your own draws cost nothing more', () => {
    game({ phase: 'draw', players: [{ hand: ['Energy Conduit'] }, {}], row: [{ card: 'Depots/Shi Depot', controller: P1 }] })
      .play('Energy Conduit').resolve().draw().expectPiles(P1, { active: 5, hand: 1, used: 0 });
  });
});
