// Dhanake-Tilak: +1 power per Shi support icon you have; while at a site, the attrition your opponent
// causes there is 1 less per Shi support icon you have.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const battle = () => game({ phase: 'battle', players: [{}, { hand: ['Attrition +4'] }],
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1, cards: [['Dhanake-Tilak'], ['Plain Tank']] }, { card: 'Shiland/Orbit', controller: P1 }],
  battle: { location: 'here', attacker: P1, step: 'window2' } });

describe('2R96 Dhanake-Tilak', () => {
  it('2R96 Dhanake-Tilak: two Shi icons of yours: power 4 + 2 = 6', () => {
    battle().expectCard('Dhanake-Tilak', { power: 6 });
  });
  it("2R96 Dhanake-Tilak: the opponent's attrition +4 comes to 4 - 2 = 2", () => {
    battle().pass(P1).play('Attrition +4').resolve().toStep('window3').expectLog('P1 must satisfy 2').expectPiles(P2, { hand: 0 });
  });
});
