// Infantry Support Vehicle: 2 energy shifts it from a site next to a site battle into that battle.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (battleAt: string) => game({
  phase: 'battle',
  row: [
    { card: L.north, name: 'north', controller: 0, cards: [[L.trooper], [L.trooper]] },
    { card: L.middle, name: 'middle', controller: 0, cards: [[{ card: '1C33', name: 'isv' }], []] },
    { card: L.south, name: 'south', controller: 0, cards: [[L.trooper], [L.trooper]] },
    { card: L.farSite, name: 'far', controller: 0, cards: [[L.trooper], [L.trooper]] },
  ],
  battle: { location: battleAt, attacker: 0, step: 'window1' },
  actions: [{ type: 'use', seat: 0, card: '@isv', ability: 2 }, ...passes()],
});

describe('1C33 Infantry Support Vehicle', () => {
  it('1C33 Infantry Support Vehicle: pay 2 and it joins the battle at the adjacent site (not a movement action)', () => {
    play({ ...sc('@north'), expect: { cards: { '@isv': { at: '@north' } }, piles: { 0: { active: 4 } }, log: ['not a movement action'] } });
  });
  it('1C33 Infantry Support Vehicle: a battle at an unrelated site: paid, nothing moves', () => {
    play({ ...sc('@far'), expect: { cards: { '@isv': { at: '@middle' } }, piles: { 0: { active: 4 } } } });
  });
});
