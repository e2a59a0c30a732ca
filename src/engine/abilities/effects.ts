// The machinery effects share: running a list of effects, each by its word (words/effects/),
// and the steps several words and the engine's procedures take (revealing destiny, paying and
// activating energy, damaging, destroying, inverting, playing a card an effect picked).
// R-EFF-01: effects never use the stack.
import { pick as pickRandom, shuffle as shuffleList } from '../rng';
import { defOf, leavePlay, logEvent, moveTop, named, putInPile, setBattle, tableCard, takeOut, titleOf } from '../state';
import type { Game } from '../state';
import type { DestinyFor, DestinyReading } from '../events';
import type { CardId, EffectContext, EventContext, GameState, Seat, Step } from '../types';
import { emit, reportLost } from '../triggers';
import { amountWord } from './amounts';
import { hereOf, matches, refCardOf } from './select';
import { changesOf } from './continuous';
import { locationOf } from '../derive/locations';
import { damageable } from '../derive/stats';
import { additionalPlayCosts, playCost, supportUsedAt } from '../rules/play';
import type { EffectWord } from './define';
import { EFFECTS } from './registry';
import type { Amount, Effect, Ref } from './vocabulary';

/** A modifier to a revealed card's destiny, and the card in play it comes from. */
export interface DestinyBonus { amount: number; from: CardId }

/** Reveals the top reserve card (or `from` the bottom) for destiny (R-DESTINY-01; 0 when empty, R-DESTINY-05): its destiny,
 * modified by `bonus` and never below 0 (R-MOD-01), is what the log shows. */
export function revealDestiny(g: Game, seat: Seat, why: DestinyFor, bonus: readonly DestinyBonus[] = [], from: 'top' | 'bottom' = 'top'): { value: number; card?: CardId } {
  const reserve = g.s.players[seat].reserve;
  const bottom = from === 'bottom' ? reserve[reserve.length - 1] : undefined;
  if (bottom !== undefined) { takeOut(g, bottom); putInPile(g, bottom, 'used'); }
  const card = from === 'bottom' ? bottom : moveTop(g, seat, 'reserve', 'used');
  if (card === undefined) {
    logEvent(g, { kind: 'destinyEmpty', seat, for: why, rule: 'R-DESTINY-05' });
    return { value: 0 };
  }
  const destiny = modifiedDestiny(g.s, card, bonus);
  logEvent(g, { kind: 'destiny', seat, card: named(g.s, card), for: why, destiny });
  return { value: destiny.value, card };
}

/** A revealed card's destiny with its modifiers. */
export function modifiedDestiny(s: GameState, card: CardId, bonus: readonly DestinyBonus[]): DestinyReading {
  const printed = defOf(s, card).destiny ?? 0;
  return { printed, bonuses: bonus.map((b) => ({ amount: b.amount, from: named(s, b.from) })), value: Math.max(0, bonus.reduce((n, b) => n + b.amount, printed)) };
}

/** Reads an amount, revealing cards where it says destiny. */
export function amountFor(g: Game, ctx: EffectContext, a: Amount): number {
  if (typeof a === 'number') return a;
  const w = amountWord(a);
  return w.valueFor ? w.valueFor(g, ctx, a) : w.value(g.s, ctx, a);
}

/** A card revealed for destiny while a weapon uses an ability, at a place that modifies it. */
export function weaponDestinyBonus(s: GameState, ctx: EffectContext): DestinyBonus[] {
  if (defOf(s, ctx.source).type !== 'WEAPON') return [];
  const here = hereOf(s, ctx);
  if (here === undefined) return [];
  return changesOf(s, 'destinyCards').flatMap((a) => (a.change.for === 'weapon' && locationOf(s, a.source) === here
    ? [{ amount: a.change.destinyCards, from: a.source }] : []));
}

/** Every card a reference names: all of an "any number of targets" group (EffectContext.many),
 * else the one card. */
export function refCards(g: Game, ctx: EffectContext, ref: Ref): CardId[] {
  if (typeof ref === 'object' && ctx.many !== undefined && ref.target === ctx.many) return ctx.targets.slice(ctx.many);
  const id = refCardOf(g.s, ctx, ref);
  return id === undefined ? [] : [id];
}

