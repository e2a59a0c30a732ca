// Belt Runner: on entering play, if your stockpile holds a card, you may put up to two hand
// cards on top of your reserve.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const entered = (stacked: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Belt Runner', { card: 'Plain Trooper', name: 'a' }, { card: 'Plain Tank', name: 'b' }, { card: 'Plain Wall', name: 'c' }],
    assets: [{ card: 'Traginium Stash', stacked }] }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1 }],
}).play('Belt Runner', { at: 'orbit' }).resolve();

describe('2C61 Belt Runner', () => {
  it('2C61 Belt Runner: with a card on the stockpile: two hand cards go on the reserve', () => {
    entered(['Plain Trooper']).resolve().yes().pick('a').pick('b')
      .expectPiles(P1, { hand: 1, reserve: 8 }).expectCard('c', { zone: 'hand' });
  });
  it('2C61 Belt Runner: you may stop after one card', () => {
    entered(['Plain Trooper']).resolve().yes().pick('a').no().expectPiles(P1, { hand: 2, reserve: 7 });
  });
  it('2C61 Belt Runner: an empty stockpile: nothing triggers', () => {
    entered([]).expectStack(0).expectDecision(null).expectPiles(P1, { hand: 3 }).expectCard('Belt Runner', { at: 'orbit' });
  });
});
