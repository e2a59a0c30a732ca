// Ravagers: at a site, with a card stacked on a stockpile asset of yours, it adds 3 to the
// attrition you cause here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

/** A battle from window 2 to the attrition step. */
const attrition = (loc: string, stacked: string[], mine: Entry[] = ['Ravagers'], battleAt = 'here', theirs = ['Plain Wall', 'Plain Trooper']) => game({
  phase: 'battle',
  players: [{ assets: [{ card: 'Traginium Hoard', stacked }] }, {}],
  row: [{ card: loc, name: 'here', controller: P1, cards: [mine, theirs] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: battleAt, attacker: P1, step: 'window2', destiny: [0, 0] },
}).pass().pass();

describe('2C136 Ravagers', () => {
  it('2C136 Ravagers: at a site with a card on your stockpile you cause attrition 0 + 3 = 3', () => {
    attrition('Testland/North', ['Destiny 3']).expectBattle({ step: 'attrition', attritionAgainst: [0, 3] }).expectDecision('attrition');
  });
  it('2C136 Ravagers: an empty stockpile: attrition 0', () => {
    attrition('Testland/North', []).expectBattle({ attritionAgainst: [0, 0] });
  });
  it('2C136 Ravagers: aboard a ship at a sector it is not at a site: 0', () => {
    attrition('Testland/Orbit', ['Destiny 3'], [{ card: 'Plain Capital', beneath: ['Ravagers'] }], 'here', ['Plain Capital'])
      .expectBattle({ attritionAgainst: [0, 0] });
  });
  it('2C136 Ravagers: only here: a battle at another site gets nothing from it', () => {
    attrition('Testland/North', ['Destiny 3'], ['Ravagers'], 'far').expectBattle({ attritionAgainst: [0, 0] });
  });
});
