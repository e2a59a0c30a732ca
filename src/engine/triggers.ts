// Triggered abilities: matching an event against every card's "when / each time / at"
// abilities (R-TRIG-01), holding them until a player gains initiative (R-TRIG-03), and the
// battle-step exception that resolves them at once (R-TRIG-04). What each trigger waits for is
// said by its word (abilities/words/triggers.ts).
import { abilitiesOf } from './abilities/continuous';
import { holds } from './abilities/conditions';
import { runEffects } from './abilities/effects';
import type { TriggerWord } from './abilities/define';
import { keyedWord, TRIGGERS } from './abilities/registry';
import type { Ability, TriggerEvent } from './abilities/vocabulary';
import { locationOf } from './derive/locations';
import { defOf, logEvent, named, setCounters } from './state';
import { readOnly } from './memo';
import type { Game, LostWith } from './state';
import type { BaseEvent, CardId, EventContext, GameState, PendingTrigger, Seat } from './types';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** The word of a trigger: the one key of it that names an event word. */
export function triggerWord(t: TriggerEvent): TriggerWord<string, never, TriggerEvent> {
  const w = keyedWord(TRIGGERS, t);
  if (!w) throw new Error(`Not a trigger: ${Object.keys(t).join(', ')}`);
  return w as unknown as TriggerWord<string, never, TriggerEvent>;
}

/** The event an ability listens for. A reveal trigger that waits for initiative (Razorjack) hears
 * the revealed card once the triggers resolving at once have changed it (battle.ts). */
function heard(a: Triggered): BaseEvent {
  const e = triggerWord(a.on).listens(a.on);
  return e === 'revealBattleDestiny' && !a.inStep ? 'destinyRevealed' : e;
}

// Events are reported many times a turn and few cards listen: what a card's abilities listen
// for is worked out once per ability list, and what any card of a game listens for once per game.
const listening = new WeakMap<readonly Ability[], Set<BaseEvent>>();
function listensTo(abilities: readonly Ability[]): Set<BaseEvent> {
  let events = listening.get(abilities);
  if (!events) {
    events = new Set(abilities.flatMap((a) => (a.kind === 'triggered' ? [heard(a)] : [])));
    listening.set(abilities, events);
  }
  return events;
}

/** The cards of this game (either side, if an inverter) with an ability listening for an event:
 * kept with the game's decks object, so that games played by turns (an arena, a search over
 * sampled decks) each keep theirs. */
const gameListeners = new WeakMap<GameState['decks'], Map<BaseEvent, Set<CardId>>>();
function listenersOf(s: GameState, e: BaseEvent): Set<CardId> | undefined {
  let listeners = gameListeners.get(s.decks);
  if (!listeners) {
    const built = new Map<BaseEvent, Set<CardId>>();
    for (const seat of [0, 1] as Seat[]) {
      s.decks[seat].forEach((_, i) => {
        const id = `${seat}.${i}`;
        const d = defOf(s, id);
        for (const ev of [...listensTo(d.abilities ?? []), ...listensTo(d.invertedAbilities ?? [])]) {
          if (!built.has(ev)) built.set(ev, new Set());
          built.get(ev)!.add(id);
        }
      });
    }
    gameListeners.set(s.decks, built);
    listeners = built;
  }
  return listeners.get(e);
}

/** Does this event set off this ability of this card (controlled by `seat`, at `here`)? */
function fires(s: GameState, a: Triggered, source: CardId, seat: Seat, here: CardId | undefined, e: EventContext): boolean {
  return heard(a) === e.event && triggerWord(a.on).fires(s, a.on, { source, seat, here }, e);
}

/**
 * Reports an event. Abilities it sets off wait in `triggers` for the next initiative gain,
 * except, during a battle step, those that affect the step: they resolve now (R-TRIG-04).
 * A card that just left play still sees its own leave-play event.
 */
export function emit(g: Game, e: EventContext): void {
  const s = g.s;
  // "Entered play this turn" is read from the turn's counters.
  if (e.event === 'entersPlay' && e.card !== undefined) setCounters(g, { entered: [...s.counters.entered ?? [], e.card] });
  const sources: [CardId, Seat, readonly Ability[]][] = [];
  const listeners = listenersOf(s, e.event);
  if (listeners) {
    for (const id in s.table) {
      if (!listeners.has(id)) continue;
      const abilities = abilitiesOf(s, id);
      if (listensTo(abilities).has(e.event)) sources.push([id, s.table[id].controller, abilities]);
    }
    if (e.card && !s.table[e.card] && e.seat !== undefined) {
      const abilities = defOf(s, e.card).abilities ?? [];
      if (listensTo(abilities).has(e.event)) sources.push([e.card, e.seat, abilities]);
    }
  }
  // Find everything this event sets off first (a read-only question), then act on it.
  const fired = sources.length === 0 ? [] : readOnly(s, () => {
    const out: [PendingTrigger, Triggered][] = [];
    for (const [id, seat, abilities] of sources) {
      const here = s.table[id] ? locationOf(s, id) : e.location;
      abilities.forEach((a, index) => {
        if (a.kind !== 'triggered' || !fires(s, a, id, seat, here, e)) return;
        const by = a.forEventPlayer && e.seat !== undefined ? e.seat : seat;
        if (a.if && !holds(s, { seat: by, source: id, targets: [], event: e }, a.if)) return;
        out.push([{ seat: by, card: id, ability: index, inverted: !!s.table[id]?.inverted, event: e }, a]);
      });
    }
    return out;
  });
  fireDelayed(g, e);
  const now: PendingTrigger[] = [];
  for (const [t, a] of fired) {
    if (a.inStep && s.battle && s.initiative === null) now.push(t);
    else s.triggers.push(t);
  }
  // Those that affect the battle step under way resolve now; the turn player orders two or more.
  if (now.length > 1) s.queue.unshift({ k: 'orderInStep', triggers: now });
  else if (now.length === 1) resolveInStep(g, now[0]);
}

