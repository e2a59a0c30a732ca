// Traginium Surplus: stockpile; once a turn, pay 1: with nothing stacked on it, your opponent loses 1,
// stacked face down on it.
import { describe, it } from 'vitest';
import { game, P2 } from '../kit/driver';

const sc = (stacked: number) => game({ players: [{ assets: [{ card: 'Traginium Surplus', stacked: Array.from({ length: stacked }, () => 'Destiny 1') }] }, {}] });

describe('2U25 Traginium Surplus', () => {
  it('2U25 Traginium Surplus: P2 loses 1 onto it; once a turn (R-ABIL-03)', () => {
    sc(0).use('Traginium Surplus').resolve().lose('reserve', P2).expectStackedOn('Traginium Surplus', 1).expectPiles(P2, { lost: 0 })
      .refuses('R-ABIL-03').use('Traginium Surplus');
  });
  it('2U25 Traginium Surplus: with a card already on it, nothing', () => {
    sc(1).use('Traginium Surplus').resolve().expectStackedOn('Traginium Surplus', 1).expectPiles(P2, { reserve: 6 });
  });
});