/** Puts cards one at a time from the top of the reserve onto the active pile (R-ENERGY-03). */
export function activate(g: Game, seat: Seat, n: number): number {
  let done = 0;
  while (done < n && moveTop(g, seat, 'reserve', 'active') !== undefined) done++;
  if (done > 0) logEvent(g, { kind: 'activate', seat, amount: done });
  return done;
}

/** Random cards from the lost pile to the used pile, one at a time (R-ENERGY-11). */
export function retrieveCards(g: Game, seat: Seat, n: number): void {
  const s = g.s;
  for (let i = 0; i < n; i++) {
    const lost = s.players[seat].lost;
    if (lost.length === 0) break;
    const [rng, j] = pickRandom(s.rng, lost.length);
    s.rng = rng;
    const card = lost[j];
    takeOut(g, card);
    putInPile(g, card, 'used');
    logEvent(g, { kind: 'retrieve', seat, card: named(s, card), rule: 'R-ENERGY-11' });
  }
}

/** Draws cards one at a time from the top of the reserve into the hand (R-ENERGY-04), as many
 * as there are; each is a draw for triggers. */
export function drawFromReserve(g: Game, seat: Seat, n: number): number {
  let done = 0;
  while (done < n && moveTop(g, seat, 'reserve', 'hand') !== undefined) done++;
  logEvent(g, { kind: 'drawFromReserve', seat, amount: done });
  for (let i = 0; i < done; i++) emit(g, { event: 'draw', seat });
  return done;
}

/** Counts cards drawn through a card's abilities against its limit for the battle under way. */
export function tallyDrawn(g: Game, source: CardId, n: number): void {
  const b = g.s.battle;
  if (!b || n === 0) return;
  setBattle(g, { drawnBy: { ...b.drawnBy, [source]: (b.drawnBy?.[source] ?? 0) + n } });
}

/** Pays from the active pile to the used pile (R-ENERGY-05); as much as possible. */
export function pay(g: Game, seat: Seat, n: number): number {
  let done = 0;
  while (done < n && moveTop(g, seat, 'active', 'used') !== undefined) done++;
  return done;
}

/** `by`: the card whose ability or effect damages it, for "each time an ability of a weapon damages". */
export function damage(g: Game, id: CardId, by?: CardId): void {
  if (!g.s.table[id] || g.s.table[id].damaged) return; // a damaged card can't be damaged again (R-BATTLE-08)
  if (!damageable(g.s, id)) { logEvent(g, { kind: 'cantDamage', card: named(g.s, id) }); return; }
  const t = tableCard(g, id);
  t.damaged = true;
  logEvent(g, { kind: 'damaged', card: named(g.s, id) });
  emit(g, { event: 'damaged', card: id, seat: t.controller, ...(by !== undefined ? { by } : {}) });
}

/** A card leaves play to its owner's lost pile through destroy or dismiss (R-TERM-DESTROY). */
export function destroy(g: Game, id: CardId, how: 'destroyed' | 'dismissed' | 'lost', saveOffered = false): void {
  const t = g.s.table[id];
  if (!t) return; // cards not in play can't be destroyed (R-CANCEL-05)
  if (how === 'destroyed') {
    const shield = g.s.watchers.findIndex((w) => w.kind === 'preventDestroy' && w.card === id);
    if (shield >= 0) {
      const [w] = g.s.watchers.splice(shield, 1);
      logEvent(g, { kind: 'prevented', card: named(g.s, id), rule: 'R-REPL-03' });
      if (w.undamage && t.damaged) { tableCard(g, id).damaged = false; logEvent(g, { kind: 'undamaged', card: named(g.s, id) }); }
      return;
    }
    // A paid replacement (Alcove of Panacea): its player is asked first; declined, it comes back
    // here with saveOffered.
    const save = saveOffered ? undefined : changesOf(g.s, 'saveFromDestroy').find((a) => g.s.players[a.seat].active.length >= a.change.saveFromDestroy
      && matches(g.s, { seat: a.seat, source: a.source, targets: [] }, a.change.of, id));
    if (save) {
      g.s.queue.unshift({ k: 'saveFromDestroy', seat: save.seat, card: id, source: save.source, pay: save.change.saveFromDestroy });
      return;
    }
  }
  const location = locationOf(g.s, id);
  const ctx: EventContext = { event: 'lostFromLocation', card: id, seat: t.controller, ...(location !== undefined ? { location } : {}) };
  const along = leavePlay(g, id, 'lost');
  logEvent(g, { kind: 'destroyed', card: named(g.s, id), how });
  if (how === 'destroyed') emit(g, { ...ctx, event: 'destroyed' });
  emit(g, ctx);
  reportLost(g, along, location, how === 'destroyed' ? id : undefined);
}

