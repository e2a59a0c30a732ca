// Inca 2: while a unit of yours with Piloting rides it, you cause +2 attrition at its location.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (aboard: string[]) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Inca 2', beneath: aboard }], ['Plain Fighter']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window2' },
}).toStep('window3');

describe('1R31 Inca 2', () => {
  it('1R31 Inca 2: with a pilot aboard, the opponent must satisfy attrition 2', () => {
    battle(['Plain Pilot']).expectBattle({ attritionAgainst: [0, 2] });
  });
  it('1R31 Inca 2: a unit without Piloting aboard adds nothing', () => {
    battle(['Plain Trooper']).expectBattle({ attritionAgainst: [0, 0] });
  });
  it('1R31 Inca 2: empty, it adds nothing', () => {
    battle([]).expectBattle({ attritionAgainst: [0, 0] });
  });
});
