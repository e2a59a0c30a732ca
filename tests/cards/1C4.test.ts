// Assault Guru: at a site where your total tactics beat your opponent's, you cause attrition +2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

/** A battle at a site, from window 2 to the attrition step. */
const battle = (mine: string[], theirs: string[]) => game({
  phase: 'battle', turnPlayer: P1,
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [mine, theirs] }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 0] },
}).pass().pass();

describe('1C4 Assault Guru', () => {
  it('1C4 Assault Guru: total tactics 5 against 2 at a site: the opponent must satisfy attrition 2', () => {
    battle(['Assault Guru', 'Plain Officer'], ['Plain Trooper'])
      .expectBattle({ step: 'window3', attritionAgainst: [0, 2] }).expectLog('P2 2 (R-BSTEP-10)');
  });
  it('1C4 Assault Guru: equal total tactics (3 against 3): no attrition', () => {
    battle(['Assault Guru', 'Plain Trooper'], ['Plain Officer']).expectBattle({ attritionAgainst: [0, 0] });
  });
  it('1C4 Assault Guru: leaves play: the bonus goes with it', () => {
    battle(['Plain Officer'], ['Plain Trooper']).expectBattle({ attritionAgainst: [0, 0] });
  });
});
