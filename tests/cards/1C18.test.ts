// Escort Cruiser: you cause attrition +1 at its sector for each related site with a vehicle of yours.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (north: string[], middle: string[]) => game({
  phase: 'battle',
  row: [
    { card: L.north, controller: 0, cards: [north, []] },
    { card: L.middle, controller: 0, cards: [middle, []] },
    { card: L.orbit, name: 'orbit', controller: 0, cards: [[{ card: '1C18', name: 'ec' }], [L.fighter]] },
  ],
  battle: { location: '@orbit', attacker: 0, step: 'window2' },
  actions: passes(),
});

describe('1C18 Escort Cruiser', () => {
  it('1C18 Escort Cruiser: vehicles at two related sites (two at one of them): attrition +2', () => {
    play({ ...sc([L.tank, L.tank], [L.tank]), expect: { battle: { attritionAgainst: [0, 2] } } });
  });
  it('1C18 Escort Cruiser: characters do not count: attrition +0', () => {
    play({ ...sc([L.trooper], [L.trooper]), expect: { battle: { attritionAgainst: [0, 0] } } });
  });
});
