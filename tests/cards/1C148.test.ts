// Razorjack: a battle-destiny card of yours showing 6 or higher lets you spend 3 to
// invert it (0/1/3 to 5/1/2).
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry, Place } from '../kit/position';

// P1 attacks at the sector and reveals battle destiny from a reserve of destiny-d cards.
const revealed = (d: number, row: Place[], location = 'here') => game({
  phase: 'battle', players: [{ reserve: energy(3, d) }, {}], row,
  battle: { location, attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();
const orbit = (mine: Entry[]): Place[] =>
  [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [mine, ['Plain Fighter']] }];

describe('1C148 Razorjack', () => {
  it('1C148 Razorjack: a destiny-6 reveal, pay 3: inverted, power 5', () => {
    revealed(6, orbit(['Razorjack', 'Plain Fighter', 'Plain Fighter'])).resolve().yes()
      .expectCard('Razorjack', { inverted: true, power: 5, defense: 2 }).expectPiles(P1, { active: 3 });
  });
  it('1C148 Razorjack: a destiny-5 reveal does not trigger it', () => {
    revealed(5, orbit(['Razorjack', 'Plain Fighter', 'Plain Fighter']))
      .expectStack(0).expectDecision(null).expectBattle({ destiny: [5, 0] }).expectCard('Razorjack', { inverted: false });
  });
  it('EX-TRIG-02 1C148 Razorjack: a 5 made 6 by Boxer ("that card\'s destiny +1") triggers it once the step is over', () => {
    revealed(5, [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Boxer', 'Plain Officer'], ['Plain Trooper']] },
      { card: 'Testland/Orbit', controller: P1, cards: [['Razorjack'], []] }], 'site').yes().resolve().yes()
      .expectBattle({ destiny: [6, 0] }).expectCard('Razorjack', { inverted: true }).expectPiles(P1, { active: 2 });
  });
  it('EX-TRIG-02 1C148 Razorjack: a 4 made 6 by reverting Darkslider triggers it too', () => {
    revealed(4, orbit([{ card: 'Darkslider', inverted: true }, 'Razorjack', 'Plain Fighter'])).yes().resolve().yes()
      .expectBattle({ destiny: [6, 0] }).expectCard('Razorjack', { inverted: true }).expectCard('Darkslider', { inverted: false });
  });
});
