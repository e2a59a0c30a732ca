// The one implementation of conditions ("as long as", "only during", "if").
import { controls, forcesAt, isBattleground, isSite, isUnit, isSector, supportIcons, supportIconsAt } from '../derive/locations';
import { stat } from '../derive/stats';
import { defOf, other } from '../state';
import type { CardId, GameState, Seat } from '../types';
import { FACTIONS } from '../cards/types';
import { amountNow } from './amounts';
import type { Ctx } from './select';
import { hasWeapon, hereOf, kindOfFacts, matches, printedMatch, selectAll } from './select';
import type { Comparison, Condition, Ref } from './vocabulary';

export function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '>': return a > b;
    case '<': return a < b;
    case '>=': return a >= b;
    case '<=': return a <= b;
    case '=': return a === b;
  }
}

function within(n: number, c: { atLeast?: number; atMost?: number; exactly?: number }): boolean {
  if (c.exactly !== undefined && n !== c.exactly) return false;
  if (c.atLeast !== undefined && n < c.atLeast) return false;
  if (c.atMost !== undefined && n > c.atMost) return false;
  return c.atLeast !== undefined || c.atMost !== undefined || c.exactly !== undefined || n > 0;
}

/** The highest tactics among a player's units (not ships) at a location; undefined with none. */
function topUnitTactics(s: GameState, loc: CardId, seat: Seat): number | undefined {
  let best: number | undefined;
  for (const c of forcesAt(s, loc, seat)) if (isUnit(s, c)) best = Math.max(best ?? 0, stat(s, c, 'tactics').value);
  return best;
}

function totalTactics(s: GameState, loc: CardId, seat: Seat): number {
  return forcesAt(s, loc, seat).reduce((n, c) => n + stat(s, c, 'tactics').value, 0);
}

/** The card a Ref names, read without changing anything (effects.ts resolves it the same way). */
export function refOf(s: GameState, ctx: Ctx, ref: Ref): CardId | undefined {
  if (ref === 'self') return ctx.source;
  if (ref === 'battleLocation') return s.battle?.location;
  if (ref === 'eventCard') return ctx.event?.card;
  const t = s.table[ctx.source];
  if (ref === 'host') return t?.under;
  if (ref === 'shipAboard') return t?.under && defOf(s, t.under).type === 'SHIP' ? t.under : undefined;
  return ctx.targets[ref.target];
}

