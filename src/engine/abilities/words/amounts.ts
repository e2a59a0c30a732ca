// Numbers abilities read when they apply (R-EFF-06): counts, stats, icons, destiny. A plain
// number is an amount too (`2`): see amounts.ts.
import { controls, energyIcons, forcesAt, isSite, locationOf, related } from '../../derive/locations';
import { printedStat, stat } from '../../derive/stats';
import { other, titleOf } from '../../state';
import { amount, READ } from '../define';
import { amountFor, revealDestiny, weaponDestinyBonus } from '../effects';
import { flag, node, num, oneOf, opt, SIDE, STATS, WHO } from '../schema';
import { selectAll } from '../select';

/** How many cards in play match, times `times`, plus `plus`. */
export const count = amount('count', { count: node('selector'), times: opt(num), plus: opt(num) }, {
  value: (s, ctx, a): number => selectAll(s, ctx, a.count).length * (a.times ?? 1) + (a.plus ?? 0),
});
/** Reveal a card for destiny (R-DESTINY-01); 'opponent' reveals from the opponent's reserve. */
export const destiny = amount('destiny', { destiny: oneOf(...SIDE), plus: opt(node('amount')) }, {
  value: (): number => { throw new Error('A destiny amount cannot be read without revealing a card'); },
  valueFor: (g, ctx, a): number => {
    const seat = a.destiny === 'you' ? ctx.seat : other(ctx.seat);
    const { value, card } = revealDestiny(g, seat, titleOf(g.s, ctx.source));
    const bonus = card !== undefined ? weaponDestinyBonus(g, ctx) : 0;
    return value + bonus + (a.plus !== undefined ? amountFor(g, ctx, a.plus) : 0);
  },
  reveals: (a): 'you' | 'opponent' => a.destiny,
});
/** Sites related to the source's location (or its first target, for a play rule) where the
 * reader has a ship or unit. */
export const relatedSitesWithYourUnit = amount('relatedSitesWithYourUnit', { relatedSitesWithYourUnit: flag }, {
  value: (s, ctx): number => {
    const here = ctx.targets[0] ?? locationOf(s, ctx.source);
    if (here === undefined) return 0;
    return s.row.filter((l) => isSite(s, l) && related(s, l, here) && forcesAt(s, l, ctx.seat).length > 0).length;
  },
});
/** Energy icons on a side of the source's location. */
export const energyIconsHere = amount('energyIconsHere', { energyIconsHere: oneOf(...WHO) }, {
  value: (s, ctx, a): number => {
    const here = locationOf(s, ctx.source);
    if (here === undefined) return 0;
    return energyIcons(s, here, a.energyIconsHere === 'opponent' ? other(ctx.seat) : ctx.seat);
  },
});
/** A stat (modified) of a chosen target; 0 if it is not in play. */
export const ofTarget = amount('ofTarget', { ofTarget: num, stat: oneOf(...STATS) }, {
  value: (s, ctx, a): number => { const t = ctx.targets[a.ofTarget]; return t && s.table[t] ? stat(s, t, a.stat).value : 0; },
});
/** Sites related to the source's location that the reader controls. */
export const relatedSitesControlled = amount('relatedSitesControlled', { relatedSitesControlled: flag }, {
  value: (s, ctx): number => {
    const here = locationOf(s, ctx.source);
    if (here === undefined) return 0;
    return s.row.filter((l) => isSite(s, l) && related(s, l, here) && controls(s, ctx.seat, l)).length;
  },
});
/** Cards stacked on the reader's stockpile assets. */
export const stackedOnYourStockpile = amount('stackedOnYourStockpile', { stackedOnYourStockpile: flag }, {
  value: (s, ctx): number => {
    let n = 0;
    for (const id of selectAll(s, ctx, { who: 'you', kinds: ['asset'], label: 'Stockpile' })) n += s.stacked[id]?.length ?? 0;
    return n;
  },
});
/** Cards stacked on the source asset by its ability. */
export const stackedOnSelf = amount('stackedOnSelf', { stackedOnSelf: flag }, { value: (s, ctx): number => s.stacked[ctx.source]?.length ?? 0 });
/** The number the triggering event carries (the destiny of a card revealed for battle destiny). */
export const eventValue = amount('eventValue', { eventValue: flag }, { value: (_s, ctx): number => ctx.event?.value ?? 0 });
/** A side's battle destiny in the battle in progress (0 with no battle). */
export const battleDestiny = amount('battleDestiny', { battleDestiny: oneOf(...SIDE) }, {
  reads: READ.battle,
  value: (s, ctx, a): number => (s.battle ? s.battle.destiny[a.battleDestiny === 'you' ? ctx.seat : other(ctx.seat)] : 0),
});
/** How many different locations hold a card matching the selector. */
export const locationsWith = amount('locationsWith', { locationsWith: node('selector') }, {
  value: (s, ctx, a): number => new Set(selectAll(s, ctx, a.locationsWith).map((c) => locationOf(s, c))).size,
});
/** The highest printed (unmodified, R-MOD-05) stat among cards in play matching `of`; 0 with none. */
export const highestPrinted = amount('highestPrinted', { highestPrinted: oneOf(...STATS), of: node('selector') }, {
  value: (s, ctx, a): number => selectAll(s, ctx, a.of).reduce((n, c) => Math.max(n, printedStat(s, c, a.highestPrinted)), 0),
});
