// Raider: when it enters play you may activate 1 energy per opposing ship there.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, energy, game, L, passes } from './_ems';

const sc = (theirs: string[]) => game({
  phase: 'deploy', players: [{ active: energy(7), hand: [{ card: '1U147', name: 'raider' }] }, {}],
  row: [depot('Maverick'), { card: L.orbit, name: 'orbit', controller: 0, cards: [[], theirs] }],
});

describe('1U147 Raider', () => {
  it('1U147 Raider: two opposing ships there: pay 7, then activate 2', () => {
    play({ ...sc([L.fighter, L.fighter]), actions: [{ type: 'play', seat: 0, card: '@raider', at: '@orbit' }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { yes: true } }], expect: { piles: { 0: { active: 2, reserve: 4 } } } });
  });
  it('1U147 Raider: no opposing ship: nothing to activate', () => {
    play({ ...sc([]), actions: [{ type: 'play', seat: 0, card: '@raider', at: '@orbit' }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { yes: true } }], expect: { piles: { 0: { active: 0, reserve: 6 } } } });
  });
  it('1U147 Raider: costs 7 (R-PLAY-04 with 6)', () => {
    play({ ...sc([]), players: [{ active: energy(6), hand: [{ card: '1U147', name: 'raider' }] }, {}],
      actions: [{ type: 'play', seat: 0, card: '@raider', at: '@orbit', refused: 'R-PLAY-04' }] });
  });
});
