// Carabinier: Quickdraw 1: its weapon's bulleted abilities may be used once more each turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (host: string) => game({
  phase: 'battle', players: [{ reserve: energy(4, 0) }, {}],
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: host, beneath: [{ card: '2C89', name: 'gun' }] }], [{ card: L.wall, name: 'foe' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@gun', ability: 0, targets: ['@foe'], ...(refused ? { refused } : {}) });

describe('2C91 Carabinier', () => {
  it('2C91 Carabinier: the Assault Carbine beneath it is used twice; the third use is refused (R-ABIL-03)', () => {
    play({ ...sc('2C91'), actions: [use(), ...passes(), use(), ...passes(), use('R-ABIL-03')], expect: { piles: { 0: { active: 4 } } } });
  });
  it('2C91 Carabinier: under a plain trooper the Carbine is used once', () => {
    play({ ...sc(L.trooper), actions: [use(), ...passes(), use('R-ABIL-03')] });
  });
});
