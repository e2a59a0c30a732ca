// Grade 7 Fluid Laser: you cause +2 attrition here; once a turn, pay 1: damage a target opposing ship in a
// battle here if its defense < D + the number of your capitals here.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (top: number) => game({
  phase: 'battle', players: [{ reserve: [`Destiny ${top}`, ...energy(4)] }, {}],
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Capital', name: 'host', beneath: ['Grade 7 Fluid Laser'] }, { card: 'Plain Capital', name: 'other' }], [{ card: 'Plain Capital', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('1U23 Grade 7 Fluid Laser', () => {
  it('1U23 Grade 7 Fluid Laser: destiny 5 + 2 capitals = 7 beats defense 6; once a turn (R-ABIL-03)', () => {
    sc(5).use('Grade 7 Fluid Laser', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: true })
      .refuses('R-ABIL-03').use('Grade 7 Fluid Laser', { ability: 'damage', targets: ['foe'] });
  });
  it('1U23 Grade 7 Fluid Laser: destiny 4 + 2 = 6 does not', () => {
    sc(4).use('Grade 7 Fluid Laser', { ability: 'damage', targets: ['foe'] }).resolve().expectCard('foe', { damaged: false });
  });
  it('1U23 Grade 7 Fluid Laser: you cause 2 attrition in the battle here', () => {
    sc(4).toStep('destiny').reveal(false).toStep('window3').expectBattle({ attritionAgainst: [0, 2] });
  });
});
