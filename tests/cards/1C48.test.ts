// Survey Cruiser: you cause attrition +1 at each site related to its sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battleAt = (loc: string) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Survey Cruiser'], ['Plain Fighter']] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
  ],
  battle: { location: loc, attacker: P1, step: 'window2' },
}).toStep('window3');

describe('1C48 Survey Cruiser', () => {
  it('1C48 Survey Cruiser: a battle at a related site: the opponent must satisfy attrition 1', () => {
    battleAt('north').expectBattle({ attritionAgainst: [0, 1] });
  });
  it('1C48 Survey Cruiser: no bonus at an unrelated site, nor at its own sector', () => {
    battleAt('far').expectBattle({ attritionAgainst: [0, 0] });
    battleAt('orbit').expectBattle({ attritionAgainst: [0, 0] });
  });
});
