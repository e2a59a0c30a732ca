// Assault Guru: at a site where your total tactics beat your opponent's, you cause attrition +2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const battle = (loc: string, mine: string[], theirs: string[]) => game({
  phase: 'battle', turnPlayer: 0,
  row: [{ card: loc, name: 'here', controller: 0, cards: [[{ card: '1C4', name: 'guru' }, ...mine], theirs] }],
  battle: { location: '@here', attacker: 0, step: 'window2', destiny: [0, 0] },
  actions: passes(),
});

describe('1C4 Assault Guru', () => {
  it('1C4 Assault Guru: total tactics 5 against 2 at a site: the opponent must satisfy attrition 2', () => {
    play({ ...battle(L.north, [L.officer], [L.trooper]), expect: { battle: { step: 'window3', attritionAgainst: [0, 2] }, log: ['P2 2 (R-BSTEP-10)'] } });
  });
  it('1C4 Assault Guru: equal total tactics (3 against 3): no attrition', () => {
    play({ ...battle(L.north, [L.trooper], [L.officer]), expect: { battle: { attritionAgainst: [0, 0] } } });
  });
  it('1C4 Assault Guru: leaves play: the bonus goes with it', () => {
    const sc = battle(L.north, [L.officer], [L.trooper]);
    play({ ...sc, row: [{ ...sc.row![0], cards: [[L.officer], [L.trooper]] }], expect: { battle: { attritionAgainst: [0, 0] } } });
  });
});
