// Cornered: target weapon of yours in a site battle: the opponent causes attrition -4 there.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (loc: string) => game({
  phase: 'battle', players: [{ hand: ['Cornered'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: loc, name: 'here', controller: P1,
    cards: [[loc === 'Testland/Orbit' ? { card: 'Plain Fighter', beneath: [{ card: 'Plain Ship Gun', name: 'w' }] }
      : { card: 'Plain Trooper', beneath: [{ card: 'Plain Rifle', name: 'w' }] }],
    [loc === 'Testland/Orbit' ? 'Plain Fighter' : 'Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 5] },
});

describe('2C93 Cornered', () => {
  it('2C93 Cornered: the opponent causes 5 - 4 = 1 attrition', () => {
    sc('Testland/North').play('Cornered', { targets: ['w'] }).resolve().pass().pass()
      .expectBattle({ attritionAgainst: [1, 0] }).expectCard('Cornered', { zone: 'used' });
  });
  it('2C93 Cornered: in a sector battle your weapon is not a target (R-TGT-04)', () => {
    sc('Testland/Orbit').refuses('R-TGT-04').play('Cornered', { targets: ['w'] });
  });
});
