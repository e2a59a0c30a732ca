// The one implementation of numbers that abilities read (R-EFF-06: read when they apply).
import { controls, forcesAt, isSite, locationOf, related, energyIcons } from '../derive/locations';
import { printedStat, stat } from '../derive/stats';
import type { GameState } from '../types';
import type { Ctx } from './select';
import { selectAll } from './select';
import type { Amount } from './vocabulary';

/** A number that needs no card revealed. Destiny amounts are read through effects.ts. */
export function amountNow(s: GameState, ctx: Ctx, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('count' in a) return selectAll(s, ctx, a.count).length * (a.times ?? 1) + (a.plus ?? 0);
  if ('relatedSitesWithYourUnit' in a) {
    const here = ctx.targets[0] ?? locationOf(s, ctx.source);
    if (here === undefined) return 0;
    return s.row.filter((l) => isSite(s, l) && related(s, l, here) && forcesAt(s, l, ctx.seat).length > 0).length;
  }
  if ('energyIconsHere' in a) {
    const here = locationOf(s, ctx.source);
    if (here === undefined) return 0;
    const seat = a.energyIconsHere === 'opponent' ? (1 - ctx.seat) as 0 | 1 : ctx.seat;
    return energyIcons(s, here, seat);
  }
  if ('ofTarget' in a) {
    const t = ctx.targets[a.ofTarget];
    return t && s.table[t] ? stat(s, t, a.stat).value : 0;
  }
  if ('relatedSitesControlled' in a) {
    const here = locationOf(s, ctx.source);
    if (here === undefined) return 0;
    return s.row.filter((l) => isSite(s, l) && related(s, l, here) && controls(s, ctx.seat, l)).length;
  }
  if ('stackedOnYourStockpile' in a) {
    let n = 0;
    for (const id of selectAll(s, ctx, { who: 'you', kinds: ['asset'], label: 'Stockpile' })) n += s.stacked[id]?.length ?? 0;
    return n;
  }
  if ('stackedOnSelf' in a) return s.stacked[ctx.source]?.length ?? 0;
  if ('eventValue' in a) return ctx.event?.value ?? 0;
  if ('battleDestiny' in a) {
    if (!s.battle) return 0;
    return s.battle.destiny[a.battleDestiny === 'you' ? ctx.seat : 1 - ctx.seat];
  }
  if ('locationsWith' in a) return new Set(selectAll(s, ctx, a.locationsWith).map((c) => locationOf(s, c))).size;
  if ('highestPrinted' in a) {
    return selectAll(s, ctx, a.of).reduce((n, c) => Math.max(n, printedStat(s, c, a.highestPrinted)), 0);
  }
  throw new Error('A destiny amount cannot be read without revealing a card');
}
