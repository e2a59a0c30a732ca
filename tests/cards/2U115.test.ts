// Anakatika: three times each turn, two hand cards to your used pile: +1 power until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2U115 Anakatika', () => {
  it('2U115 Anakatika: three uses make the 2-power fighter 5; a fourth is refused (R-ABIL-03)', () => {
    const hand = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => ({ card: 'Destiny 1', name }));
    game({ players: [{ hand: hand as never }, {}], row: [{ card: 'Quayland/Orbit', controller: P1, cards: [['Anakatika'], []] }] })
      .use('Anakatika', { paying: ['a', 'b'] }).resolve().use('Anakatika', { paying: ['c', 'd'] }).resolve().use('Anakatika', { paying: ['e', 'f'] }).resolve()
      .expectCard('Anakatika', { power: 5 }).expectPiles(P1, { used: 6, hand: 2 }).refuses('R-ABIL-03').use('Anakatika', { paying: ['g', 'h'] });
  });
});
