// Effects that move cards between a player's piles and hand: draw, activate, lose, pay,
// retrieve, download and search, hand to reserve or used pile, and the top of a pile.
import { pick as pickRandom } from '../../../rng';
import { defOf, log, moveTop, other, putInPile, takeOut, titleOf } from '../../../state';
import type { Game } from '../../../state';
import type { Kind } from '../../vocabulary';
import type { Seat, Step } from '../../../types';
import { emit } from '../../../triggers';
import { effect } from '../../define';
import { activate as activateEnergy, amountFor, pay as payEnergy, shuffleUsedPile } from '../../effects';
import { flag, list, node, num, oneOf, opt, printed, SIDE } from '../../schema';
import { kindOfFacts, printedMatch } from '../../select';
import { KINDS } from '../selectors';

const seatOf = (ctxSeat: Seat, who: 'you' | 'opponent'): Seat => (who === 'you' ? ctxSeat : other(ctxSeat));

export const draw = effect('draw', { count: node('amount') }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const n = amountFor(g, ctx, e.count);
    let drawn = 0;
    for (; drawn < n; drawn++) if (moveTop(g, ctx.seat, 'reserve', 'hand') === undefined) break;
    log(g, 'draw', `P${ctx.seat + 1} draws ${n} from the reserve.`);
    for (let i = 0; i < drawn; i++) emit(g, { event: 'draw', seat: ctx.seat });
    return [];
  },
});
/** Activate energy (R-ENERGY-03); `upTo`: the player picks how many, up to the amount. */
export const activate = effect('activate', { count: node('amount'), upTo: opt(flag) }, {
  asks: ['upTo'],
  run: (g, ctx, e): Step[] => {
    const n = amountFor(g, ctx, e.count);
    if (e.upTo) return n > 0 ? [{ k: 'upTo', seat: ctx.seat, what: 'activate', max: n }] : [];
    activateEnergy(g, ctx.seat, n);
    return [];
  },
});
/** A player loses energy, card by card (R-ENERGY-06); `from: 'reserve'` only from the reserve;
 * `stackOn: 'self'`: the cards lost are stacked face down on the source asset (stockpiles). */
