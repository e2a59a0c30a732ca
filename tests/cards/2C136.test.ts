// Ravagers: at a site, with a card stacked on a stockpile asset of yours, it adds 3 to the
// attrition you cause here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (loc: string, stacked: string[], mine: unknown[] = ['2C136'], battleAt = '@here', theirs: string[] = [T.wall, T.trooper]) => game({
  phase: 'battle',
  players: [{ assets: [{ card: '2U141', stacked }] }, {}],
  row: [{ card: loc, name: 'here', controller: 0, cards: [mine as string[], theirs] },
    { card: T.farSite, name: 'far', controller: 0, cards: [[T.trooper], [T.trooper]] }],
  battle: { location: battleAt, attacker: 0, step: 'window2', destiny: [0, 0] },
  actions: passes(),
});

describe('2C136 Ravagers', () => {
  it('2C136 Ravagers: at a site with a card on your stockpile you cause attrition 0 + 3 = 3', () => {
    play({ ...setup(T.north, [T.d3]), expect: { battle: { step: 'attrition', attritionAgainst: [0, 3] }, decision: 'attrition' } });
  });
  it('2C136 Ravagers: an empty stockpile: attrition 0', () => {
    play({ ...setup(T.north, []), expect: { battle: { attritionAgainst: [0, 0] } } });
  });
  it('2C136 Ravagers: aboard a ship at a sector it is not at a site: 0', () => {
    play({ ...setup(T.orbit, [T.d3], [{ card: T.capital, beneath: ['2C136'] }], '@here', [T.capital]), expect: { battle: { attritionAgainst: [0, 0] } } });
  });
  it('2C136 Ravagers: only here: a battle at another site gets nothing from it', () => {
    play({ ...setup(T.north, [T.d3], ['2C136'], '@far'), expect: { battle: { attritionAgainst: [0, 0] } } });
  });
});
