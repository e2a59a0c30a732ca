// State of Readiness: only in a site battle where you have four or more warriors: battle destiny +D.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, energy, game, L, passes } from './_ems';

const sc = (warriors: number) => game({
  phase: 'battle',
  players: [{ hand: [{ card: '1U46', name: 'sor' }], reserve: energy(4, 5) }, {}],
  row: [depot('Earther'), { card: L.north, name: 'here', controller: 0,
    cards: [Array.from({ length: warriors }, () => L.warrior), [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step: 'window1', destiny: [1, 0] },
});

describe('1U46 State of Readiness', () => {
  it('1U46 State of Readiness: with four warriors in the battle, a destiny-5 reveal makes battle destiny 1 + 5 = 6', () => {
    play({ ...sc(4), actions: [{ type: 'play', seat: 0, card: '@sor' }, ...passes()],
      expect: { battle: { destiny: [6, 0] }, cards: { '@sor': { zone: 'used' } }, piles: { 0: { active: 5 } } } });
  });
  it('1U46 State of Readiness: three warriors are not enough (R-GEN-02)', () => {
    play({ ...sc(3), actions: [{ type: 'play', seat: 0, card: '@sor', refused: 'R-GEN-02' }] });
  });
  it('1U46 State of Readiness: not outside a battle (R-GEN-02)', () => {
    const base = sc(4);
    play({ ...base, battle: undefined, actions: [{ type: 'play', seat: 0, card: '@sor', refused: 'R-GEN-02' }] });
  });
});
