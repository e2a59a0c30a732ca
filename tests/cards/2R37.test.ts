// Hannya: unique inverter NoBot; lose 3: invert it. Inverted, when it is inverted in a site battle
// here, you cause attrition +D there.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (battle: boolean) => game({
  phase: 'battle', players: [{ reserve: [{ card: 'Destiny 4', name: 'top' }, ...energy(5)] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Hannya'], ['Plain Trooper']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window2' as const } } : {}),
});

describe('2R37 Hannya', () => {
  it('2R37 Hannya: inverted in the battle here, the destiny-4 reveal adds 4 to your attrition; it is now 10/2/5', () => {
    sc(true).use('Hannya').lose('active').lose('active').lose('active').resolve().resolve()
      .expectCard('Hannya', { inverted: true, power: 10, defense: 5 }).toStep('window3').expectBattle({ attritionAgainst: [0, 4] });
  });
  it('2R37 Hannya: inverted with no battle here, no attrition is added', () => {
    sc(false).use('Hannya').lose('active').lose('active').lose('active').resolve()
      .expectCard('Hannya', { inverted: true }).expectStack(0).expectPiles(P1, { reserve: 6 });
  });
});
