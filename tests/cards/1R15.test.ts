// Crossfire: only during a site battle; you cause +1 attrition in it per warrior of yours in it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (site: string, mine: string[], theirs: string[]) => game({
  phase: 'battle', players: [{ hand: ['Crossfire'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: site, name: 'here', controller: P1, cards: [mine, theirs] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1R15 Crossfire', () => {
  it('1R15 Crossfire: three warriors in a site battle: attrition +3; the card goes to the used pile', () => {
    sc('Testland/North', ['Plain Warrior', 'Plain Warrior', 'Plain Warrior', 'Plain Trooper'], ['Plain Trooper']).play('Crossfire').resolve()
      .expectCard('Crossfire', { zone: 'used' }).toStep('window3').expectBattle({ attritionAgainst: [0, 3] });
  });
  it('1R15 Crossfire: not in a sector battle (R-GEN-02)', () => {
    sc('Testland/Orbit', ['Plain Fighter'], ['Plain Fighter']).refuses('R-GEN-02').play('Crossfire');
  });
});
