// Numbers abilities read when they apply (R-EFF-06): counts, stats, icons, the cards in a pile,
// destiny, the battle's numbers. A plain number is an amount too (`2`): see amounts.ts.
import { FACTIONS } from '../../cards/types';
import { energyIcons, supportIcons, supportIconsAt } from '../../derive/locations';
import { printedStat, stat as statOf } from '../../derive/stats';
import { forcesAt, related } from '../../derive/locations';
import { defOf, logEvent, named, other } from '../../state';
import type { CardId, EffectContext, GameState, Seat } from '../../types';
import type { Game } from '../../state';
import { amount, numberWord, READ } from '../define';
import { amountNow } from '../amounts';
import { plural } from '../text';
import { amountFor, revealDestiny, weaponDestinyBonus } from '../effects';
import { either, flag, list, node, num, oneOf, opt, printed, SIDE, STATS, WHO } from '../schema';
import { hereOf, printedMatch, refCardOf, selectAll } from '../select';
import type { Ctx } from '../select';
import { fits } from '../visit';
import type { Amount, Ref, Selector } from '../vocabulary';

/** Support icons of several places, faction by faction. */
function sumIcons(list: Partial<Record<string, number>>[]): Partial<Record<string, number>> {
  const out: Partial<Record<string, number>> = {};
  for (const icons of list) for (const [f, k] of Object.entries(icons)) out[f] = (out[f] ?? 0) + (k ?? 0);
  return out;
}
const seatsOf = (who: 'you' | 'opponent' | 'any', ctx: Ctx): Seat[] => (who === 'any' ? [0, 1] : [who === 'you' ? ctx.seat : other(ctx.seat)]);

/** A plain number: `2`. */
export const number = numberWord();
/** How many cards in play match, times `times`, plus `plus`. */
export const count = amount('count', { count: node('selector'), times: opt(num), plus: opt(num) }, {
  text: (a, say): string => `${a.times !== undefined && a.times !== 1 ? `${a.times} times ` : ''}the number of ${say.np(a.count, 'plural')}${
    a.plus ? `, plus ${a.plus}` : ''}`,
  value: (s, ctx, a): number => selectAll(s, ctx, a.count).length * (a.times ?? 1) + (a.plus ?? 0),
});
/** A stat of the card a ref names, or of the cards a selector matches: their total, or with
 * `take: 'highest'` the highest (0 with none); `times` that. `printed`: unmodified (R-MOD-05). */
export const stat = amount('stat', { stat: oneOf(...STATS), of: either(node('ref'), node('selector')), take: opt(oneOf('total', 'highest')), printed: opt(flag), times: opt(num) }, {
  text: (a, say): string => {
    const which = `${a.printed ? 'printed ' : ''}${a.stat}`;
    const times = a.times === undefined || a.times === 1 ? '' : a.times === 2 ? 'twice ' : `${a.times} times `;
    if (fits({ t: 'node', of: 'ref' }, a.of)) {
      // "the tactics of the card this card is beneath" rather than a possessive on a clause.
      const n = say.ref(a.of as Ref);
      return n.includes(' is ') ? `${times}the ${which} of ${n}` : `${times}${say.refs(a.of as Ref)} ${which}`;
    }
    return `${times}${a.take === 'highest' ? `the highest ${which} among ${say.np(a.of as Selector, 'plural')}` : `the total ${which} of ${say.np(a.of as Selector, 'plural')}`}`;
  },
  value: (s, ctx, a): number => {
    const read = (c: CardId): number => (a.printed ? printedStat(s, c, a.stat) : statOf(s, c, a.stat).value);
    let cards: CardId[];
    if (fits({ t: 'node', of: 'ref' }, a.of)) {
      const c = refCardOf(s, ctx, a.of as Ref);
      // Printed, a card out of play (a target in the lost pile) has its stats too.
      cards = c !== undefined && (s.table[c] || (a.printed && defOf(s, c).stats)) ? [c] : [];
    } else cards = selectAll(s, ctx, a.of as Selector);
    return (a.times ?? 1) * (a.take === 'highest' ? cards.reduce((n, c) => Math.max(n, read(c)), 0) : cards.reduce((n, c) => n + read(c), 0));
  },
});
/** Reveal a card for destiny (R-DESTINY-01); 'opponent' reveals from the opponent's reserve;
 * `bottom`: the reserve's bottom card instead of its top. */
