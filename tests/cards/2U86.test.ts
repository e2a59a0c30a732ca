// Zhang Hotrod: Size 2, Transport 2; when played you may put up to two hand cards on your used
// pile and draw as many from your reserve.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const entered = () => game({
  phase: 'deploy',
  players: [{ hand: ['Zhang Hotrod', { card: 'Plain Trooper', name: 'a' }, { card: 'Plain Tank', name: 'b' }, { card: 'Plain Wall', name: 'c' }] }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P1 }],
}).play('Zhang Hotrod', { at: 'site' }).resolve().resolve();

describe('2U86 Zhang Hotrod', () => {
  it('2U86 Zhang Hotrod: two hand cards to the used pile, two drawn: hand stays 3, reserve 4', () => {
    entered().yes().pick('a').pick('b')
      .expectPiles(P1, { hand: 3, reserve: 4, used: 6 }).expectCard('a', { zone: 'used' }).expectCard('b', { zone: 'used' })
      .expectCard('Zhang Hotrod', { at: 'site' });
  });
  it('2U86 Zhang Hotrod: one card put, one drawn', () => {
    entered().yes().pick('a').no().expectPiles(P1, { hand: 3, reserve: 5 });
  });
  it('2U86 Zhang Hotrod: declined: nothing moves', () => {
    entered().no().expectPiles(P1, { hand: 3, reserve: 6 });
  });
});