export const lose = effect('lose', { who: oneOf(...SIDE), count: node('amount'), from: opt(oneOf('reserve')), stackOn: opt(oneOf('self')) }, {
  asks: ['lose'],
  run: (g, ctx, e): Step[] => {
    const n = amountFor(g, ctx, e.count);
    return n > 0 ? [{ k: 'lose', seat: seatOf(ctx.seat, e.who), n, ...(e.from ? { from: e.from } : {}),
      ...(e.stackOn === 'self' ? { stackOn: ctx.source } : {}), rule: 'R-ENERGY-06' }] : [];
  },
});
/** A player pays energy, as much as they can. */
export const pay = effect('pay', { who: oneOf(...SIDE), count: node('amount') }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const seat = seatOf(ctx.seat, e.who);
    const n = payEnergy(g, seat, amountFor(g, ctx, e.count));
    log(g, 'pay', `P${seat + 1} pays ${n}.`);
    return [];
  },
});
/** Random cards from your lost pile to your used pile (R-ENERGY-11). */
export const retrieve = effect('retrieve', { count: node('amount') }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const n = amountFor(g, ctx, e.count);
    for (let i = 0; i < n; i++) {
      const lost = s.players[ctx.seat].lost;
      if (lost.length === 0) break;
      const [rng, j] = pickRandom(s.rng, lost.length);
      s.rng = rng;
      const card = lost[j];
      takeOut(g, card);
      putInPile(g, card, 'used');
      log(g, 'retrieve', `P${ctx.seat + 1} retrieves ${titleOf(s, card)} (R-ENERGY-11).`);
    }
    return [];
  },
});
/** Find a matching card in your reserve, take it into hand, shuffle (R-ENERGY-12). */
export const download = effect('download', { select: printed(node('selector')) }, {
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const options = g.s.players[ctx.seat].reserve.filter((c) => printedMatch(g.s, e.select, c));
    return [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'hand', optional: true, shuffleReserve: true, rule: 'R-ENERGY-12' }];
  },
});
/** Pick a card (matching `select`, never the source) from one of your piles and put it somewhere. */
export const search = effect('search', { pile: oneOf('used', 'lost'), select: opt(printed(node('selector'))), to: oneOf('hand', 'activeBottom'), shuffle: opt(flag) }, {
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const options = g.s.players[ctx.seat][e.pile].filter((c) => c !== ctx.source && (!e.select || printedMatch(g.s, e.select, c)));
    const shuffleUsed = !!e.shuffle && e.pile === 'used';
    if (options.length === 0 && shuffleUsed) shuffleUsedPile(g, ctx.seat);
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: e.to, optional: false, shuffleUsed, rule: 'R-EFF-07' }] : [];
  },
});
/** Reveal the top card of your pile; if it matches, it goes to your hand. */
export const topToHand = effect('topToHand', { pile: oneOf('used', 'reserve'), select: opt(printed(node('selector'))) }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const top = s.players[ctx.seat][e.pile][0];
    if (top === undefined) return [];
    const ok = !e.select || printedMatch(s, e.select, top);
    log(g, 'reveal', `P${ctx.seat + 1} reveals ${titleOf(s, top)} from the top of the ${e.pile} pile${ok ? ' and takes it into hand' : ''}.`);
    if (ok) { takeOut(g, top); putInPile(g, top, 'hand'); }
    return [];
  },
});
/** Shows the top `count` cards of your pile to both players; they stay where they are. */
export const revealTop = effect('revealTop', { pile: oneOf('used', 'reserve'), count: num }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const top = g.s.players[ctx.seat][e.pile].slice(0, e.count);
    log(g, 'reveal', top.length ? `P${ctx.seat + 1} reveals the top of the ${e.pile} pile: ${top.map((c) => titleOf(g.s, c)).join(', ')}.`
      : `P${ctx.seat + 1} has no card in the ${e.pile} pile to reveal.`);
    return [];
  },
});

function handPick(g: Game, seat: Seat, n: number, to: 'reserveTop' | 'usedTop', kinds?: readonly Kind[]): Extract<Step, { k: 'pick' }> | undefined {
  const hand = g.s.players[seat].hand.filter((h) => !kinds || kinds.some((k) => kindOfFacts(defOf(g.s, h), k)));
  if (hand.length === 0 || n <= 0) return undefined;
  return { k: 'pick', seat, options: hand, n: Math.min(n, hand.length), to, optional: false, rule: 'R-EFF-02' };
}
/** A player puts cards from hand on top of the reserve; `upTo`: they may stop early. */
export const handToReserve = effect('handToReserve', { count: num, who: oneOf(...SIDE), upTo: opt(flag) }, {
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const step = handPick(g, seatOf(ctx.seat, e.who), e.count, 'reserveTop');
    return step ? [{ ...step, ...(e.upTo ? { optional: true } : {}) }] : [];
  },
});
/** A player puts cards from hand on the used pile: only of these kinds; `reveal`: each is shown
 * as it goes (Quarrel Energy Burst); `upTo`: they may stop early; `redraw`: they then draw as
 * many as they put. */
export const handToUsed = effect('handToUsed', { count: num, who: oneOf(...SIDE), upTo: opt(flag), redraw: opt(flag), kinds: opt(list(oneOf(...KINDS))), reveal: opt(flag) }, {
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const seat = seatOf(ctx.seat, e.who);
    const step = handPick(g, seat, e.count, 'usedTop', e.kinds);
    return step ? [{ ...step, ...(e.upTo ? { optional: true } : {}), ...(e.reveal ? { reveal: true } : {}),
      ...(e.redraw ? { redrawFrom: g.s.players[seat].hand.length } : {}) }] : [];
  },
});
