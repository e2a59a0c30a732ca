// Celebrated: one per kizen (R-ASSET-04); once you have won a battle since it entered play, its kizen
// gets +6 power (for as long as it stays in play).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (theirs: string) => game({
  phase: 'battle',
  row: [{ card: 'Depots/Shi Depot', name: 'site', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'kizen', beneath: ['Celebrated'] }, 'Plain Trooper'], [{ card: theirs, name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window3' },
});

describe('1R170 Celebrated', () => {
  it('1R170 Celebrated: no battle won yet: its kizen is as printed', () => {
    sc('Plain Trooper').expectCard('kizen', { power: 1 });
  });
  it('1R170 Celebrated: you win a battle: its kizen gets +6 power, and keeps it after the battle', () => {
    sc('Plain Trooper').toStep('window4').expectBattle({ winner: P1 }).expectCard('kizen', { power: 7 })
      .toStep('loss').damage('foe', P2).endBattle().expectCard('kizen', { power: 7 });
  });
  it('1R170 Celebrated: the opponent winning does not count', () => {
    sc('Unit 9/1/9').toStep('window4').expectBattle({ winner: P2 }).expectCard('kizen', { power: 1 });
  });
});