export const destiny = amount('destiny', { destiny: oneOf(...SIDE), plus: opt(node('amount')), bottom: opt(flag) }, {
  text: (a, say): string => `${a.bottom ? `the destiny of the bottom card of ${a.destiny === 'you' ? 'your' : "your opponent's"} reserve (revealed)` : `the destiny of a card ${a.destiny === 'you' ? 'you reveal' : 'your opponent reveals'}`}${a.plus !== undefined ? ` plus ${say.amount(a.plus)}` : ''}`,
  value: (): number => { throw new Error('A destiny amount cannot be read without revealing a card'); },
  valueFor: (g, ctx, a): number => revealedDestiny(g, ctx, a).value,
  revealFor: (g, ctx, a): { value: number; card?: CardId } => revealedDestiny(g, ctx, a),
  reveals: (a): 'you' | 'opponent' => a.destiny,
});
/** Reveals the card a destiny amount names and reads its number (with `plus`). */
function revealedDestiny(g: Game, ctx: EffectContext, a: { destiny: 'you' | 'opponent'; plus?: Amount; bottom?: true }): { value: number; card?: CardId } {
  const seat = a.destiny === 'you' ? ctx.seat : other(ctx.seat);
  const { value, card } = revealDestiny(g, seat, named(g.s, ctx.source), weaponDestinyBonus(g.s, ctx), a.bottom ? 'bottom' : 'top');
  return { value: value + (a.plus !== undefined ? amountFor(g, ctx, a.plus) : 0), ...(card !== undefined ? { card } : {}) };
}
/** A number an earlier effect noted for the effects after it: the destiny of the card a player
 * picked among those revealed ('destiny'), or the number a player named ('named'); or the X its
 * player paid as the card was played ('x', the cost { payX }). */
export const noted = amount('noted', { noted: oneOf('destiny', 'named', 'x') }, {
  text: (a): string => (a.noted === 'destiny' ? 'that destiny' : a.noted === 'named' ? 'the number named' : 'X'),
  value: (_s, ctx): number => ctx.noted ?? 0,
});
/** Icons on a side: energy icons, support icons (of one faction, or all), or how many factions
 * that side has support icons of; in play, or with `here` on the source's location. */
export const icons = amount('icons', { icons: oneOf('energy', 'support', 'factions'), who: oneOf(...WHO), faction: opt(oneOf(...FACTIONS)), here: opt(flag),
  /** On the locations related to the source's (R-LOC-06), each counted. */
  related: opt(flag),
  /** That many times the count (-1: "1 less for each"). */
  times: opt(num) }, {
  text: (a, say): string => {
    const times = a.times === undefined || a.times === 1 ? '' : a.times === -1 ? 'minus ' : `${a.times} times `;
    const side = a.who === 'any' ? 'both sides' : `${say.whose(a.who)} side`;
    const where = a.related ? `on ${a.who === 'any' ? 'either side' : side} of related locations` : a.here ? `on ${side} of ${say.ref('here')}` : a.who === 'any' ? 'in play' : `on ${side} of every location`;
    if (a.icons === 'factions') return `${times}the number of factions ${say.who(a.who)} ${a.who === 'you' ? 'have' : 'has'} support icons of`;
    return `${times}the number of ${a.icons === 'energy' ? 'energy' : `${a.faction ? `${a.faction} ` : ''}support`} icons ${where}`;
  },
  value: (s, ctx, a): number => {
    const here = a.here || a.related ? hereOf(s, ctx) : undefined;
    if ((a.here || a.related) && here === undefined) return 0;
    const places = a.related ? s.row.filter((l) => related(s, here!, l)) : here !== undefined ? [here] : undefined;
    let n = 0;
    for (const seat of seatsOf(a.who, ctx)) {
      if (a.icons === 'energy') {
        n += (places ?? s.row).reduce((m, l) => m + energyIcons(s, l, seat), 0);
        continue;
      }
      const icons = places !== undefined ? sumIcons(places.map((l) => supportIconsAt(s, l, seat))) : supportIcons(s, seat);
      if (a.icons === 'factions') n += FACTIONS.filter((f) => (icons[f] ?? 0) > 0).length;
      else for (const f of FACTIONS) if (!a.faction || a.faction === f) n += icons[f] ?? 0;
    }
    return (a.times ?? 1) * n;
  },
});
/** How many factions the cards in play matching a selector come from ("units from two or more
 * factions here"). */
export const factionsAmong = amount('factionsAmong', { factionsAmong: node('selector') }, {
  text: (a, say): string => `the number of factions among ${say.np(a.factionsAmong, 'plural')}`,
  value: (s, ctx, a): number => new Set(selectAll(s, ctx, a.factionsAmong).map((c) => defOf(s, c).faction)).size,
});
/** Cards in a player's pile (or its top `top`), those matching `matching` by their printed facts. */
export const cards = amount('cards', { cards: oneOf('hand', 'reserve', 'active', 'used', 'lost'), who: oneOf(...SIDE), top: opt(num), matching: opt(printed(node('selector'))) }, {
  text: (a, say): string => {
    const pile = a.cards === 'hand' ? `${say.whose(a.who)} hand` : `${say.whose(a.who)} ${a.cards} pile`;
    const some = a.top !== undefined ? `the top ${plural(a.top, 'card')} of ${pile}` : `cards in ${pile}`;
    return a.matching ? `the number of ${say.np(a.matching, 'plural')} among ${a.top !== undefined ? some : `the ${some}`}` : `the number of ${some}`;
  },
  reads: READ.piles,
  value: (s, ctx, a): number => {
    const pile = s.players[a.who === 'you' ? ctx.seat : other(ctx.seat)][a.cards];
    const some = a.top !== undefined ? pile.slice(0, a.top) : pile;
    return a.matching ? some.filter((c) => printedMatch(s, a.matching!, c)).length : some.length;
  },
});
/** A card's printed energy cost (0 when unknown), `times` over: "double that character's cost". */
export const energyCost = amount('energyCost', { energyCost: node('ref'), times: opt(num) }, {
  text: (a, say): string => `${a.times === undefined || a.times === 1 ? '' : a.times === 2 ? 'twice ' : `${a.times} times `}${say.refs(a.energyCost)} energy cost`,
  value: (s, ctx, a): number => {
    const c = refCardOf(s, ctx, a.energyCost);
    return c === undefined ? 0 : (a.times ?? 1) * (defOf(s, c).energyCost ?? 0);
  },
});
/** Cards stacked on the card a ref names by its ability, `times` over; this card, once it has left
 * play to pay for its own ability, counts those stacked on it when the ability was used. */
