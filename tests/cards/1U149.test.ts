// Reload: a card from your hand goes beneath your reserve.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1U149 Reload', () => {
  it('1U149 Reload: you pick the hand card; it goes to the bottom of your reserve, unnamed to the opponent', () => {
    game({ players: [{ hand: ['Reload', { card: 'Destiny 6', name: 'keep' }, { card: 'Destiny 2', name: 'stash' }], reserve: [{ card: 'Destiny 1', name: 'r1' }, { card: 'Destiny 1', name: 'r2' }] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1 }] })
      .play('Reload').resolve().pick('stash').expectPile(P1, 'reserve', 'r1', 'r2', 'stash')
      .expectLog('P1 puts a card from hand beneath the reserve.').expectNotInLog('Destiny 2').expectPiles(P1, { hand: 1 });
  });
});