/** A trigger that affects the battle step under way resolves now (R-TRIG-04): its targets are
 * chosen first and its controller is asked if it is optional. */
export function resolveInStep(g: Game, t: PendingTrigger): void {
  const a = triggeredAbility(g.s, t);
  logEvent(g, { kind: 'triggerAtOnce', card: named(g.s, t.card), rule: 'R-TRIG-04' });
  if (a.targets?.length) g.s.queue.unshift({ k: 'triggerTargets', trigger: t, now: true });
  else if (a.optional) g.s.queue.unshift({ k: 'optionalTrigger', trigger: t, targets: [] });
  else runEffects(g, { seat: t.seat, source: t.card, targets: [], event: t.event }, a.effect);
}

/** Cards lost from a location along with the card above them (state.ts leavePlay) each report
 * it, after the card that left (R-TERM-LEAVE-02): "when lost from a location" sees them, at the
 * location the card above them was at; `destroyed`: the card that left was destroyed, which those
 * directly beneath it are told. */
export function reportLost(g: Game, cards: readonly LostWith[], location?: CardId, destroyed?: CardId): void {
  for (const c of cards) {
    emit(g, { event: 'lostFromLocation', card: c.card, seat: c.seat, ...(location !== undefined ? { location } : {}),
      ...(destroyed !== undefined && c.under === destroyed ? { hostDestroyed: true } : {}) });
  }
}

/** Delayed triggers waiting for this event fire once and are used up (R-TRIG-09); like other
 * triggers they go on the stack when a player next gains initiative. */
function fireDelayed(g: Game, e: EventContext): void {
  const s = g.s;
  if (!s.watchers.some((w) => w.kind === 'delayed')) return;
  s.watchers = s.watchers.filter((w) => {
    if (w.kind !== 'delayed' || !w.on || (w.card !== undefined && w.card !== e.card)) return true;
    const word = triggerWord(w.on);
    if (word.listens(w.on) !== e.event || !word.fires(s, w.on, { source: w.source, seat: w.seat, here: w.here, card: w.card }, e)) return true;
    const here = word.hereIsEvent ? e.location : w.here;
    if (w.if && !readOnly(s, () => holds(s, { seat: w.seat, source: w.source, targets: w.targets ?? [], event: e,
      ...(here !== undefined ? { here } : {}) }, w.if!))) return true;
    logEvent(g, { kind: 'delayedTriggered', card: named(s, w.source), rule: 'R-TRIG-09' });
    s.triggers.push({ seat: w.seat, card: w.source, ability: -1, inverted: false, event: e,
      delayed: { effect: w.effect ?? [], targets: w.specs ? [] : w.targets ?? [], ...(here !== undefined ? { here } : {}), ...(w.specs ? { specs: w.specs } : {}) } });
    return false;
  });
}

/**
 * State triggers ("when your opponent controls this location"): checked each time a player
 * would gain initiative; one that holds fires once, unless it is already waiting or on the stack.
 */
export function checkStateTriggers(g: Game): void {
  const s = g.s;
  const listeners = listenersOf(s, 'controls');
  if (!listeners) return;
  for (const id in s.table) {
    if (!listeners.has(id)) continue;
    const seat = s.table[id].controller;
    const abilities = abilitiesOf(s, id);
    if (!listensTo(abilities).has('controls')) continue;
    abilities.forEach((a, ability) => {
      if (a.kind !== 'triggered') return;
      const state = triggerWord(a.on).state;
      const here = locationOf(s, id);
      if (!state || !state(s, a.on, { source: id, seat, here })) return;
      const waiting = s.triggers.some((t) => t.card === id && t.ability === ability)
        || s.stack.some((x) => x.kind === 'trigger' && x.card === id && x.ability === ability);
      if (waiting) return;
      s.triggers.push({ seat, card: id, ability, inverted: !!s.table[id].inverted,
        event: { event: 'controls', ...(here !== undefined ? { location: here } : {}), seat: seat === 0 ? 1 : 0 } });
    });
  }
}

/** The ability a pending trigger refers to (its card may have left play, R-ABIL-06). */
export function triggeredAbility(s: GameState, t: Pick<PendingTrigger, 'card' | 'ability' | 'inverted'>): Triggered {
  const d = defOf(s, t.card);
  const list = t.inverted && d.invertedAbilities ? d.invertedAbilities : d.abilities ?? [];
  return list[t.ability] as Triggered;
}
