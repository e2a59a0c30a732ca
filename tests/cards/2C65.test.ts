// Cribber: once a turn, when a player reveals a card for battle destiny in a battle at its location,
// its player may pay energy equal to that card's destiny; that player then reveals another card
// for battle destiny, which counts instead.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

/** P2 attacks at P1's site, where Cribber is; P2 (tactics 4) reveals a 5, then a 2 lies beneath. */
const revealed = (more = {}) => game({
  phase: 'battle', turnPlayer: P2,
  players: [{}, { reserve: [{ card: 'Destiny 5', name: 'five' }, { card: 'Destiny 2', name: 'two' }, ...energy(4)] }],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [['Cribber'], ['Plain Officer']] }],
  battle: { location: 'here', attacker: P2, step: 'window1' }, ...more,
}).toStep('destiny').reveal(true, P2);

describe('2C65 Cribber', () => {
  it('2C65 Cribber: P2 reveals a 5; P1 pays 5 and P2 reveals again: the 2 counts instead (R-TRIG-04, R-BSTEP-05)', () => {
    revealed().expectDecision('mayPay', P1).yes(P1)
      .expectBattle({ destiny: [0, 2] }).expectPiles(P1, { active: 1 })
      .expectCard('five', { zone: 'used' }).expectCard('two', { zone: 'used' })
      .expectLog("Destiny 5 no longer counts for P2's battle destiny (Cribber): P2 reveals another card instead.");
  });
  it('2C65 Cribber: P1 declines: the 5 counts and nothing is paid', () => {
    revealed().no(P1).expectBattle({ destiny: [0, 5] }).expectPiles(P1, { active: 6 });
  });
  it('2C65 Cribber: with less energy than the destiny revealed, there is no offer (R-PLAY-04)', () => {
    revealed({ players: [{ active: energy(4) }, { reserve: [{ card: 'Destiny 5', name: 'five' }, ...energy(4)] }] })
      .expectBattle({ destiny: [0, 5] });
  });
  it('2C65 Cribber: once each turn: already used, no offer', () => {
    revealed({ counters: { bullets: { 'Cribber#mark:again': 1 } } }).expectBattle({ destiny: [0, 5] }).expectPiles(P1, { active: 6 });
  });
  it('2C65 Cribber: P2\'s Razorjack, waiting to hear of a 6 or more, hears only of the card that counts: the 6 set aside, the 2 does not set it off (R-TRIG-03)', () => {
    game({
      phase: 'battle', turnPlayer: P2,
      players: [{}, { reserve: [{ card: 'Destiny 6', name: 'six' }, { card: 'Destiny 2', name: 'two' }, ...energy(4)] }],
      row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [['Cribber'], ['Plain Officer']] },
        { card: 'Testland/Orbit', controller: P2, cards: [[], ['Razorjack']] }],
      battle: { location: 'here', attacker: P2, step: 'window1' },
    }).toStep('destiny').reveal(true, P2).yes(P1).expectBattle({ destiny: [0, 2] }).toStep('window2').expectStack(0)
      .expectNotInLog("Razorjack's ability goes on the stack.");
  });
});
