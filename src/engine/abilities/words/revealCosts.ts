// Costs paid by revealing cards from the hand (R-TERM-REVEAL-01) and putting them on the used pile.
import { defOf, logEvent, named, putInPile, takeOut } from '../../state';
import type { CardId, GameState, Refusal } from '../../types';
import { cost } from '../define';
import { num } from '../schema';

const destinyOf = (s: GameState, c: CardId): number => defOf(s, c).destiny ?? 0;
/** Hand cards with enough others of their destiny to make a set of `n` (a card being played is
 * not among them). */
const inSets = (s: GameState, hand: readonly CardId[], n: number): CardId[] =>
  hand.filter((c) => hand.filter((h) => destinyOf(s, h) === destinyOf(s, c)).length >= n);

/** Reveal this many cards of one printed destiny from your hand and put them on your used pile,
 * in the order chosen (the last on top). */
export const revealAlike = cost('revealAlike', { revealAlike: num }, {
  text: (c): string => `reveal ${c.revealAlike} cards of one destiny from your hand and put them on your used pile in any order`,
  refusal: (s, seat, source, c): Refusal | null => (inSets(s, s.players[seat].hand.filter((h) => h !== source), c.revealAlike).length > 0 ? null
    : { rule: 'R-PLAY-04', reason: `This needs ${c.revealAlike} cards of one destiny in your hand.` }),
  picks: (c): number => c.revealAlike,
  from: (s, ctx, c): CardId[] => inSets(s, s.players[ctx.seat].hand.filter((h) => h !== ctx.source), c.revealAlike),
  together: (s, _c, cards): Refusal | null => (cards.every((x) => destinyOf(s, x) === destinyOf(s, cards[0])) ? null
    : { rule: 'R-PLAY-04', reason: 'The cards revealed must all have the same destiny.' }),
  pay: (g, ctx, _c, paying): void => {
    for (const card of paying) {
      takeOut(g, card);
      putInPile(g, card, 'used');
      logEvent(g, { kind: 'discardCost', seat: ctx.seat, card: named(g.s, card), revealed: true });
    }
  },
});
