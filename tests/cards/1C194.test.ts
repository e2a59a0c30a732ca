// Panacea Provider: at a site, the attrition your opponent causes there is 1 less for each Shi
// support icon on the locations related to it.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

/** A battle at `loc` reaching the attrition step; P2's battle destiny is 4. */
const attrition = (loc: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: P1, cards: [['Panacea Provider'], ['Plain Trooper']] },
    { card: 'Shiland/Keep', controller: P1 }, { card: 'Shiland/Orbit', controller: P2 }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 4] },
}).pass().pass();

describe('1C194 Panacea Provider', () => {
  it('1C194 Panacea Provider: two Shi icons on related locations (either side): P2 causes 4 - 2 = 2 attrition', () => {
    attrition('Shiland/Shrine').expectBattle({ attritionAgainst: [2, 0] });
  });
  it('1C194 Panacea Provider: at a site those locations are not related to, P2 causes all 4', () => {
    attrition('Testland/North').expectBattle({ attritionAgainst: [4, 0] });
  });
});
