// Revealing cards from a hand (R-TERM-REVEAL-01: shown to both players): which hand cards can be
// revealed for an effect ("a card with destiny above 3", "two cards of one destiny"), a player
// revealing them, to keep or to put on their used pile; a whole hand revealed, and what is then
// chosen from it by destiny or by title.
import { defOf, logEvent, named, other, titleOf } from '../../../state';
import type { CardId, GameState, Seat, Step } from '../../../types';
import { amountNow } from '../../amounts';
import { effect } from '../../define';
import { amountFor } from '../../effects';
import type { Ctx } from '../../select';
import { flag, list, node, num, oneOf, opt, SIDE } from '../../schema';
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

/** A player reveals their whole hand (R-TERM-REVEAL-01): every card is named to both players. */
export const revealHand = effect('revealHand', { who: oneOf(...SIDE) }, {
  asks: [],
  text: (e, say): string => (e.who === 'you' ? 'reveal your hand' : `${say.who(e.who)} reveals their hand`),
  run: (g, ctx, e): Step[] => {
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    logEvent(g, { kind: 'revealHand', seat, cards: g.s.players[seat].hand.map((c) => named(g.s, c)) });
    return [];
  },
});

/** A player names a destiny printed on one of the cards in their hand (revealed first); the
 * effects in `then` follow with it noted ({ noted: 'named' }). Nothing happens with an empty hand. */
export const nameDestiny = effect('nameDestiny', { who: oneOf(...SIDE), then: list(node('effect')) }, {
  asks: ['nameNumber'],
  text: (e, say): string => `${e.who === 'you' ? 'name' : `${say.who(e.who)} names`} a destiny found on a card in ${e.who === 'you' ? 'your' : 'their'} hand; then ${say.effects(e.then)}`,
  run: (g, ctx, e): Step[] => {
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    const among = [...new Set(g.s.players[seat].hand.map((c) => destinyOf(g.s, c)))].sort((a, b) => a - b);
    if (among.length === 0) return [];
    return [{ k: 'nameNumber', seat, max: among[among.length - 1], among, then: { ctx, effects: e.then }, source: ctx.source }];
  },
});

/** The acting player chooses a card of this destiny from a hand that has been revealed and puts
 * it on top of its owner's used pile. Nothing happens if there is none. */
export const takeRevealed = effect('takeRevealed', { of: oneOf(...SIDE), destiny: node('amount') }, {
  asks: ['pick'],
  text: (e, say): string => `choose a card from ${say.whose(e.of)} revealed hand whose destiny is ${say.amount(e.destiny)} and put it on top of ${e.of === 'you' ? 'your' : 'their'} used pile`,
  run: (g, ctx, e): Step[] => {
    const seat = e.of === 'you' ? ctx.seat : other(ctx.seat);
    const d = amountFor(g, ctx, e.destiny);
    const options = g.s.players[seat].hand.filter((c) => destinyOf(g.s, c) === d);
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'usedTop', optional: false, reveal: true, rule: 'R-TERM-REVEAL-01', source: ctx.source }] : [];
  },
});

/** The acting player chooses a title of which a revealed hand holds `copies` or more cards; its
 * owner loses every card of that title from it. Nothing happens if no title is held that often. */
export const loseTitle = effect('loseTitle', { who: oneOf(...SIDE), copies: num }, {
  asks: ['pick'],
  text: (e, say): string => `choose a title with ${e.copies} or more cards in ${say.whose(e.who)} revealed hand; ${e.who === 'you' ? 'you lose' : 'they lose'} every card of that title from it`,
  run: (g, ctx, e): Step[] => {
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    const hand = g.s.players[seat].hand;
    const titled = (c: CardId) => hand.filter((h) => titleOf(g.s, h) === titleOf(g.s, c));
    // One card stands for each title held often enough: the player chooses the title by it.
    const options = hand.filter((c) => titled(c).length >= e.copies && titled(c)[0] === c);
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'lost', allOfTitle: true, optional: false, reveal: true, rule: 'R-TERM-REVEAL-01', source: ctx.source }] : [];
  },
});

/** The top `count` cards of a player's reserve or used pile are revealed (a count read as the
 * effect happens); the acting player chooses one of them for its owner's lost pile, and
 * `orderedBy` puts the others back on top in the order they choose. */
export const revealTopLoseOne = effect('revealTopLoseOne', { of: oneOf(...SIDE), pile: oneOf('reserve', 'used'), count: node('amount'), orderedBy: oneOf(...SIDE) }, {
  asks: ['pick', 'reserveOrder'],
  text: (e, say): string => {
    const mine = e.of === 'you';
    const pile = e.pile === 'used' ? 'used pile' : 'reserve';
    const n = typeof e.count === 'number' ? `${e.count} cards` : 'X cards';
    const x = typeof e.count === 'number' ? '' : ` (X is ${say.amount(e.count)})`;
    const reveal = e.pile === 'reserve' && !mine ? `make ${say.who(e.of)} reveal the top ${n} of their ${pile}` : `reveal the top ${n} of ${say.whose(e.of)} ${pile}`;
    const orderer = e.orderedBy === 'you' ? 'put' : e.orderedBy === e.of ? 'they put' : `${say.who(e.orderedBy)} puts`;
    return `${reveal}${x}; choose one of them for its owner's lost pile; ${orderer} the others back on top of ${mine ? 'your' : 'their'} ${pile} in any order`;
  },
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const owner = e.of === 'you' ? ctx.seat : other(ctx.seat);
    const n = amountFor(g, ctx, e.count);
    if (n <= 0) return [];
    const top = s.players[owner][e.pile].slice(0, n);
    if (top.length === 0) { logEvent(g, { kind: 'noCardToReveal', seat: owner, pile: e.pile }); return []; }
    logEvent(g, e.pile === 'reserve' ? { kind: 'revealReserveTop', seat: owner, owner, cards: top.map((c) => named(s, c)) }
      : { kind: 'revealPileTop', seat: owner, pile: e.pile, cards: top.map((c) => named(s, c)) });
    // The order step offers only the cards still in the pile once the lost one has gone.
    return [{ k: 'pick', seat: ctx.seat, options: top, n: 1, to: 'lost', optional: false, reveal: true, rule: 'R-TERM-REVEAL-01', source: ctx.source },
      { k: 'reserveOrder', seat: e.orderedBy === 'you' ? ctx.seat : other(ctx.seat), owner, left: top, top: [], ...(e.pile === 'used' ? { pile: 'used' as const } : {}) }];
  },
});
