// Untapped Mettle: one copy per kizen (R-ASSET-04); dismiss it: until the end of the turn its kizen
// gets +3 power and you cause +2 attrition at the kizen's location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (battle = true) => game({
  phase: battle ? 'battle' : 'deploy',
  players: [{ hand: [{ card: 'Untapped Mettle', name: 'second' }] }, {}],
  row: [{ card: 'Depots/Earther Depot', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Kizen', name: 'kizen', beneath: [{ card: 'Untapped Mettle', name: 'mettle' }] }], ['Plain Trooper']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window2' as const } } : {}),
});

describe('1R50 Untapped Mettle', () => {
  it('1R50 Untapped Mettle: dismissed, its kizen still gets +3 power and the attrition here grows by 2', () => {
    sc().use('mettle', { ability: 'boost' }).expectCard('mettle', { zone: 'lost' }).resolve()
      .expectCard('kizen', { power: 4 }).toStep('window3').expectBattle({ attritionAgainst: [0, 2] });
  });
  it('1R50 Untapped Mettle: the boost ends with the turn', () => {
    sc().use('mettle', { ability: 'boost' }).resolve().expectCard('kizen', { power: 4 }).toPhase('activate', P2).expectCard('kizen', { power: 1 });
  });
  it("1R50 Untapped Mettle: a second copy can't go beneath the same kizen (R-ASSET-04)", () => {
    sc(false).refuses('R-ASSET-04').play('second', { at: 'kizen' });
  });
});
