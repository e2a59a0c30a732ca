// Serenity: your opponent loses a card at random from their hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1R95 Serenity', () => {
  it('1R95 Serenity: one of P2\'s three hand cards, chosen at random, goes to their lost pile, named in the log', () => {
    const g = game({ players: [{ hand: ['Serenity'] }, { hand: [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Officer', name: 'b' }, { card: 'Plain Tank', name: 'c' }] }],
      row: [{ card: 'Gongland/Shrine', controller: P1 }, { card: 'Gongland/Orbit', controller: P1 }] })
      .play('Serenity').resolve().expectPiles(P2, { hand: 2, lost: 1 }).expectCard('Serenity', { zone: 'lost' });
    g.expectLog('from hand at random');
  });
});
