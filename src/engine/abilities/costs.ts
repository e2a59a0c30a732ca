// The one implementation of costs (R-PLAY-03..06): whether they can be paid in full, which
// cards a player may choose to pay them with, and paying them.
import { energyOf, leavePlay, log, other, putInPile, takeOut, titleOf, defOf, setStacked } from '../state';
import type { Game } from '../state';
import type { CardId, EffectContext, GameState, Refusal, Seat } from '../types';
import { destroy, pay, invert } from './effects';
import { reportLost } from '../triggers';
import type { Ctx } from './select';
import { kindOfFacts, selectAll } from './select';
import type { Cost } from './vocabulary';

/** Cards a cost lets the player choose from, or null when the cost takes no choice. */
function choicesFor(s: GameState, ctx: Ctx, c: Cost): { from: CardId[]; n: number } | null {
  if ('dismiss' in c && !isTargetRef(c.dismiss)) return { from: selectAll(s, ctx, { ...c.dismiss, who: 'you' }), n: 1 };
  if ('toUsedPile' in c && c.toUsedPile !== 'self' && !isTargetRef(c.toUsedPile)) return { from: selectAll(s, ctx, c.toUsedPile), n: 1 };
  if ('handToUsed' in c) {
    const from = s.players[ctx.seat].hand.filter((h) => {
      const d = defOf(s, h);
      return (!c.faction || d.faction === c.faction) && (!c.kinds || c.kinds.some((k) => kindOfFacts(d, k)));
    });
    return { from, n: c.handToUsed };
  }
  return null;
}

/** Your stockpile asset in play that a cost stacks cards on (the first one). */
function yourStockpile(s: GameState, seat: Seat): CardId | undefined {
  return selectAll(s, { seat, source: '', targets: [] }, { who: 'you', kinds: ['asset'], label: 'Stockpile' })[0];
}

const isTargetRef = (x: object): x is { target: number } => 'target' in x;

function simpleRefusal(s: GameState, seat: Seat, source: CardId, c: Cost, targets: readonly CardId[] = []): Refusal | null {
  const p = s.players[seat];
  const paidBy = 'toUsedPile' in c && c.toUsedPile !== 'self' ? c.toUsedPile : 'dismiss' in c ? c.dismiss : undefined;
  if (paidBy && isTargetRef(paidBy)) {
    const t = targets[paidBy.target];
    if (t === undefined || !s.table[t]) return { rule: 'R-PLAY-04', reason: 'The target that pays this cost is not in play.' };
  }
  if ('stackLostOnStockpile' in c) {
    const t = targets[c.stackLostOnStockpile.target];
    if (t === undefined || !s.players[other(seat)].lost.includes(t)) {
      return { rule: 'R-PLAY-04', reason: "The target that pays this cost is not in your opponent's lost pile." };
    }
  }
  if ('pay' in c && p.active.length < c.pay) {
    return { rule: 'R-PLAY-04', reason: `Paying ${c.pay} energy needs ${c.pay} cards in your active pile; you have ${p.active.length}.` };
  }
  if ('lose' in c && energyOf(s, seat) + p.hand.length < c.lose) {
    return { rule: 'R-PLAY-04', reason: `You can't lose ${c.lose}: you have only ${energyOf(s, seat) + p.hand.length} cards of energy and hand.` };
  }
  if ('invertSelf' in c && (!defOf(s, source).inverted || s.table[source]?.inverted)) {
    return { rule: 'R-KW-INV-03', reason: `${titleOf(s, source)} can't be inverted now.` };
  }
  if ('toUsedPile' in c && c.toUsedPile === 'self' && !s.table[source]) {
    return { rule: 'R-PLAY-04', reason: `${titleOf(s, source)} is not in play.` };
  }
  if ('stackLostOnStockpile' in c && yourStockpile(s, seat) === undefined) {
    return { rule: 'R-PLAY-04', reason: 'You have no stockpile asset in play to stack the card on.' };
  }
  return null;
}

/** Checks that every cost can be paid, with `paying` naming the chosen cards in order. */
export function checkCosts(s: GameState, ctx: Ctx, costs: readonly Cost[], paying: readonly CardId[]): Refusal | null {
  let i = 0;
  const used = new Set<CardId>();
  for (const c of costs) {
    const r = simpleRefusal(s, ctx.seat, ctx.source, c, ctx.targets);
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
      for (const combo of combinations(ch.from.filter((x) => !prefix.includes(x)), ch.n)) next.push([...prefix, ...combo]);
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
  return simpleRefusal(g.s, seat, '', c) === null && choicesFor(g.s, { seat, source: '', targets: [] }, c) === null;
}

/** Pays costs, all at once (R-PLAY-04). Losing energy is chosen card by card afterwards. */
export function payCosts(g: Game, ctx: EffectContext, costs: readonly Cost[], paying: readonly CardId[]): void {
  let i = 0;
  for (const c of costs) {
    if ('pay' in c) pay(g, ctx.seat, c.pay);
    else if ('lose' in c) g.s.queue.unshift({ k: 'lose', seat: ctx.seat, n: c.lose, rule: 'R-ENERGY-06' });
    else if ('invertSelf' in c) invert(g, ctx.source, true);
    else if ('toUsedPile' in c && c.toUsedPile === 'self') toUsed(g, ctx.source);
    else if ('toUsedPile' in c && c.toUsedPile !== 'self' && isTargetRef(c.toUsedPile)) toUsed(g, ctx.targets[c.toUsedPile.target]);
    else if ('dismiss' in c) destroy(g, isTargetRef(c.dismiss) ? ctx.targets[c.dismiss.target] : paying[i++], 'dismissed');
    else if ('toUsedPile' in c) toUsed(g, paying[i++]);
    else if ('stackLostOnStockpile' in c) {
      const card = ctx.targets[c.stackLostOnStockpile.target];
      const on = yourStockpile(g.s, ctx.seat);
      if (on === undefined) continue;
      takeOut(g, card);
      setStacked(g, on, [...(g.s.stacked[on] ?? []), card]);
      log(g, 'cost', `${titleOf(g.s, card)} is stacked face down on ${titleOf(g.s, on)} from the lost pile.`);
    }
    else if ('handToUsed' in c) {
      for (let k = 0; k < c.handToUsed; k++) {
        const card = paying[i++];
        takeOut(g, card);
        putInPile(g, card, 'used');
        log(g, 'cost', `P${ctx.seat + 1} puts ${c.reveal ? titleOf(g.s, card) : 'a card'} from hand on the used pile.`);
      }
    }
  }
}

/** An in-play card goes back to energy: not destroyed, dismissed or lost (R-ENERGY-16). */
function toUsed(g: Game, id: CardId): void {
  if (!g.s.table[id]) return;
  log(g, 'toUsed', `${titleOf(g.s, id)} returns to its owner's used pile, on top.`);
  reportLost(g, leavePlay(g, id, 'used'));
}

