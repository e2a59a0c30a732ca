// Assault Carbine: once a turn, pay 1: if the target's defense < D, the opponent chooses: it is
// destroyed, or they put a hand card on their used pile.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (hand: number, d = 5) => game({
  phase: 'battle',
  players: [{ reserve: energy(3, d) }, { hand: Array.from({ length: hand }, (_, i) => ({ card: L.tank, name: `h${i}` })) }],
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: L.trooper, beneath: [{ card: '2C89', name: 'gun' }] }], [{ card: L.trooper, name: 'foe' }, L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@gun', ability: 0, targets: ['@foe'], ...(refused ? { refused } : {}) });

describe('2C89 Assault Carbine', () => {
  it('2C89 Assault Carbine: D 5 > defense 2; the opponent lets the trooper be destroyed', () => {
    play({ ...sc(1), actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { option: 0 } }],
      expect: { cards: { '@foe': { zone: 'lost' }, '@h0': { zone: 'hand' } }, piles: { 0: { active: 5 } } } });
  });
  it('2C89 Assault Carbine: or they put a hand card on their used pile; once a turn (R-ABIL-03)', () => {
    play({ ...sc(1), actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { option: 1 } }, use('R-ABIL-03')],
      expect: { cards: { '@foe': { zone: 'table' }, '@h0': { zone: 'used' } } } });
  });
  it('2C89 Assault Carbine: with an empty hand the target is destroyed; D 2 does not beat defense 2', () => {
    play({ ...sc(0), actions: [use(), ...passes()], expect: { cards: { '@foe': { zone: 'lost' } } } });
    play({ ...sc(0, 2), actions: [use(), ...passes()], expect: { cards: { '@foe': { zone: 'table' } }, decision: null } });
  });
});
