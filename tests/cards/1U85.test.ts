// Loremaster: leaving a location for the lost pile, it may send another card of your lost pile
// to the bottom of your active pile.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const oldCard: Entry = { card: 'Plain Officer', name: 'old' };
/** Shikami Follower dismisses the Loremaster beside it. */
const dismissed = (lost: Entry[] = [oldCard]) => game({
  phase: 'battle',
  players: [{ lost }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Shikami Follower', 'Loremaster'], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
}).use('Shikami Follower', { paying: ['Loremaster'] }).resolve();

describe('1U85 Loremaster', () => {
  it('1U85 Loremaster: dismissed, it lets its owner put the other lost card on the bottom of the active pile', () => {
    // Position 6 of 7: the bottom.
    dismissed().yes()
      .expectCard('old', { zone: 'active', position: 6 }).expectCard('Loremaster', { zone: 'lost' }).expectPiles(P1, { active: 7, lost: 1 });
  });
  it('1U85 Loremaster: it is optional; declined, the lost pile keeps both', () => {
    dismissed().no().expectCard('old', { zone: 'lost' }).expectPiles(P1, { lost: 2, active: 6 });
  });
  it('1U85 Loremaster: it never picks itself: with nothing else lost, nothing moves', () => {
    dismissed([]).yes().expectCard('Loremaster', { zone: 'lost' }).expectPiles(P1, { active: 6, lost: 1 });
  });
  it('1U85 Loremaster: lost with the ship it is aboard, it still triggers (R-TERM-LEAVE-02)', () => {
    // The damaged ship is destroyed in the end of battle step; Loremaster aboard is lost with it.
    game({
      phase: 'battle',
      players: [{ lost: [oldCard] }, {}],
      row: [{ card: 'Gongland/Orbit', name: 'orbit', controller: P1,
        cards: [[{ card: 'Plain Fighter', name: 'ship', damaged: true, beneath: ['Loremaster'] }], ['Plain Fighter']] }],
      battle: { location: 'orbit', attacker: P1, step: 'window5' },
    }).endBattle().resolve().yes().pick('old')
      .expectCard('ship', { zone: 'lost' }).expectCard('Loremaster', { zone: 'lost' }).expectCard('old', { zone: 'active' })
      .expectLog('lost with Plain Fighter (R-TERM-LEAVE-02)');
  });
});
