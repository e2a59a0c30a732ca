// Cornered: target weapon of yours in a site battle: the opponent causes attrition -4 there.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = (loc: string) => game({
  phase: 'battle', players: [{ hand: [{ card: '2C93', name: 'c' }] }, {}],
  row: [depot('Shi'), { card: loc, name: 'here', controller: 0,
    cards: [[loc === L.orbit ? { card: L.fighter, beneath: [{ card: L.shipGun, name: 'w' }] } : { card: L.trooper, beneath: [{ card: L.rifle, name: 'w' }] }],
      [loc === L.orbit ? L.fighter : L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window2', destiny: [0, 5] },
});

describe('2C93 Cornered', () => {
  it('2C93 Cornered: the opponent causes 5 - 4 = 1 attrition', () => {
    play({ ...sc(L.north), actions: [{ type: 'play', seat: 0, card: '@c', targets: ['@w'] }, ...passes(), ...passes()],
      expect: { battle: { attritionAgainst: [1, 0] }, cards: { '@c': { zone: 'used' } } } });
  });
  it('2C93 Cornered: in a sector battle your weapon is not a target (R-TGT-04)', () => {
    play({ ...sc(L.orbit), actions: [{ type: 'play', seat: 0, card: '@c', targets: ['@w'], refused: 'R-TGT-04' }] });
  });
});
