// Makaltika: characters aboard take none of its capacity; units your opponent plays at sites
// related to its sector cost them 1 more energy.
import { describe, expect, it } from 'vitest';
import { freeCapacity } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{}, { hand: [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }, { card: 'Plain Tank', name: 'tank' }] }],
  row: [
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Makaltika'], []] },
    { card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] },
  ],
});

describe('1U249 Makaltika', () => {
  it('1U249 Makaltika: the opponent\'s units played at a related site cost 1 more each (R-PLAY-10)', () => {
    setup().play('a', { at: 'north' }).resolve().play('tank', { at: 'north' }).resolve().expectPiles(P2, { active: 4 });
  });
  it('1U249 Makaltika: not at an unrelated site; your own units are not taxed', () => {
    setup().play('a', { at: 'far' }).resolve().expectPiles(P2, { active: 6 });
    game({ phase: 'deploy', players: [{ hand: ['Plain Trooper'] }, {}],
      row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Makaltika'], []] }, { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Officer'], []] }] })
      .play('Plain Trooper', { at: 'north' }).resolve().expectPiles(P1, { active: 6 });
  });
  it('1U249 Makaltika: five characters aboard leave its capacity of 4 free', () => {
    const g = game({ row: [{ card: 'Testland/Orbit', controller: P1,
      cards: [[{ card: 'Makaltika', beneath: ['Plain Trooper', 'Plain Pilot', 'Plain Officer', 'Plain Warrior', 'Plain Kizen'] }], []] }] });
    expect(freeCapacity(g.state, g.id('Makaltika'))).toBe(4);
  });
});