export function holds(s: GameState, ctx: Ctx, c: Condition): boolean {
  const here = () => hereOf(s, ctx);
  if ('all' in c) return c.all.every((x) => holds(s, ctx, x));
  if ('any' in c) return c.any.some((x) => holds(s, ctx, x));
  if ('not' in c) return !holds(s, ctx, c.not);
  if ('atSite' in c) { const h = here(); return h !== undefined && isSite(s, h); }
  if ('atSector' in c) { const h = here(); return h !== undefined && isSector(s, h); }
  if ('aboardShip' in c) { const u = s.table[ctx.source]?.under; return u !== undefined && defOf(s, u).type === 'SHIP'; }
  if ('inBattle' in c) return s.battle !== null && here() === s.battle.location;
  if ('armed' in c) return hasWeapon(s, ctx.source);
  if ('count' in c) return within(selectAll(s, ctx, c.count).length, c);
  if ('compare' in c) return compare(amountNow(s, ctx, c.compare[0]), c.compare[1], amountNow(s, ctx, c.compare[2]));
  if ('locationTitleHas' in c) { const h = here(); return h !== undefined && defOf(s, h).title.includes(c.locationTitleHas); }
  if ('supportIconsHere' in c) {
    const h = here();
    if (h === undefined) return false;
    const seats: Seat[] = c.supportIconsHere === 'any' ? [0, 1] : [c.supportIconsHere === 'you' ? ctx.seat : other(ctx.seat)];
    let n = 0;
    for (const seat of seats) {
      const icons = supportIconsAt(s, h, seat);
      for (const f of FACTIONS) if (!c.faction || c.faction === f) n += icons[f] ?? 0;
    }
    return within(n, { atLeast: c.atLeast, atMost: c.atMost });
  }
  if ('supportIconsInPlay' in c) return (supportIcons(s, ctx.seat)[c.faction] ?? 0) >= c.atLeast;
  if ('mostSupportIcons' in c) {
    const icons = supportIcons(s, ctx.seat);
    const mine = icons[c.mostSupportIcons] ?? 0;
    return FACTIONS.every((f) => f === c.mostSupportIcons || (icons[f] ?? 0) < mine);
  }
  if ('control' in c) { const h = here(); return h !== undefined && controls(s, ctx.seat, h); }
  if ('phase' in c) {
    if (s.phase !== c.phase) return false;
    if (c.turn === 'yours') return s.turnPlayer === ctx.seat;
    if (c.turn === 'opponents') return s.turnPlayer !== ctx.seat;
    return true;
  }
  if ('higherTacticsUnitHere' in c) {
    const h = here();
    // CGC Grunt's erratum compares your best unit with theirs: with no unit of theirs, no bonus.
    const mine = h === undefined ? undefined : topUnitTactics(s, h, ctx.seat);
    const theirs = h === undefined ? undefined : topUnitTactics(s, h, other(ctx.seat));
    return mine !== undefined && theirs !== undefined && mine > theirs;
  }
  if ('higherTotalTacticsHere' in c) {
    const h = here();
    return h !== undefined && totalTactics(s, h, ctx.seat) > totalTactics(s, h, other(ctx.seat));
  }
  if ('wonBattleThisTurn' in c) return s.counters.wonBattle.includes(ctx.seat);
  if ('stackedOnYourStockpile' in c) return amountNow(s, ctx, { stackedOnYourStockpile: true }) > 0;
  if ('reserveCards' in c) {
    const seat = c.reserveCards === 'you' ? ctx.seat : other(ctx.seat);
    return s.players[seat].reserve.length >= c.atLeast;
  }
  if ('activeCards' in c) return s.players[c.activeCards === 'you' ? ctx.seat : other(ctx.seat)].active.length >= c.atLeast;
  if ('handCards' in c) {
    const hand = s.players[c.handCards === 'you' ? ctx.seat : other(ctx.seat)].hand;
    return hand.filter((h) => !c.kinds || c.kinds.some((k) => kindOfFacts(defOf(s, h), k))).length >= c.atLeast;
  }
  if ('card' in c) {
    const id = refOf(s, ctx, c.card);
    return id !== undefined && matches(s, ctx, c.is, id);
  }
  if ('attackedHere' in c) { const h = hereOf(s, ctx); return h !== undefined && s.counters.attacked.includes(h); }
  if ('battleAfter' in c) {
    const order = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'];
    return s.battle !== null && order.indexOf(s.battle.step) > order.indexOf(c.battleAfter);
  }
  if ('attritionRemaining' in c) {
    const b = s.battle;
    const seat = c.attritionRemaining === 'you' ? ctx.seat : other(ctx.seat);
    if (!b?.attritionAgainst) return false;
    let left = b.attritionAgainst[seat];
    for (const id of forcesAt(s, b.location, seat)) if (s.table[id].damaged) left -= stat(s, id, 'defense').value;
    return left > 0;
  }
  if ('marked' in c) return (s.counters.bullets[`${ctx.source}#mark:${c.marked}`] ?? 0) > 0;
  if ('someLocation' in c) {
    return s.row.some((l) => (c.kind === undefined || (c.kind === 'site' ? isSite(s, l) : isSector(s, l)))
      && holds(s, { seat: ctx.seat, source: l, targets: [] }, c.someLocation));
  }
  if ('supportIconTypes' in c) {
    const icons = supportIcons(s, ctx.seat);
    return within(FACTIONS.filter((f) => (icons[f] ?? 0) > 0).length, { atLeast: c.atLeast, atMost: c.atMost, exactly: c.exactly });
  }
  if ('topOfPile' in c) {
    const top = s.players[ctx.seat][c.topOfPile].slice(0, c.n);
    return top.length === c.n && top.every((card) => printedMatch(s, c.are, card));
  }
  if ('battlegroundsControlled' in c) {
    return s.row.filter((l) => isBattleground(s, l) && controls(s, ctx.seat, l)).length >= c.atLeast;
  }
  return false;
}
