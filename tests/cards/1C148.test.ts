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
  it('EX-TRIG-02 1C148 Razorjack: a 5 made 6 by Boxer ("that card\'s destiny +1") triggers it once the step is over', () => {
    const yes = { type: 'choose', seat: 0, choice: { yes: true } };
    play(game({
      phase: 'battle', players: [{ reserve: energy(3, 5) }, {}],
      row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1U114', name: 'boxer' }, L.officer], [L.trooper]] },
        { card: L.orbit, controller: 0, cards: [[{ card: '1C148', name: 'rj' }], []] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }, yes, ...passes(), yes],
      expect: { battle: { destiny: [6, 0] }, cards: { '@rj': { inverted: true } }, piles: { 0: { active: 2 } } },
    }));
  });
  it('EX-TRIG-02 1C148 Razorjack: a 4 made 6 by reverting Darkslider triggers it too', () => {
    play(game({
      phase: 'battle', players: [{ reserve: energy(3, 4) }, {}],
      row: [{ card: L.orbit, name: 'here', controller: 0, cards: [[{ card: '2C66', name: 'ds', inverted: true }, { card: '1C148', name: 'rj' }, L.fighter], [L.fighter]] }],
      battle: { location: '@here', attacker: 0, step: 'window1' },
      actions: [...passes(), { type: 'choose', seat: 0, choice: { reveal: true } }, { type: 'choose', seat: 0, choice: { yes: true } },
        ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { battle: { destiny: [6, 0] }, cards: { '@rj': { inverted: true }, '@ds': { inverted: false } } },
    }));
  });
});
