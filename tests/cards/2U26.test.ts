// Watch Your Back: play a kizen from your hand; it costs 1 less per kizen you already have in play.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2U26 Watch Your Back', () => {
  it('2U26 Watch Your Back: with two kizen in play, James Howler (5) costs 3', () => {
    game({ players: [{ hand: ['Watch Your Back', 'James Howler'] }, {}],
      row: [{ card: 'Depots/Earther Depot', name: 'depot', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'k1' }, { card: 'Plain Kizen', name: 'k2' }], []] }] })
      .play('Watch Your Back').resolve().pick('James Howler').resolve()
      .expectCard('James Howler', { at: 'depot' }).expectPiles(P1, { active: 3 }).expectCard('Watch Your Back', { zone: 'used' });
  });
});
