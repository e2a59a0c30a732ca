// Kneecapped: only beneath an opposing unit at a site where you have an infiltrator; that unit
// can't move, and your opponent's drains there get -1.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const deploy = (mine: string) => game({
  phase: 'deploy', players: [{ hand: ['Kneecapped'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 },
    { card: 'Testland/North', name: 'site', controller: P2, cards: [[{ card: mine, name: 'mine' }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
});
/** Kneecapped beneath P2's trooper at P2's site; P1 has nothing there. */
const hobbled = (phase: 'control' | 'move') => game({
  phase, turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: [[], [{ card: 'Plain Trooper', name: 'foe', beneath: [{ card: 'Kneecapped', controller: P1 }] }]] },
    { card: 'Testland/Middle', name: 'next', controller: P2 }],
});

describe('2R12 Kneecapped', () => {
  it("2R12 Kneecapped: under an opposing unit, with an infiltrator of yours at its site (R-ASSET-03)", () => {
    deploy('Plain Infiltrator').play('Kneecapped', { at: 'foe' }).resolve().expectCard('Kneecapped', { under: 'foe' });
  });
  it('2R12 Kneecapped: not where you have no infiltrator (R-ASSET-02)', () => {
    deploy('Plain Trooper').refuses('R-ASSET-02').play('Kneecapped', { at: 'foe' });
  });
  it('2R12 Kneecapped: not beneath your own unit (R-ASSET-02)', () => {
    deploy('Plain Infiltrator').refuses('R-ASSET-02').play('Kneecapped', { at: 'mine' });
  });
  it("2R12 Kneecapped: that unit can't move (R-GEN-03)", () => {
    hobbled('move').refuses('R-GEN-03').move('foe', 'next');
  });
  it("2R12 Kneecapped: your opponent's drain of 2 there gets -1 (R-DRAIN-04)", () => {
    hobbled('control').drain('site', P2).resolve().lose('reserve', P1).expectPiles(P1, { reserve: 5 });
  });
});
