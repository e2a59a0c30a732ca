// Survey Cruiser: you cause attrition +1 at each site related to its sector.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const battleAt = (loc: string) => game({
  phase: 'battle',
  row: [
    { card: L.north, name: 'north', controller: 0, cards: [[L.trooper], [L.trooper]] },
    { card: L.orbit, name: 'orbit', controller: 0, cards: [[{ card: '1C48', name: 'cruiser' }], [L.fighter]] },
    { card: L.farSite, name: 'far', controller: 0, cards: [[L.trooper], [L.trooper]] },
  ],
  battle: { location: loc, attacker: 0, step: 'window2' },
  actions: passes(),
});

describe('1C48 Survey Cruiser', () => {
  it('1C48 Survey Cruiser: a battle at a related site: the opponent must satisfy attrition 1', () => {
    play({ ...battleAt('@north'), expect: { battle: { attritionAgainst: [0, 1] } } });
  });
  it('1C48 Survey Cruiser: no bonus at an unrelated site, nor at its own sector', () => {
    play({ ...battleAt('@far'), expect: { battle: { attritionAgainst: [0, 0] } } });
    play({ ...battleAt('@orbit'), expect: { battle: { attritionAgainst: [0, 0] } } });
  });
});
