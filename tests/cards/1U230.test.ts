// Defiled: may go beneath an opponent's location, only one where you have an infiltrator; your
// opponent pays 3 more to drain there.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const deploy = (mine: string) => game({
  phase: 'deploy', players: [{ hand: ['Defiled'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, cards: [[mine], []] }],
});
/** Defiled is beneath P2's site; `drainer` alone has a unit there. */
const control = (drainer: typeof P1 | typeof P2, active = 6) => game({
  phase: 'control', turnPlayer: drainer, players: [{ active: energy(active) }, { active: energy(active) }],
  row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: drainer === P1 ? [['Plain Trooper'], []] : [[], ['Plain Trooper']],
    beneath: [['Defiled'], []] }],
});

describe('1U230 Defiled', () => {
  it("1U230 Defiled: beneath the opponent's site where you have an infiltrator (R-ASSET-03)", () => {
    deploy('Plain Infiltrator').play('Defiled', { at: 'site' }).resolve().expectCard('Defiled', { under: 'site' });
  });
  it('1U230 Defiled: not where you have no infiltrator (R-ASSET-02)', () => {
    deploy('Plain Trooper').refuses('R-ASSET-02').play('Defiled', { at: 'site' });
  });
  it('1U230 Defiled: your opponent pays 3 to drain there (R-PLAY-04)', () => {
    control(P2).drain('site', P2).expectPiles(P2, { active: 3, used: 3 }).resolve().lose('reserve', P1).lose('reserve', P1).expectPiles(P1, { reserve: 4 });
  });
  it("1U230 Defiled: with 2 active energy your opponent can't drain there (R-PLAY-04)", () => {
    control(P2, 2).refuses('R-PLAY-04').drain('site', P2);
  });
  it('1U230 Defiled: your own drains there cost nothing', () => {
    control(P1).drain('site').expectPiles(P1, { active: 6 }).resolve().lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { reserve: 4 });
  });
});
