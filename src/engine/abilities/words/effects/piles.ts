// Effects that move cards between a player's piles and hand: draw, activate, lose, pay,
// retrieve, download and search, hand to reserve or used pile, and the top of a pile (revealed,
// or looked at and sorted).
import { pick as pickRandom } from '../../../rng';
import { defOf, logEvent, named, other, putInPile, setStacked, takeOut, zoneOf } from '../../../state';
import type { Seat, Step } from '../../../types';
import { effect } from '../../define';
import { subject, verb } from '../../text';
import { activate as activateEnergy, amountFor, drawFromReserve, pay as payEnergy, retrieveCards, shuffleUsedPile, tallyDrawn } from '../../effects';
import { either, flag, list, node, num, obj, oneOf, opt, printed, SIDE } from '../../schema';
import { kindOfFacts, printedMatch, refCardOf } from '../../select';
import { KINDS } from '../selectors';

const seatOf = (ctxSeat: Seat, who: 'you' | 'opponent'): Seat => (who === 'you' ? ctxSeat : other(ctxSeat));

/** Draw cards from the reserve; `upTo`: the player picks how many, up to the amount; `perBattle`:
 * no more than that many cards each battle through this card's abilities (outside a battle, no
 * limit: the battle keeps the count). */
export const draw = effect('draw', { count: node('amount'), upTo: opt(flag), perBattle: opt(num) }, {
  text: (e, say): string => `${e.upTo ? (typeof e.count === 'number' ? `draw up to ${e.count} cards` : `draw as many cards as you choose, up to ${say.amount(e.count)}`)
    : e.count === 1 ? 'draw a card' : typeof e.count === 'number' ? `draw ${e.count} cards` : `draw as many cards as ${say.amount(e.count)}`}${
    e.perBattle !== undefined ? ` (no more than ${e.perBattle} cards each battle this way)` : ''}`,
  asks: ['upTo'],
  run: (g, ctx, e): Step[] => {
    const tally = e.perBattle !== undefined && g.s.battle !== null;
    const n = tally ? Math.min(amountFor(g, ctx, e.count), e.perBattle! - (g.s.battle!.drawnBy?.[ctx.source] ?? 0)) : amountFor(g, ctx, e.count);
    if (e.upTo) return n > 0 ? [{ k: 'upTo', seat: ctx.seat, what: 'draw', max: n, ...(tally ? { tally: true } : {}) }] : [];
    const drawn = drawFromReserve(g, ctx.seat, n);
    if (tally) tallyDrawn(g, ctx.source, drawn);
    return [];
  },
});
/** Activate energy (R-ENERGY-03); `upTo`: the player picks how many, up to the amount. */
export const activate = effect('activate', { count: node('amount'), upTo: opt(flag) }, {
  text: (e, say): string => `activate ${e.upTo ? 'up to ' : ''}${say.amount(e.count)}`,
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
  text: (e, say): string => `${e.who === 'you' ? 'lose' : 'your opponent loses'} ${say.amount(e.count)}${e.from ? ` from ${e.who === 'you' ? 'your' : 'their'} reserve` : ''}${e.stackOn ? ', stacked face down on this card instead of the lost pile' : ''}`,
  asks: ['lose'],
  run: (g, ctx, e): Step[] => {
    const n = amountFor(g, ctx, e.count);
    return n > 0 ? [{ k: 'lose', seat: seatOf(ctx.seat, e.who), n, ...(e.from ? { from: e.from } : {}),
      ...(e.stackOn === 'self' ? { stackOn: ctx.source } : {}), rule: 'R-ENERGY-06' }] : [];
  },
});
/** A player pays energy, as much as they can. */
export const pay = effect('pay', { who: oneOf(...SIDE), count: node('amount') }, {
  text: (e, say): string => `${e.who === 'you' ? 'pay' : 'your opponent pays'} ${say.amount(e.count)}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const seat = seatOf(ctx.seat, e.who);
    const n = payEnergy(g, seat, amountFor(g, ctx, e.count));
    logEvent(g, { kind: 'pay', seat, amount: n });
    return [];
  },
});
/** Random cards from your lost pile to your used pile (R-ENERGY-11); `upTo`: as many as the player
 * chooses, up to the amount. */
export const retrieve = effect('retrieve', { count: node('amount'), upTo: opt(flag) }, {
  text: (e, say): string => `retrieve ${e.upTo ? 'up to ' : ''}${say.amount(e.count)}`,
  asks: ['upTo'],
  run: (g, ctx, e): Step[] => {
    const n = amountFor(g, ctx, e.count);
    if (e.upTo) return n > 0 ? [{ k: 'upTo', seat: ctx.seat, what: 'retrieve', max: n }] : [];
    retrieveCards(g, ctx.seat, n);
    return [];
  },
});
/** Pick a card matching `select` (never the source) from one of your piles and put it somewhere.
 * From the reserve it is a download (R-ENERGY-12): the player may find nothing, and the reserve is
 * shuffled after; from the used pile, `shuffle` shuffles it after. */
export const search = effect('search', {
  pile: oneOf('reserve', 'used', 'lost'), select: opt(printed(node('selector'))), to: oneOf('hand', 'activeBottom'), shuffle: opt(flag),
  /** Only among this many cards of the pile picked at random (shown to both players). */
  amongRandom: opt(num),
}, {
  asks: ['pick'],
  text: (e, say): string => (e.pile === 'reserve' ? `download ${e.select ? say.np(e.select, 'a') : 'a card'}`
    : `${e.amongRandom ? `pick ${e.amongRandom} cards of your ${e.pile} pile at random; put one of them` : `take ${e.select ? say.np(e.select, 'a') : 'a card'} from your ${e.pile} pile and put it`} ${e.to === 'hand' ? 'into your hand' : 'on the bottom of your active pile'}${e.shuffle ? ', then shuffle your used pile' : ''}`),
  run: (g, ctx, e): Step[] => {
    let options = g.s.players[ctx.seat][e.pile].filter((c) => c !== ctx.source && (!e.select || printedMatch(g.s, e.select, c)));
    if (e.amongRandom !== undefined && options.length > e.amongRandom) {
      const pool = options.slice();
      options = [];
      for (let i = 0; i < e.amongRandom; i++) {
        const [rng, j] = pickRandom(g.s.rng, pool.length);
        g.s.rng = rng;
        options.push(...pool.splice(j, 1));
      }
    }
    if (e.amongRandom !== undefined) logEvent(g, { kind: 'revealPileTop', seat: ctx.seat, pile: e.pile, cards: options.map((c) => named(g.s, c)), random: true });
    if (e.pile === 'reserve') {
      return [{ k: 'pick', seat: ctx.seat, options, n: 1, to: e.to, optional: true, shuffleReserve: true, rule: 'R-ENERGY-12' }];
    }
    const shuffleUsed = !!e.shuffle && e.pile === 'used';
    if (options.length === 0 && shuffleUsed) shuffleUsedPile(g, ctx.seat);
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: e.to, optional: false, shuffleUsed, rule: 'R-EFF-07' }] : [];
  },
});
/** Shows the top `count` cards of your pile to both players; with `take`, those matching it go to
 * your hand (`take: {}`: whatever they are), the others stay where they are. */
export const revealTop = effect('revealTop', { pile: oneOf('used', 'reserve'), count: num, take: opt(printed(node('selector'))),
  /** Then the player may put one of them on top of the reserve. */
  mayPut: opt(oneOf('reserveTop')) }, {
  text: (e, say): string => {
    const top = `reveal the top ${e.count === 1 ? 'card' : `${e.count} cards`} of your ${e.pile} pile`;
    if (e.mayPut) return `${top}; you may put ${e.count === 1 ? 'it' : 'one of them'} on top of your reserve`;
    if (!e.take) return top;
    const any = Object.keys(e.take).length === 0;
    if (e.count === 1) return any ? `${top} and take it into your hand` : `${top}; if it is ${say.np(e.take, 'a')}, take it into your hand`;
    return any ? `${top} and take them into your hand` : `${top} and take those that are ${say.np(e.take, 'plural')} into your hand`;
  },
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const top = s.players[ctx.seat][e.pile].slice(0, e.count);
    if (top.length === 0) {
      logEvent(g, { kind: 'noCardToReveal', seat: ctx.seat, pile: e.pile });
      return [];
    }
    const taken = e.take ? top.filter((c) => printedMatch(s, e.take!, c)) : [];
    const names = (cs: string[]) => cs.map((c) => named(s, c));
    logEvent(g, { kind: 'revealPileTop', seat: ctx.seat, pile: e.pile, cards: names(top), ...(e.take ? { taking: names(taken) } : {}) });
    for (const c of taken) { takeOut(g, c); putInPile(g, c, 'hand'); }
    return e.mayPut ? [{ k: 'pick', seat: ctx.seat, options: top, n: 1, to: 'reserveTop', optional: true, rule: 'R-EFF-02' }] : [];
  },
});

/** A player puts cards from hand on top of the reserve (or, `reserveBottom`, beneath it) or on the
 * used pile: only cards of these kinds; `reveal`: each is shown as it goes (Quarrel Energy Burst);
 * `upTo`: they may stop early; `redraw`: they then draw as many as they put. */
export const fromHand = effect('fromHand', {
  to: oneOf('reserve', 'reserveBottom', 'used'), count: node('amount'), who: oneOf(...SIDE), upTo: opt(flag), redraw: opt(flag), kinds: opt(list(oneOf(...KINDS))), reveal: opt(flag),
}, {
  asks: ['pick'],
  text: (e, say): string => {
    const what = e.kinds ? say.np({ kinds: e.kinds }, e.count === 1 ? 'a' : 'plural') : '';
    const count = typeof e.count === 'number' ? `${e.count}` : `as many ${what || 'cards'} as ${say.amount(e.count)}`;
    const n = `${e.upTo ? 'up to ' : ''}${e.count === 1 && !e.upTo ? what || 'a card' : typeof e.count === 'number' ? `${count} ${what || 'cards'}` : count}`;
    const who = subject(e.who, say);
    const their = who.plural ? 'your' : 'their';
    const where = e.to === 'reserve' ? `on top of ${their} reserve` : e.to === 'reserveBottom' ? `beneath ${their} reserve` : `on ${their} used pile`;
    return `${who.plural ? '' : `${who.text} `}${verb('put', who.plural)} ${n} from ${their} hand ${where}${
      e.reveal ? `, showing ${e.count === 1 && !e.upTo ? 'it' : 'them'}` : ''}${e.redraw ? ', then draw as many' : ''}`;
  },
  run: (g, ctx, e): Step[] => {
    const seat = seatOf(ctx.seat, e.who);
    const hand = g.s.players[seat].hand.filter((h) => !e.kinds || e.kinds.some((k) => kindOfFacts(defOf(g.s, h), k)));
    const count = amountFor(g, ctx, e.count);
    if (hand.length === 0 || count <= 0) return [];
    return [{ k: 'pick', seat, options: hand, n: Math.min(count, hand.length), to: e.to === 'reserve' ? 'reserveTop' : e.to === 'reserveBottom' ? 'reserveBottom' : 'usedTop',
      optional: !!e.upTo, rule: 'R-EFF-02', ...(e.reveal ? { reveal: true } : {}),
      ...(e.redraw ? { redrawFrom: g.s.players[seat].hand.length } : {}) }];
  },
});

const PUT_WHERE = { hand: 'into your hand', usedTop: "on top of its owner's used pile", reserveBottom: 'beneath that reserve',
  activeBottom: "beneath its owner's active pile", lost: "into its owner's lost pile" } as const;
const UNSEEN_PILE = { hand: 'hand', usedTop: 'used', reserveBottom: 'reserve', activeBottom: 'active', lost: 'lost' } as const;
/** A player looks at the top `count` cards of a reserve (theirs, or `of: 'opponent'`; a count read
 * as the effect happens), or with `reveal` shows them to both players; then, with `put`, picks `n`
 * of them (`upTo`: as many as `n`, or none) for a place: the hand, the top of the owner's used
 * pile, beneath the reserve. The rest stay on top in their order, or with `rest: 'usedTop'` go on
 * top of the used pile in the order the player picks them. `unseen`: nobody looks; the top `n`
 * simply go there. */
export const topCards = effect('topCards', {
  of: oneOf(...SIDE), count: node('amount'), reveal: opt(flag), unseen: opt(flag),
  put: opt(obj({ to: oneOf('hand', 'usedTop', 'reserveBottom', 'activeBottom', 'lost'), n: num, upTo: opt(flag), rest: opt(oneOf('usedTop')) })),
}, {
  text: (e, say): string => {
    const counted = typeof e.count === 'number' ? e.count : undefined;
    const top = `the top ${counted === 1 ? 'card' : counted !== undefined ? `${counted} cards` : 'X cards'} of ${e.of === 'you' ? 'your' : "your opponent's"} reserve`;
    const x = counted === undefined ? ` (X is ${say.amount(e.count)})` : '';
    const look = `${e.reveal ? 'reveal' : 'look at'} ${top}${x}`;
    if (!e.put) return look;
    if (e.unseen) return `without looking, put ${top} ${PUT_WHERE[e.put.to]}${x}`;
    const which = counted === 1 ? (e.put.upTo ? 'you may put it' : 'put it') : `${e.put.upTo ? 'you may put' : 'put'} ${e.put.n === 1 ? 'one of them' : `${e.put.n} of them`}`;
    const where = PUT_WHERE[e.put.to];
    const rest = e.put.rest === 'usedTop' ? ' and the rest on top of your used pile in any order' : counted === undefined || counted > e.put.n ? '; the rest stay on top' : '';
    return `${look}; ${which} ${where}${rest}`;
  },
  check: (e): string | null => (e.put?.rest !== undefined && (e.of !== 'you' || e.unseen || e.put.upTo) ? 'put.rest: only your own reserve, looked at, with a set number taken' : null),
  asks: ['pick', 'effects'],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const seat = ctx.seat;
    const owner = seatOf(ctx.seat, e.of);
    const top = s.players[owner].reserve.slice(0, Math.max(0, amountFor(g, ctx, e.count)));
    if (top.length === 0) { logEvent(g, { kind: 'reserveEmpty', seat, owner }); return []; }
    if (e.unseen && e.put) {
      const moved = top.slice(0, e.put.n);
      for (const c of moved) {
        takeOut(g, c);
        putInPile(g, c, UNSEEN_PILE[e.put.to], e.put.to === 'reserveBottom' || e.put.to === 'activeBottom' ? 'bottom' : 'top');
      }
      logEvent(g, { kind: 'topUnseen', seat, owner, count: moved.length, to: e.put.to });
      return [];
    }
    logEvent(g, { kind: e.reveal ? 'revealReserveTop' : 'lookReserveTop', seat, owner, cards: top.map((c) => named(s, c)) });
    if (!e.put || e.put.n <= 0) return [];
    const n = Math.min(e.put.n, top.length);
    const pick: Step = { k: 'pick', seat, options: top, n, to: e.put.to, optional: !!e.put.upTo, rule: 'R-EFF-02', ...(e.reveal ? { reveal: true } : {}) };
    // The rest are then the top cards left, which the player puts on the used pile one by one.
    const left = top.length - n;
    return e.put.rest && left > 0
      ? [pick, { k: 'effects', ctx, effects: [{ do: 'topCards', of: 'you', count: left, ...(e.reveal ? { reveal: true } : {}), put: { to: 'usedTop', n: left } }] }]
      : [pick];
  },
});

/** A player loses cards from their hand to the lost pile: picked by them (only cards of these
 * kinds), or `random`ly; `reveal`: they show their whole hand first. */
export const loseFromHand = effect('loseFromHand', {
  /** 'all': the whole hand. */
  who: oneOf(...SIDE), count: either(num, oneOf('all')), random: opt(flag), kinds: opt(list(oneOf(...KINDS))), reveal: opt(flag),
}, {
  asks: ['pick'],
  text: (e, say): string => {
    const who = subject(e.who, say);
    const their = who.plural ? 'your' : 'their';
    if (e.count === 'all') return `${who.plural ? '' : `${who.text} `}${verb('lose', who.plural)} every ${e.kinds ? say.np({ kinds: e.kinds }, 'a').replace(/^an? /, '') : 'card'} in ${their} hand`;
    const what = e.kinds ? say.np({ kinds: e.kinds }, e.count === 1 ? 'a' : 'plural') : e.count === 1 ? 'a card' : 'cards';
    const n = e.count === 1 ? what : `${e.count} ${what}`;
    return `${e.reveal ? `${who.plural ? 'reveal' : `${who.text} reveals`} ${their} hand, then ` : ''}${who.plural || e.reveal ? '' : `${who.text} `}${verb('lose', who.plural)} ${
      e.random ? `${n.replace(/^an? /, 'a ')} at random`.replace('a card at random', 'a random card') : n} from ${their} hand`;
  },
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const seat = seatOf(ctx.seat, e.who);
    const hand = s.players[seat].hand;
    if (e.reveal) logEvent(g, { kind: 'revealHand', seat, cards: hand.map((c) => named(s, c)) });
    const options = hand.filter((h) => !e.kinds || e.kinds.some((k) => kindOfFacts(defOf(s, h), k)));
    const count = e.count === 'all' ? options.length : e.count;
    if (options.length === 0 || count <= 0) return [];
    if (e.count === 'all') {
      for (const card of options) { takeOut(g, card); putInPile(g, card, 'lost'); }
      logEvent(g, { kind: 'loseHand', seat, cards: options.map((c) => named(s, c)) });
      return [];
    }
    if (!e.random) return [{ k: 'pick', seat, options, n: Math.min(count, options.length), to: 'lost', optional: false, rule: 'R-EFF-02' }];
    const pool = options.slice();
    for (let i = 0; i < count && pool.length > 0; i++) {
      const [rng, j] = pickRandom(s.rng, pool.length);
      s.rng = rng;
      const [card] = pool.splice(j, 1);
      takeOut(g, card);
      putInPile(g, card, 'lost');
      logEvent(g, { kind: 'loseAtRandom', seat, card: named(s, card) });
    }
    return [];
  },
});

/** Stacks a card on the source asset (R-ASSET-05: no longer in play): one the ability names from
 * its owner's lost pile (a fighter just lost), or the top card of a player's reserve, shown. */
export const stack = effect('stack', { card: opt(node('ref')), reserveOf: opt(oneOf(...SIDE)),
  /** Face down: nobody sees the card from the reserve (Vestiges). */
  faceDown: opt(flag) }, {
  text: (e, say): string => `stack ${e.card ? say.ref(e.card) : `the top card of ${e.reserveOf === 'you' ? 'your' : "your opponent's"} reserve`} on this card${e.faceDown ? ' face down' : ''}`,
  check: (e): string | null => ((e.card === undefined) === (e.reserveOf === undefined) ? 'stack: name a card or whose reserve, not both' : null),
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    if (!s.table[ctx.source]) return [];
    const card = e.reserveOf ? s.players[seatOf(ctx.seat, e.reserveOf)].reserve[0] : refCardOf(s, ctx, e.card!);
    if (card === undefined) return [];
    const z = zoneOf(s, card);
    if (z.z !== 'pile' || z.pile !== (e.reserveOf ? 'reserve' : 'lost')) return [];
    takeOut(g, card);
    setStacked(g, ctx.source, [...(s.stacked[ctx.source] ?? []), card]);
    logEvent(g, e.reserveOf ? e.faceDown ? { kind: 'stackedFaceDown', on: named(s, ctx.source), owner: z.seat } : { kind: 'stackedFromReserve', card: named(s, card), on: named(s, ctx.source), owner: z.seat }
      : { kind: 'stackedFromLost', card: named(s, card), on: named(s, ctx.source), cost: false });
    return [];
  },
});

/** A player shows a card from their hand (one matching `select`, by its printed facts); it stays
 * there. */
export const showFromHand = effect('showFromHand', { select: printed(node('selector')) }, {
  text: (e, say): string => `show ${say.np(e.select, 'a')} from your hand`,
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const options = g.s.players[ctx.seat].hand.filter((h) => printedMatch(g.s, e.select, h));
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'show', optional: false, rule: 'R-EFF-02' }] : [];
  },
});

/** Reveal the top `count` cards of your reserve for destiny; the player picks the one whose destiny
 * counts and puts them all on the used pile in the order they choose; the effects in `then` follow
 * with that destiny noted ({ noted: 'destiny' }). An empty reserve notes 0 (R-DESTINY-05). */
export const revealPick = effect('revealPick', { count: num, then: list(node('effect')) }, {
  text: (e, say): string => `reveal the top ${e.count} cards of your reserve for destiny, choose the one that counts and put them on your used pile in any order; then ${say.effects(e.then)}`,
  asks: ['pickDestiny', 'effects'],
  reveals: (): 'you' => 'you',
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const options = s.players[ctx.seat].reserve.slice(0, e.count);
    if (options.length === 0) {
      logEvent(g, { kind: 'destinyEmpty', seat: ctx.seat, for: named(s, ctx.source), rule: 'R-DESTINY-05' });
      return [{ k: 'effects', ctx: { ...ctx, noted: 0 }, effects: e.then }];
    }
    logEvent(g, { kind: 'revealReserveTop', seat: ctx.seat, owner: ctx.seat, cards: options.map((c) => named(s, c)) });
    return [{ k: 'pickDestiny', seat: ctx.seat, options, then: { ctx, effects: e.then } }];
  },
});

/** The top `count` cards of a player's reserve are shown to both players and put back in the order
 * the player acting chooses (`by: 'opponent'`: the acting player's opponent chooses). */
export const reorder = effect('reorder', { of: oneOf(...SIDE), count: num, by: opt(oneOf(...SIDE)) }, {
  text: (e): string => `reveal the top ${e.count} cards of ${e.of === 'you' ? 'your' : "your opponent's"} reserve; ${
    e.by === 'opponent' ? 'your opponent puts' : 'put'} them back in any order`,
  asks: ['reserveOrder'],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const owner = seatOf(ctx.seat, e.of);
    const top = s.players[owner].reserve.slice(0, e.count);
    if (top.length === 0) { logEvent(g, { kind: 'reserveEmpty', seat: ctx.seat, owner }); return []; }
    logEvent(g, { kind: 'revealReserveTop', seat: ctx.seat, owner, cards: top.map((c) => named(s, c)) });
    return [{ k: 'reserveOrder', seat: seatOf(ctx.seat, e.by ?? 'you'), owner, left: top, top: [] }];
  },
});
