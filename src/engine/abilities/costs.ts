// Costs (R-PLAY-03..06), each paid by its word (words/costs.ts): whether they can be paid in
// full, which cards a player may choose to pay them with, and paying them all at once.
import { locationOf } from '../derive/locations';
import { leavePlay, logEvent, named } from '../state';
import type { Game } from '../state';
import type { CardId, EffectContext, GameState, Refusal, Seat } from '../types';
import { reportLost } from '../triggers';
import type { CostWord } from './define';
import { COSTS, keyedWord } from './registry';
import type { Ctx } from './select';
import type { Cost } from './vocabulary';

export function costWord(c: Cost): CostWord<string, never, Cost> {
  const w = keyedWord(COSTS, c);
  if (!w) throw new Error(`Not a cost: ${Object.keys(c).join(', ')}`);
  return w as unknown as CostWord<string, never, Cost>;
}

/** Cards a cost lets the player choose from, or null when the cost takes no choice; `together`:
 * why the cards chosen can't pay it as a set. */
function choicesFor(s: GameState, ctx: Ctx, c: Cost): { from: CardId[]; n: number; together: (cards: readonly CardId[]) => Refusal | null } | null {
  const w = costWord(c);
  const n = w.picks?.(c) ?? 0;
  return n > 0 && w.from ? { from: w.from(s, ctx, c), n, together: (cards) => w.together?.(s, c, cards) ?? null } : null;
}

/** Checks that every cost can be paid, with `paying` naming the chosen cards in order. */
export function checkCosts(s: GameState, ctx: Ctx, costs: readonly Cost[], paying: readonly CardId[]): Refusal | null {
  let i = 0;
  const used = new Set<CardId>();
  for (const c of costs) {
    const r = costWord(c).refusal?.(s, ctx.seat, ctx.source, c, ctx.targets) ?? null;
    if (r) return r;
    const ch = choicesFor(s, ctx, c);
    if (!ch) continue;
    for (let k = 0; k < ch.n; k++, i++) {
      const card = paying[i];
      if (card === undefined || !ch.from.includes(card) || used.has(card)) {
        return { rule: 'R-PLAY-04', reason: ch.from.length < ch.n
          ? 'You have no card that can pay this cost.'
          : 'Choose the cards that pay this cost.' };
      }
      used.add(card);
    }
    const apart = ch.together(paying.slice(i - ch.n, i));
    if (apart) return apart;
  }
  return i === paying.length ? null : { rule: 'R-PLAY-04', reason: 'More cards were chosen than the costs need.' };
}

/** Every way of choosing the cards for these costs (bounded: a handful of options each). */
export function payingOptions(s: GameState, ctx: Ctx, costs: readonly Cost[]): CardId[][] {
  let out: CardId[][] = [[]];
  for (const c of costs) {
    const ch = choicesFor(s, ctx, c);
    if (!ch) continue;
    const next: CardId[][] = [];
    for (const prefix of out) {
      for (const combo of combinations(ch.from.filter((x) => !prefix.includes(x)), ch.n)) if (!ch.together(combo)) next.push([...prefix, ...combo]);
    }
    out = next.slice(0, 64);
  }
  return out;
}

export function combinations<T>(items: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of combinations(items.slice(i + 1), n - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** Whether a cost without choices can be paid now ("you may pay 2: if you do ..."). */
export function canPay(g: Game, seat: Seat, c: Cost): boolean {
  return (costWord(c).refusal?.(g.s, seat, '', c, []) ?? null) === null && choicesFor(g.s, { seat, source: '', targets: [] }, c) === null;
}

/** Pays costs, all at once (R-PLAY-04). Losing energy is chosen card by card afterwards. */
export function payCosts(g: Game, ctx: EffectContext, costs: readonly Cost[], paying: readonly CardId[]): void {
  let i = 0;
  for (const c of costs) {
    const w = costWord(c);
    const n = w.picks?.(c) ?? 0;
    w.pay(g, ctx, c, paying.slice(i, i + n));
    i += n;
  }
}

/** An in-play card goes back to energy: not destroyed, dismissed or lost (R-ENERGY-16). */
export function toUsed(g: Game, id: CardId): void {
  if (!g.s.table[id]) return;
  logEvent(g, { kind: 'toUsed', card: named(g.s, id) });
  const location = locationOf(g.s, id);
  reportLost(g, leavePlay(g, id, 'used'), location);
}
