// LongBow Missile 27-B: you cause +1 attrition here; once a turn, pay 1: damage a target opposing ship in a
// battle here if its defense < D + the number of your fighters here.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (top: number) => game({
  phase: 'battle', players: [{ reserve: [`Destiny ${top}`, ...energy(4)] }, {}],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Fighter', name: 'host', beneath: ['LongBow Missile 27-B'] }, { card: 'Plain Capital', name: 'big' }], [{ card: 'Plain Capital', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('1U38 LongBow Missile 27-B', () => {
  it('1U38 LongBow Missile 27-B: destiny 6 + 1 fighter = 7 beats defense 6 (the capital does not count)', () => {
    sc(6).use('LongBow Missile 27-B', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: true });
  });
  it('1U38 LongBow Missile 27-B: destiny 5 + 1 = 6 does not; it causes 1 attrition', () => {
    sc(5).use('LongBow Missile 27-B', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: false })
      .toStep('destiny').reveal(false).toStep('window3').expectBattle({ attritionAgainst: [0, 1] });
  });
});