export const stackedOn = amount('stackedOn', { stackedOn: node('ref'), times: opt(num) }, {
  text: (a, say): string => `${a.times === undefined || a.times === 1 ? '' : `${a.times} times `}the number of cards stacked on ${say.ref(a.stackedOn)}`,
  value: (s, ctx, a): number => {
    const c = refCardOf(s, ctx, a.stackedOn);
    const n = c === undefined ? 0 : c === ctx.source && !s.table[c] ? ctx.stacked ?? 0 : s.stacked[c]?.length ?? 0;
    return (a.times ?? 1) * n;
  },
});
/** A side's number in the battle under way (0 with none): its battle destiny (now, or as the power
 * step ended), or the attrition it still had to satisfy after the attrition step. */
export const battle = amount('battle', { battle: oneOf('destiny', 'destinyAtPower', 'power', 'attritionLeft', 'casualties'), who: oneOf(...SIDE) }, {
  text: (a, say): string => (a.battle === 'destiny' ? `${say.whose(a.who)} battle destiny` : a.battle === 'destinyAtPower' ? `${say.whose(a.who)} battle destiny as the power step ended`
    : a.battle === 'power' ? `${say.whose(a.who)} total power in the battle`
    : a.battle === 'casualties' ? `the casualties ${say.who(a.who)} must satisfy in the battle` : `the attrition ${say.who(a.who)} still had to satisfy after the attrition step`),
  reads: READ.battle,
  value: (s, ctx, a): number => {
    const b = s.battle;
    if (!b) return 0;
    const seat = a.who === 'you' ? ctx.seat : other(ctx.seat);
    if (a.battle === 'destiny') return b.destiny[seat];
    if (a.battle === 'destinyAtPower') return Math.max(0, b.destinyAtPower?.[seat] ?? 0);
    if (a.battle === 'power') return b.power?.[seat] ?? 0;
    if (a.battle === 'casualties') return b.winner !== undefined && b.winner !== null && b.winner !== seat ? b.casualties ?? 0 : 0;
    if (!b.attritionAgainst) return 0;
    let left = b.attritionAgainst[seat];
    for (const id of forcesAt(s, b.location, seat)) if (s.table[id].damaged) left -= statOf(s, id, 'defense').value;
    return Math.max(0, left);
  },
});
/** Several amounts added up ("its power plus its defense plus a destiny"); read in order. */
export const sum = amount('sum', { sum: list(node('amount')) }, {
  text: (a, say): string => a.sum.map((x) => say.amount(x)).join(' plus '),
  value: (s, ctx, a): number => a.sum.reduce((n: number, x) => n + amountNow(s, ctx, x), 0),
  valueFor: (g, ctx, a): number => a.sum.reduce((n: number, x) => n + amountFor(g, ctx, x), 0),
});
/** The total printed destiny of the top `top` cards of a player's reserve (as many as there are),
 * shown to both players and left where they are; not a destiny reveal (R-DESTINY-01 moves the card). */
export const topDestiny = amount('topDestiny', { topDestiny: oneOf(...SIDE), top: num }, {
  text: (a, say): string => `${a.top === 1 ? 'the destiny of the top card' : `the total destiny of the top ${plural(a.top, 'card')}`} of ${say.whose(a.topDestiny)} reserve (shown)`,
  reads: READ.piles,
  value: (s, ctx, a): number => topCardsOf(s, ctx, a).reduce((n, c) => n + (defOf(s, c).destiny ?? 0), 0),
  valueFor: (g, ctx, a): number => {
    const s = g.s;
    const top = topCardsOf(s, ctx, a);
    const owner = a.topDestiny === 'you' ? ctx.seat : other(ctx.seat);
    if (top.length === 0) logEvent(g, { kind: 'reserveEmpty', seat: ctx.seat, owner });
    else logEvent(g, { kind: 'revealReserveTop', seat: ctx.seat, owner, cards: top.map((c) => named(s, c)) });
    return top.reduce((n, c) => n + (defOf(s, c).destiny ?? 0), 0);
  },
});
function topCardsOf(s: GameState, ctx: Ctx, a: { topDestiny: 'you' | 'opponent'; top: number }): CardId[] {
  return s.players[a.topDestiny === 'you' ? ctx.seat : other(ctx.seat)].reserve.slice(0, a.top);
}
