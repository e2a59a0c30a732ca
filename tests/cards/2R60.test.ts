// Begging for Mercy: name a number, then show the top card of your opponent's reserve (it stays);
// if its destiny is the number named, draw up to five cards.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (theirs: string[] = ['Destiny 4', ...energy(5, 1)]) => game({
  phase: 'deploy', players: [{ hand: ['Begging for Mercy'] }, { reserve: theirs }],
  row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] }],
});

describe('2R60 Begging for Mercy', () => {
  it('2R60 Begging for Mercy: naming 4 against a top 4: draw up to 5 (here 3); the card shown stays on top; lost after (R-INTR-02)', () => {
    sc().play('Begging for Mercy').resolve().expectDecision('nameNumber', P1).amount(4).amount(3)
      .expectPiles(P1, { hand: 3, reserve: 3 }).expectOnTop(P2, 'reserve', 'Destiny 4').expectCard('Begging for Mercy', { zone: 'lost' })
      .expectLog('P1 names 4.');
  });
  it('2R60 Begging for Mercy: naming 3 against a top 4: nothing is drawn', () => {
    sc().play('Begging for Mercy').resolve().amount(3).expectPiles(P1, { hand: 0, reserve: 6 });
  });
  it("2R60 Begging for Mercy: an empty opponent's reserve matches no number, not even 0", () => {
    sc([]).play('Begging for Mercy').resolve().amount(0).expectPiles(P1, { hand: 0, reserve: 6 });
  });
});
