// Luhus Mauler (inverter): 5 energy inverts it. Inverted side: turning it over during a battle
// at its site lets you damage a unit there.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (battle: boolean, active = 6) => game({
  phase: 'battle',
  players: [{ active: energy(active) }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Luhus Mauler'], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});

describe('1C244 Luhus Mauler', () => {
  it('1C244 Luhus Mauler: paying 5 inverts it: power 1, tactics 2, defense 5', () => {
    setup(false).use('Luhus Mauler').resolve()
      .expectCard('Luhus Mauler', { inverted: true, power: 1, tactics: 2, defense: 5 })
      .expectPiles(P1, { active: 1 });
  });
  it('1C244 Luhus Mauler: inverted during a battle here, it may damage a target unit here', () => {
    setup(true).use('Luhus Mauler').resolve()
      .chooseTargets('foe').resolve().yes()
      .expectCard('foe', { damaged: true });
  });
  it('1C244 Luhus Mauler: inverted outside a battle, nothing is damaged; it can\'t be inverted twice (R-ABIL-01: no such ability now)', () => {
    setup(false).use('Luhus Mauler').resolve()
      .refuses('R-ABIL-01').use('Luhus Mauler')
      .expectDecision(null).expectCard('foe', { damaged: false });
  });
  it('1C244 Luhus Mauler: with 4 energy it can\'t pay (R-PLAY-04)', () => {
    setup(false, 4).refuses('R-PLAY-04').use('Luhus Mauler');
  });
});
