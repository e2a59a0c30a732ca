// Conditions on what a player holds in hand.
import { other } from '../../../state';
import { condition, READ } from '../../define';
import { flag, node, num, oneOf, opt, SIDE } from '../../schema';
import { revealable, revealedCards } from '../effects/reveal';

/** The player could reveal these cards from their hand now (the effect revealFromHand): an option
 * of a choice they can carry out (R-EFF-07). */
export const canReveal = condition('canReveal', { canReveal: oneOf(...SIDE), cards: num, alike: opt(flag), above: opt(node('amount')) }, {
  text: (c, say): string => `${say.who(c.canReveal)} ${c.canReveal === 'you' ? 'have' : 'has'} ${revealedCards({ ...c, count: c.cards }, say)} in ${c.canReveal === 'you' ? 'your' : 'their'} hand`,
  reads: READ.piles,
  holds: (s, ctx, c): boolean => revealable(s, ctx, c.canReveal === 'you' ? ctx.seat : other(ctx.seat), { ...c, count: c.cards }).length > 0,
});