export function shuffleUsedPile(g: Game, seat: Seat): void {
  const [rng, used] = shuffleList(g.s.rng, g.s.players[seat].used);
  g.s.rng = rng;
  g.s.players[seat].used = used;
  logEvent(g, { kind: 'shuffle', seat, pile: 'used' });
}

/** Plays a card picked by an effect: it is paid for and goes on the stack like any play. */
export function playFromEffect(g: Game, seat: Seat, card: CardId, p: { at: CardId; costLess: number; free: boolean }): void {
  const s = g.s;
  const extra = additionalPlayCosts(s, seat, card, p.at);
  const cost = (p.free ? 0 : Math.max(0, playCost(s, seat, card, p.at) - p.costLess)) + extra.pay;
  const icons = supportUsedAt(s, seat, card, undefined);
  takeOut(g, card);
  pay(g, seat, cost);
  s.stack.push({ id: s.nextId++, kind: 'card', seat, card, targets: [], at: p.at });
  s.passes = 0;
  logEvent(g, { kind: 'playByEffect', seat, card: named(s, card), at: named(s, p.at), cost });
  for (const location of icons) emit(g, { event: 'supportUsed', location, card, seat });
  // "No energy cost" and "costs less" leave additional costs whole (R-PLAY-03).
  if (extra.lose > 0) s.queue.unshift({ k: 'lose', seat, n: extra.lose, rule: 'R-PLAY-03', source: card });
}

/** Invert or revert an inverter (R-KW-INV-03/04); capacity is not checked again (R-SHIP-05). */
export function invert(g: Game, id: CardId, up: boolean): void {
  const d = defOf(g.s, id);
  if (!g.s.table[id] || !d.inverted || !!g.s.table[id].inverted === up) return;
  const t = tableCard(g, id);
  t.inverted = up;
  logEvent(g, { kind: 'invert', card: { id, title: d.title }, up });
  if (up) emit(g, { event: 'inverted', card: id, seat: t.controller });
}

/** Runs effects in order, each by its word (words/effects/); a word that needs a player's choice
 * returns steps, and the rest of the effects wait behind them at the head of the queue. */
export function runEffects(g: Game, ctx: EffectContext, effects: readonly Effect[]): void {
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    const word = EFFECTS[e.do] as unknown as EffectWord<string, never, Effect> | undefined;
    if (!word) throw new Error(`${titleOf(g.s, ctx.source)} uses an effect the engine does not know: "${e.do}"`);
    const steps = word.run(g, ctx, e);
    if (steps.length > 0) {
      for (const st of steps) {
        if (!word.asks.includes(st.k)) throw new Error(`The effect "${e.do}" of ${titleOf(g.s, ctx.source)} asked for a "${st.k}" step it does not declare`);
      }
      // The table says which card asks a player to lose, pick or choose an amount.
      for (const st of steps) if ((st.k === 'lose' || st.k === 'pick' || st.k === 'upTo' || st.k === 'nameNumber') && st.source === undefined) st.source = ctx.source;
      const rest: Step[] = i + 1 < effects.length ? [{ k: 'effects', ctx, effects: effects.slice(i + 1) }] : [];
      g.s.queue.unshift(...steps, ...rest);
      return;
    }
  }
}
