// Tilak House Guard: on arrival, you may take the reserve's top card into hand.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L, passes } from './_ems';

const sc = (yes: boolean) => game({
  phase: 'deploy', players: [{ hand: [{ card: '2C110', name: 'g' }] }, {}],
  row: [depot('Shi'), { card: L.north, name: 'site', controller: 0 }],
  actions: [{ type: 'play', seat: 0, card: '@g', at: '@site' }, ...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes } }],
});

describe('2C110 Tilak House Guard', () => {
  it('2C110 Tilak House Guard: pay 5, then draw one: hand 1, reserve 5', () => {
    play({ ...sc(true), expect: { piles: { 0: { hand: 1, reserve: 5, active: 1 } }, cards: { '@g': { at: '@site', power: 4 } } } });
  });
  it('2C110 Tilak House Guard: declined: no draw', () => {
    play({ ...sc(false), expect: { piles: { 0: { hand: 0, reserve: 6 } } } });
  });
});
