// Trumped: only with a kizen of yours at a location: cancel a target pending interrupt or order.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (kizen: boolean) => game({
  phase: 'battle', turnPlayer: P2, players: [{ hand: ['Trumped'] }, { hand: ['Power +2'] }],
  row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [kizen ? ['Plain Kizen'] : ['Plain Trooper'], [{ card: 'Plain Trooper', name: 'foe' }]] }],
}).play('Power +2', { targets: ['foe'] }).pass(P2);

describe('1U161 Trumped', () => {
  it("1U161 Trumped: the opponent's pending interrupt is canceled and lost (R-CANCEL-01)", () => {
    const g = sc(true);
    g.play('Trumped', { targets: [g.stackItem()] }).resolve().expectCard('Power +2', { zone: 'lost' }).expectCard('foe', { power: 2 }).expectStack(0);
  });
  it('1U161 Trumped: without a kizen of yours it can\'t be played (R-GEN-02)', () => {
    const g = sc(false);
    g.refuses('R-GEN-02').play('Trumped', { targets: [g.stackItem()] });
  });
});
