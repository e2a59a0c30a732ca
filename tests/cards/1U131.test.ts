// Hawk's Wing: a drain at its location can't be paid with the opponent's hand cards.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

// P1 drains where it has Hawk's Wing (or a plain fighter); P2 holds a card.
const drained = (ship: string) => game({
  phase: 'control',
  players: [{}, { hand: [{ card: 'Plain Wall', name: 'held' }] }],
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[ship], []] }],
}).drain('orbit').resolve();

describe('1U131 Hawk’s Wing', () => {
  it('1U131 Hawk’s Wing: the opponent may not lose a hand card to your drain here (R-DRAIN-03)', () => {
    drained('Hawk’s Wing').refuses('R-DRAIN-03').loseFromHand('held', P2)
      .lose('reserve').lose('reserve').expectPiles(P2, { hand: 1, lost: 2 });
  });
  it('1U131 Hawk’s Wing: with a plain fighter, a hand card may pay the drain', () => {
    drained('Plain Fighter').loseFromHand('held', P2).lose('reserve').expectPiles(P2, { hand: 0, lost: 2 });
  });
});
