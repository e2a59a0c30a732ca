// Costs paid by revealing cards from the hand (R-TERM-REVEAL-01) and putting them on the used pile.
import { defOf, logEvent, named, putInPile, takeOut } from '../../state';
import type { CardId, Refusal } from '../../types';
import { cost } from '../define';
import { num } from '../schema';
import { revealable } from './effects/reveal';

/** Reveal this many cards of one printed destiny from your hand and put them on your used pile,
 * in the order chosen (the last on top). */
export const revealAlike = cost('revealAlike', { revealAlike: num }, {
  text: (c): string => `reveal ${c.revealAlike} cards of one destiny from your hand and put them on your used pile in any order`,
  refusal: (s, seat, source, c): Refusal | null => (revealable(s, { seat, source, targets: [] }, seat, { count: c.revealAlike, alike: true }).length > 0 ? null
    : { rule: 'R-PLAY-04', reason: `This needs ${c.revealAlike} cards of one destiny in your hand.` }),
  picks: (c): number => c.revealAlike,
  from: (s, ctx, c): CardId[] => revealable(s, ctx, ctx.seat, { count: c.revealAlike, alike: true }),
  together: (s, _c, cards): Refusal | null => (cards.every((x) => defOf(s, x).destiny === defOf(s, cards[0]).destiny) ? null
    : { rule: 'R-PLAY-04', reason: 'The cards revealed must all have the same destiny.' }),
  pay: (g, ctx, _c, paying): void => {
    for (const card of paying) {
      takeOut(g, card);
      putInPile(g, card, 'used');
      logEvent(g, { kind: 'discardCost', seat: ctx.seat, card: named(g.s, card), revealed: true });
    }
  },
});
