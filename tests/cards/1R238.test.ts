// Katal Life Ship: characters aboard take no capacity; entering play at a sector with no other ship,
// you may return a target unit at a related site to its owner's hand.
import { describe, expect, it } from 'vitest';
import { freeCapacity } from '../../src/engine';
import { game, P1 } from '../kit/driver';

const sc = (otherShip: boolean) => game({
  phase: 'deploy', players: [{ hand: ['Katal Life Ship'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[], ['Plain Officer']] }, { card: 'Quayland/Orbit', name: 'orbit', controller: P1, cards: [[], otherShip ? ['Plain Fighter'] : []] },
    { card: 'Testland/North', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'far' }]] }],
});

describe('1R238 Katal Life Ship', () => {
  it('1R238 Katal Life Ship: at an empty sector, the officer at the related site goes back to its hand', () => {
    sc(false).play('Katal Life Ship', { at: 'orbit' }).resolve().resolve().yes()
      .expectCard('Plain Officer', { zone: 'hand' });
  });
  it('1R238 Katal Life Ship: with another ship at the sector nothing triggers', () => {
    sc(true).play('Katal Life Ship', { at: 'orbit' }).resolve().expectStack(0).expectCard('Plain Officer', { zone: 'table' });
  });
  it('1R238 Katal Life Ship: four characters aboard leave all of its capacity of 4 free; a vehicle takes its share', () => {
    const g = game({ row: [{ card: 'Quayland/Orbit', controller: P1,
      cards: [[{ card: 'Katal Life Ship', beneath: ['Plain Trooper', 'Plain Pilot', 'Plain Officer', 'Plain Warrior', 'Plain Tank'] }], []] }] });
    expect(freeCapacity(g.state, g.id('Katal Life Ship'))).toBe(3);
  });
});
