// Razorjack: a battle-destiny card of yours showing 6 or higher lets you spend 3 to
// invert it (0/1/3 to 5/1/2).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (d: number) => game({
  phase: 'battle', players: [{ reserve: energy(3, d) }, {}],
  row: [{ card: L.orbit, name: 'here', controller: 0, cards: [[{ card: '1C148', name: 'rj' }, L.fighter, L.fighter], [L.fighter]] }],
  battle: { location: '@here', attacker: 0, step: 'window1' },
  actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }],
});

describe('1C148 Razorjack', () => {
  it('1C148 Razorjack: a destiny-6 reveal, pay 3: inverted, power 5', () => {
    const s = sc(6);
    play({ ...s, actions: [...s.actions!, ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@rj': { inverted: true, power: 5, defense: 2 } }, piles: { 0: { active: 3 } } } });
  });
  it('1C148 Razorjack: a destiny-5 reveal does not trigger it', () => {
    play({ ...sc(5), expect: { stack: 0, decision: null, battle: { destiny: [5, 0] }, cards: { '@rj': { inverted: false } } } });
  });
});
