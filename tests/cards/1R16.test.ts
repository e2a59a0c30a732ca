// Disruption: playable only with a kizen of yours at a location; cancels a target pending activated
// ability.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (kizen: boolean) => game({
  phase: 'deploy', turnPlayer: P2, players: [{ hand: ['Disruption'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [kizen ? ['Plain Kizen'] : ['Plain Trooper'], ['Lifeseeker', { card: 'Plain Trooper', name: 'hurt', damaged: true }]] }],
});

describe('1R16 Disruption', () => {
  it("1R16 Disruption: the opponent's pending Lifeseeker ability is canceled: their trooper stays; they paid 5 all the same", () => {
    const g = sc(true).use('Lifeseeker', { targets: ['hurt'] }).pass(P2);
    g.play('Disruption', { targets: [g.stackItem()] }).resolve()
      .expectCard('hurt', { zone: 'table' }).expectPiles(P2, { active: 1 }).expectCard('Disruption', { zone: 'lost' }).expectStack(0);
  });
  it('1R16 Disruption: without a kizen of yours it can\'t be played (R-GEN-02)', () => {
    const g = sc(false).use('Lifeseeker', { targets: ['hurt'] }).pass(P2);
    g.refuses('R-GEN-02').play('Disruption', { targets: [g.stackItem()] });
  });
});
