// Conditions on the cards in a player's piles and stacked on assets.
import { defOf, other } from '../../../state';
import { condition, READ } from '../../define';
import { amountNow } from '../../amounts';
import { flag, list, node, num, oneOf, opt, printed, SIDE } from '../../schema';
import { kindOfFacts, printedMatch } from '../../select';
import { KINDS } from '../selectors';

export const reserveCards = condition('reserveCards', { reserveCards: oneOf(...SIDE), atLeast: num }, {
  reads: READ.piles,
  holds: (s, ctx, c): boolean => s.players[c.reserveCards === 'you' ? ctx.seat : other(ctx.seat)].reserve.length >= c.atLeast,
});
/** That player has at least this many cards in their active pile (an option that pays energy can
 * be carried out, R-EFF-07). */
export const activeCards = condition('activeCards', { activeCards: oneOf(...SIDE), atLeast: num }, {
  reads: READ.piles,
  holds: (s, ctx, c): boolean => s.players[c.activeCards === 'you' ? ctx.seat : other(ctx.seat)].active.length >= c.atLeast,
});
/** That player holds at least this many cards (of these kinds, read from printed facts). */
export const handCards = condition('handCards', { handCards: oneOf(...SIDE), atLeast: num, kinds: opt(list(oneOf(...KINDS))) }, {
  reads: READ.piles,
  holds: (s, ctx, c): boolean => {
    const hand = s.players[c.handCards === 'you' ? ctx.seat : other(ctx.seat)].hand;
    return hand.filter((h) => !c.kinds || c.kinds.some((k) => kindOfFacts(defOf(s, h), k))).length >= c.atLeast;
  },
});
/** The reader's pile holds at least `n` cards and the top `n` all match (printed facts). */
export const topOfPile = condition('topOfPile', { topOfPile: oneOf('used', 'reserve'), n: num, are: printed(node('selector')) }, {
  reads: READ.piles,
  holds: (s, ctx, c): boolean => {
    const top = s.players[ctx.seat][c.topOfPile].slice(0, c.n);
    return top.length === c.n && top.every((card) => printedMatch(s, c.are, card));
  },
});
export const stackedOnYourStockpile = condition('stackedOnYourStockpile', { stackedOnYourStockpile: flag }, {
  holds: (s, ctx): boolean => amountNow(s, ctx, { stackedOnYourStockpile: true }) > 0,
});
