// Costs paid with cards from the hand that the player picks as the cost is paid, so that a card
// being played (which names no cards to pay with) can carry one.
import type { Refusal } from '../../types';
import { cost } from '../define';
import { num } from '../schema';

/** Lose this many cards of your choice from your hand (R-PLAY-04): a card being played does not
 * count among them, and with too few the cost can't be paid. */
export const loseFromHand = cost('loseFromHand', { loseFromHand: num }, {
  text: (c): string => (c.loseFromHand === 1 ? 'lose a card from your hand' : `lose ${c.loseFromHand} cards from your hand`),
  refusal: (s, seat, source, c): Refusal | null => {
    const n = s.players[seat].hand.filter((h) => h !== source).length;
    return n < c.loseFromHand ? { rule: 'R-PLAY-04', reason: `This needs ${c.loseFromHand} other cards in your hand to lose; you have ${n}.` } : null;
  },
  pay: (g, ctx, c): void => {
    const hand = g.s.players[ctx.seat].hand.filter((h) => h !== ctx.source);
    if (hand.length > 0) g.s.queue.unshift({ k: 'pick', seat: ctx.seat, options: hand, n: Math.min(c.loseFromHand, hand.length), to: 'lost', optional: false, rule: 'R-PLAY-04' });
  },
});
