// Refuge: until the end of the turn, your opponent can't attack at a target location where at least
// four of their units entered play this turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** P2 plays `n` troopers at the site in their deploy phase; P1 has a unit there and Refuge in hand. */
const deployed = (n: number) => {
  let g = game({
    phase: 'deploy', turnPlayer: P2,
    players: [{ hand: ['Refuge'] }, { hand: Array.from({ length: n }, (_, i) => ({ card: 'Plain Trooper', name: `t${i}` })) }],
    row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: [['Plain Trooper'], []] },
      { card: 'Testland/Middle', name: 'other', controller: P2, cards: [['Plain Trooper'], ['Plain Trooper']] }],
  });
  for (let i = 0; i < n; i++) g = g.play(`t${i}`, { at: 'site' }).resolve();
  return g.pass(P2);
};

describe('1U288 Refuge', () => {
  it("1U288 Refuge: four of P2's units entered play at the site this turn: P2 can't attack there this turn (R-GEN-03)", () => {
    deployed(4).play('Refuge', { targets: ['site'], by: P1 }).resolve().toPhase('battle', P2)
      .refuses('R-GEN-03').attack('site', P2);
  });
  it('1U288 Refuge: P2 may still attack elsewhere', () => {
    deployed(4).play('Refuge', { targets: ['site'], by: P1 }).resolve().toPhase('battle', P2)
      .attack('other', P2).expectStack(1).resolve().expectBattle({ step: 'window1' });
  });
  it('1U288 Refuge: three units are not enough to target the site (R-TGT-04)', () => {
    deployed(3).refuses('R-TGT-04').play('Refuge', { targets: ['site'], by: P1 });
  });
});
