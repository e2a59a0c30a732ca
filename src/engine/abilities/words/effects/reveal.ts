// Revealing cards from a hand (R-TERM-REVEAL-01: shown to both players): which hand cards can be
// revealed for an effect ("a card with destiny above 3", "two cards of one destiny"), and a player
// revealing them, to keep or to put on their used pile.
import { defOf, other } from '../../../state';
import type { CardId, GameState, Seat, Step } from '../../../types';
import { amountNow } from '../../amounts';
import { effect } from '../../define';
import type { Ctx } from '../../select';
import { flag, node, num, oneOf, opt, SIDE } from '../../schema';
import type { Say } from '../../text';
import { subject, verb } from '../../text';
import type { Amount } from '../../vocabulary';

/** What a hand reveal asks for: how many cards; `alike`: all of one printed destiny; `above`: each
 * with a printed destiny above this amount (read from the ability's side). */
export interface HandReveal { count: number; alike?: true; above?: Amount }

const destinyOf = (s: GameState, c: CardId): number => defOf(s, c).destiny ?? 0;

/** The hand cards of `seat` that can be among those revealed: each one that has enough partners of
 * its destiny when the cards must be alike. Empty when the hand can't make the reveal. */
export function revealable(s: GameState, ctx: Ctx, seat: Seat, r: HandReveal): CardId[] {
  const floor = r.above === undefined ? undefined : amountNow(s, ctx, r.above);
  const hand = s.players[seat].hand.filter((c) => floor === undefined || destinyOf(s, c) > floor);
  const fit = r.alike ? hand.filter((c) => hand.filter((h) => destinyOf(s, h) === destinyOf(s, c)).length >= r.count) : hand;
  return fit.length >= r.count ? fit : [];
}

/** "two cards of one destiny", "a card with destiny above 3". */
export function revealedCards(r: HandReveal, say: Say): string {
  const n = r.count === 1 ? 'a card' : `${r.count} cards`;
  const above = r.above === undefined ? '' : ` with destiny above ${say.amount(r.above)}`;
  return `${n}${r.alike ? ' of one destiny' : ''}${above}`;
}

/** A player reveals cards from their hand: kept there, or with `toUsed` put on top of their used
 * pile in the order they pick them. Nothing happens if their hand can't make the reveal. */
export const revealFromHand = effect('revealFromHand', {
  who: oneOf(...SIDE), count: num, alike: opt(flag), above: opt(node('amount')), toUsed: opt(flag),
}, {
  asks: ['pick'],
  check: (e): string | null => (e.count > 1 && !e.toUsed ? 'count: several cards revealed and kept are not supported; put them on the used pile' : null),
  text: (e, say): string => {
    const who = subject(e.who, say);
    const their = who.plural ? 'your' : 'their';
    const put = e.toUsed ? ` and ${verb('put', who.plural)} ${e.count === 1 ? 'it' : 'them'} on ${their} used pile${e.count > 1 ? ' in any order' : ''}` : '';
    return `${who.text} ${verb('reveal', who.plural)} ${revealedCards(e, say)} from ${their} hand${put}`;
  },
  run: (g, ctx, e): Step[] => {
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    const options = revealable(g.s, ctx, seat, e);
    if (options.length === 0) return [];
    return [{ k: 'pick', seat, options, n: e.count, to: e.toUsed ? 'usedTop' : 'show', optional: false, reveal: true,
      rule: 'R-TERM-REVEAL-01', ...(e.alike ? { alike: 'destiny' as const } : {}), source: ctx.source }];
  },
});
