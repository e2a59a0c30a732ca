// Carrying out a legal action, and everything that follows it without a player's choice:
// the stack resolving (R-STACK), initiative (R-INIT), phases and the end of turn (R-TURN, R-EOT).
import { abilitiesOf, changesOf } from './abilities/continuous';
import { matches } from './abilities/select';
import { abilityIndex } from './abilityIds';
import { amountNow } from './abilities/amounts';
import { holds } from './abilities/conditions';
import { payCosts } from './abilities/costs';
import { activate, destroy, pay, runEffects } from './abilities/effects';
import type { Ability } from './abilities/vocabulary';
import { useText } from './abilityText';
import { battleEmptied, beginBattle, cancelBattle, isWindow, startNextStep } from './battle';
import { energyIcons, forcesAt, isSite, isUnit, locationOf, related } from './derive/locations';
import { playerCannot } from './derive/stats';
import { runQueue, stackTrigger, choose } from './procedures';
import { actionCost, attackTargetRefusal, drainTargetRefusal, drawCost, moveCost, moveRefusal } from './rules/phaseActions';
import { additionalPlayCosts, onPlayAbilities, pickEffect, placeRefusal, playCost, playRulesOf, supportUsedAt } from './rules/play';
import { checkTargets, effectSteps } from './rules/targets';
import { useCosts } from './rules/useCost';
import { shuffle } from './rng';
import { abilityBulletKey, defOf, interruptBulletKey, logEvent, named, insertInRow, moveTop, other, putInPile, relocate, setCounters, takeOut, setTable } from './state';
import type { Game } from './state';
import type { Action, CardId, GameState, Seat, StackItem, Step } from './types';
import { TURN_PHASES } from './types';
import { checkStateTriggers, emit } from './triggers';
import { checkWin, endGame } from './winning';
import { readOnly } from './memo';


/** One more use of a bulleted card or ability this turn (R-INTR-06, R-ABIL-03). */
function countUse(g: Game, key: string): void {
  setCounters(g, { bullets: { ...g.s.counters.bullets, [key]: (g.s.counters.bullets[key] ?? 0) + 1 } });
}

function push(g: Game, item: StackItem): void {
  g.s.stack.push(item);
  g.s.passes = 0; // whoever adds to the stack keeps initiative (R-INIT-04)
}

/**
 * Carries out an action that check() accepted. `before` is the state the action was checked
 * against: what the action costs is read there, in the same read-only scope as the check.
 */
export function perform(g: Game, a: Action, before: GameState): void {
  const s = g.s;
  switch (a.type) {
    case 'startLocation':
      s.players[a.seat].startChoice = a.card;
      logEvent(g, { kind: 'startChoice', seat: a.seat, card: named(s, a.card) });
      if (s.players[0].startChoice && s.players[1].startChoice) finishSetup(g);
      return;
    case 'pass':
      s.passes++;
      logEvent(g, { kind: 'pass', seat: a.seat });
      s.initiative = null;
      if (s.passes >= 2) bothPassed(g);
      else s.gaining = other(a.seat); // R-INIT-03 (4)
      return;
    case 'activate':
      setCounters(g, { activated: true });
      push(g, { id: s.nextId++, kind: 'activate', seat: a.seat, amount: a.amount });
      logEvent(g, { kind: 'activation', seat: a.seat, amount: a.amount, rule: 'R-ACT-03' });
      return;
    case 'drain': {
      const cost = actionCost(before, a.seat, 'drain', a.location);
      setCounters(g, { drained: [...s.counters.drained, a.location] });
      payActionCost(g, a.seat, cost);
      push(g, { id: s.nextId++, kind: 'drain', seat: a.seat, location: a.location });
      logEvent(g, { kind: 'drainAction', seat: a.seat, at: named(s, a.location) });
      return;
    }
    case 'attack': {
      const cost = actionCost(before, a.seat, 'attack', a.location);
      setCounters(g, { attacked: [...s.counters.attacked, a.location] });
      payActionCost(g, a.seat, cost);
      push(g, { id: s.nextId++, kind: 'attack', seat: a.seat, location: a.location });
      logEvent(g, { kind: 'attackAction', seat: a.seat, at: named(s, a.location) });
      return;
    }
    case 'move': {
      const cost = moveCost(before, a.card);
      setCounters(g, { moves: [...s.counters.moves ?? [], a.card] });
      pay(g, a.seat, cost);
      push(g, { id: s.nextId++, kind: 'move', seat: a.seat, card: a.card, to: a.to, transport: a.transport ?? [] });
      logEvent(g, { kind: 'moveAction', seat: a.seat, card: named(s, a.card), to: named(s, a.to), cost });
      return;
    }
    case 'draw': {
      const extra = drawCost(before, a.seat);
      if (extra > 0) pay(g, a.seat, extra);
      const card = moveTop(g, a.seat, 'active', 'hand')!;
      s.passes = 0;
      logEvent(g, { kind: 'draw', seat: a.seat, card: named(s, card) });
      emit(g, { event: 'draw', seat: a.seat });
      return;
    }
    case 'play':
      playCard(g, a, before);
      return;
    case 'use': {
      const index = abilityIndex(s, a.card, a.ability);
      const ability = abilitiesOf(s, a.card)[index] as Extract<Ability, { kind: 'activated' }>;
      const key = abilityBulletKey(s, a.seat, a.card, index);
      if (ability.bullets) countUse(g, key);
      const here = locationOf(s, a.card);
      const host = s.table[a.card].under;
      const stacked = s.stacked[a.card]?.length;
      const at = { ...(here !== undefined ? { here } : {}), ...(host !== undefined ? { host } : {}), ...(a.paying?.length ? { paid: a.paying } : {}),
        ...(stacked ? { stacked } : {}) };
      const ctx = { seat: a.seat, source: a.card, targets: a.targets ?? [], ...at };
      push(g, { id: s.nextId++, kind: 'ability', seat: a.seat, card: a.card, ability: index,
        targets: a.targets ?? [], inverted: !!s.table[a.card].inverted, ...at });
      const said = useText(s, a.card, a.ability);
      logEvent(g, { kind: 'use', seat: a.seat, card: named(s, a.card), cost: said.cost, said: said.effect });
      payCosts(g, ctx, useCosts(before, a.seat, a.card, ability.cost), a.paying ?? []);
      for (const t of a.targets ?? []) if (s.table[t]) emit(g, { event: 'targeted', card: t, by: a.card, seat: a.seat, location: locationOf(s, t) });
      emit(g, { event: 'used', card: a.card, seat: a.seat, ...(here !== undefined ? { location: here } : {}) });
      return;
    }
    case 'choose':
      choose(g, a.choice);
      return;
    case 'concede':
      logEvent(g, { kind: 'concede', seat: a.seat });
      endGame(g, { by: 'concede', loser: a.seat });
      return;
  }
}

function playCard(g: Game, a: Extract<Action, { type: 'play' }>, before: GameState): void {
  const s = g.s;
  const d = defOf(s, a.card);
  const extra = additionalPlayCosts(before, a.seat, a.card, a.at);
  const cost = (d.type === 'LOCATION' ? 0 : playCost(before, a.seat, a.card, a.at)) + extra.pay;
  const icons = supportUsedAt(before, a.seat, a.card, a.encamp ? a.at : undefined);
  takeOut(g, a.card);
  pay(g, a.seat, cost);
  const bulletKey = interruptBulletKey(a.seat, d.title);
  if ((d.type === 'INTERRUPT' || d.type === 'ORDER') && d.bullets) countUse(g, bulletKey);
  push(g, { id: s.nextId++, kind: 'card', seat: a.seat, card: a.card, targets: a.targets ?? [],
    ...(a.at !== undefined ? { at: a.at } : {}), ...(a.position !== undefined ? { position: a.position } : {}),
    ...(a.encamp ? { encamp: true } : {}), ...(a.mode ? { mode: a.mode } : {}) });
  logEvent(g, { kind: 'play', seat: a.seat, card: { id: a.card, title: d.title }, ...(a.at !== undefined ? { at: named(s, a.at), beneath: !!a.encamp } : {}), cost });
  if (d.type === 'INTERRUPT') emit(g, { event: 'played', card: a.card, seat: a.seat });
  for (const location of icons) emit(g, { event: 'supportUsed', location, card: a.card, seat: a.seat });
  const chosen = pickEffect(onPlayAbilities(d), a.mode);
  if (chosen?.extraCost) payCosts(g, { seat: a.seat, source: a.card, targets: a.targets ?? [] }, chosen.extraCost, []);
  if (extra.lose > 0) s.queue.unshift({ k: 'lose', seat: a.seat, n: extra.lose, rule: 'R-PLAY-03', source: a.card });
}

/** Both players passed in a row (R-STACK-04, R-STACK-06, R-TURN-05). */
function bothPassed(g: Game): void {
  const s = g.s;
  s.passes = 0;
  if (s.stack.length > 0) {
    resolveTop(g);
    s.gaining = s.turnPlayer; // R-INIT-03 (2)
  } else if (s.battle && isWindow(s.battle.step)) {
    startNextStep(g);
  } else {
    nextPhase(g);
  }
}

function resolveTop(g: Game): void {
  const s = g.s;
  const item = s.stack.pop()!;
  switch (item.kind) {
    case 'card': resolveCard(g, item); return;
    case 'ability': case 'trigger': {
      const list = item.inverted && defOf(s, item.card).invertedAbilities ? defOf(s, item.card).invertedAbilities! : defOf(s, item.card).abilities ?? [];
      const a = list[item.ability] as Extract<Ability, { kind: 'activated' | 'triggered' }>;
      const ctx = { seat: item.seat, source: item.card, targets: item.targets, ...(item.kind === 'trigger' ? { event: item.event } : {}),
        ...(item.kind === 'ability' && item.here !== undefined ? { here: item.here } : {}),
        ...(item.kind === 'ability' && item.host !== undefined ? { host: item.host } : {}),
        ...(item.kind === 'ability' && item.paid !== undefined ? { paid: item.paid } : {}),
        ...(item.kind === 'ability' && item.stacked !== undefined ? { stacked: item.stacked } : {}) };
      if (checkTargets(s, ctx, a.targets ?? [], item.targets, true)) {
        logEvent(g, { kind: 'targetGone', card: named(s, item.card), ability: true, rule: 'R-STACK-07' });
        return;
      }
      if (item.kind === 'trigger' && a.kind === 'triggered' && a.optional) {
        const { seat, card, ability, inverted, event } = item;
        s.queue.unshift({ k: 'optionalTrigger', trigger: { seat, card, ability, inverted, event }, targets: item.targets });
        return;
      }
      logEvent(g, { kind: 'abilityResolves', card: named(s, item.card), delayed: false });
      startEffects(g, effectSteps(s, ctx, a.targets ?? [], a.effect));
      return;
    }
    case 'delayed': {
      const ctx = { seat: item.seat, source: item.card, targets: item.targets ?? [], event: item.event, ...(item.here !== undefined ? { here: item.here } : {}) };
      // Its own targets are checked again, as a triggered ability's are (R-STACK-07).
      if (item.specs && checkTargets(s, ctx, item.specs, item.targets, true)) {
        logEvent(g, { kind: 'targetGone', card: named(s, item.card), ability: true, rule: 'R-STACK-07' });
        return;
      }
      logEvent(g, { kind: 'abilityResolves', card: named(s, item.card), delayed: true });
      if (item.specs) startEffects(g, effectSteps(s, ctx, item.specs, item.effect));
      else runEffects(g, ctx, item.effect);
      return;
    }
    case 'activate':
      activate(g, item.seat, item.amount);
      return;
    case 'drain': {
      const r = readOnly(s, () => drainTargetRefusal(s, item.seat, item.location));
      if (r) { logEvent(g, { kind: 'actionCanceled', what: 'drain', reason: r.reason, rule: 'R-DRAIN-07' }); return; }
      const n = Math.max(0, readOnly(s, () => drainAmount(s, item.seat, item.location)) + (item.bonus ?? 0));
      logEvent(g, { kind: 'drain', at: named(s, item.location), loser: other(item.seat), amount: n, rule: 'R-DRAIN-03' });
      emit(g, { event: 'drain', location: item.location, seat: item.seat, value: n });
      const noHand = readOnly(s, () => playerCannot(s, 'loseHandToDrain', other(item.seat), item.location));
      if (n > 0) s.queue.unshift({ k: 'lose', seat: other(item.seat), n, rule: 'R-DRAIN-03', source: item.location, ...(noHand ? { from: 'piles' as const } : {}) });
      return;
    }
    case 'attack': {
      const r = readOnly(s, () => attackTargetRefusal(s, item.location));
      if (r) { logEvent(g, { kind: 'actionCanceled', what: 'attack', reason: r.reason, rule: 'R-STACK-07' }); return; }
      beginBattle(g, item.location, item.seat);
      return;
    }
    case 'move': {
      const r = readOnly(s, () => moveRefusal(s, item.seat, item.card, item.to));
      if (r) { logEvent(g, { kind: 'actionCanceled', what: 'movement', reason: r.reason, rule: 'R-STACK-07' }); return; }
      for (const c of [item.card, ...item.transport]) if (s.table[c]) moveCard(g, c, item.to);
      return;
    }
  }
}

/** Pays a drain's or an attack's cost: energy now, and energy to lose card by card (R-PLAY-04). */
function payActionCost(g: Game, seat: Seat, cost: { pay: number; lose: number }): void {
  if (cost.pay > 0) pay(g, seat, cost.pay);
  if (cost.lose > 0) g.s.queue.unshift({ k: 'lose', seat, n: cost.lose, rule: 'R-PLAY-04' });
}

/** Runs effects now, or queues the choice that must come first (rules/targets.ts effectSteps). */
export function startEffects(g: Game, steps: Step[]): void {
  const [first] = steps;
  if (steps.length === 1 && first.k === 'effects') runEffects(g, first.ctx, first.effects);
  else g.s.queue.unshift(...steps);
}

/** A drain's size: icons on the opponent's side, modified when it resolves (R-DRAIN-04). */
export function drainAmount(s: GameState, seat: Seat, loc: CardId): number {
  // "You may drain using the icons on your side instead": the larger count, the only reason to choose.
  const own = changesOf(s, 'drainWithYourIcons').some((a) => a.seat === seat && (a.location ?? locationOf(s, a.source)) === loc);
  let n = Math.max(energyIcons(s, loc, other(seat)), own ? energyIcons(s, loc, seat) : 0);
  // Changes in force now: an ongoing ability only while its condition holds (R-ABIL-05), for
  // drains at its card's location (or at the sites related to it); a lasting effect at its
  // location, or everywhere without one.
  for (const a of changesOf(s, 'add')) {
    const ch = a.change;
    if (ch.to !== 'drain') continue;
    const where = a.location ?? (a.cards === undefined ? locationOf(s, a.source) ?? null : undefined);
    if (ch.where ? !matches(s, { seat: a.seat, source: a.source, targets: [] }, ch.where, loc)
      : ch.at === 'relatedSite' || ch.at === 'related' ? where == null || (ch.at === 'relatedSite' && !isSite(s, loc)) || !related(s, where, loc) : where !== undefined && where !== loc) continue;
    const who = ch.who ?? 'you';
    if (who === 'you' ? a.seat !== seat : who === 'opponent' ? a.seat === seat : false) continue;
    const ctx = { seat, source: a.source, targets: [] };
    if (ch.ifPlayer && !holds(s, ctx, ch.ifPlayer)) continue;
    n += amountNow(s, ctx, ch.add);
  }
  return Math.max(0, n);
}

/** Moves a card in play to a location or aboard a ship; what is beneath it comes along
 * because it stays beneath it (R-MOVE-10). */
function moveCard(g: Game, card: CardId, to: CardId): void {
  const from = locationOf(g.s, card);
  relocate(g, card, to);
  logEvent(g, { kind: 'move', card: named(g.s, card), to: named(g.s, to) });
  emit(g, { event: 'moved', card, location: locationOf(g.s, card), seat: g.s.table[card].controller, ...(from !== undefined ? { from } : {}) });
}

function resolveCard(g: Game, item: Extract<StackItem, { kind: 'card' }>): void {
  const s = g.s;
  const d = defOf(s, item.card);
  if (d.type === 'ORDER' || d.type === 'INTERRUPT') {
    const eff = pickEffect(onPlayAbilities(d), item.mode);
    const pile = item.mode ?? (d.kind?.toLowerCase().startsWith('lost') ? 'lost' : 'used');
    const ctx = { seat: item.seat, source: item.card, targets: item.targets, ...(item.x !== undefined ? { noted: item.x } : {}) };
    if (!eff || checkTargets(s, ctx, eff.targets ?? [], item.targets, true)) {
      logEvent(g, { kind: 'targetGone', card: { id: item.card, title: d.title }, ability: false, rule: 'R-EFF-05' });
      putInPile(g, item.card, pile); // R-CANCEL-03
      return;
    }
    logEvent(g, { kind: 'resolve', card: { id: item.card, title: d.title } });
    s.queue.unshift(...effectSteps(s, ctx, eff.targets ?? [], eff.effect),
      { k: 'toPile', card: item.card, pile, ...(item.stackOn !== undefined ? { stackOn: item.stackOn } : {}) });
    return;
  }
  const r = readOnly(s, () => placeRefusal(s, item.seat, item.card, item));
  if (r) {
    logEvent(g, { kind: 'cantEnter', card: { id: item.card, title: d.title }, reason: r.reason, rule: 'AMB-19' });
    putInPile(g, item.card, 'used');
    return;
  }
  enterPlay(g, item);
}

function enterPlay(g: Game, item: Extract<StackItem, { kind: 'card' }>): void {
  const s = g.s;
  const d = defOf(s, item.card);
  const controller = item.seat;
  if (d.type === 'LOCATION' && !item.encamp) {
    insertInRow(g, item.card, item.position ?? s.row.length);
    setTable(g, item.card, { controller });
  } else if (item.at === undefined) {
    setTable(g, item.card, { controller });
  } else if (s.row.includes(item.at) && d.type !== 'LOCATION' && d.type !== 'WEAPON' && d.type !== 'ASSET') {
    setTable(g, item.card, { controller, at: item.at });
  } else {
    setTable(g, item.card, { controller, under: item.at });
  }
  const loc = locationOf(s, item.card);
  logEvent(g, { kind: 'enter', card: { id: item.card, title: d.title }, ...(loc && loc !== item.card ? { at: named(s, loc) } : {}) });
  // Heavy Juggernaut, Howler's Blades, Zealous Squad (R-UNIT-08).
  const lonely = playRulesOf(d, 'mustHaveOtherUnitHere').length > 0;
  if (lonely && loc !== undefined && !forcesAt(s, loc, controller).some((c) => c !== item.card && isUnit(s, c))) {
    logEvent(g, { kind: 'dismissedAlone', card: { id: item.card, title: d.title }, rule: 'R-UNIT-08' });
    destroy(g, item.card, 'dismissed');
    return;
  }
  emit(g, { event: 'entersPlay', card: item.card, location: loc, seat: controller });
}

/** The phase ends; the next begins with the turn player holding initiative (R-INIT-03 (1)). */
function nextPhase(g: Game): void {
  const s = g.s;
  emit(g, { event: 'phaseEnds', phase: s.phase, seat: s.turnPlayer });
  if (s.phase === 'draw') { endTurn(g); return; }
  if (s.lasting.some((l) => l.until === 'endOfPhase')) s.lasting = s.lasting.filter((l) => l.until !== 'endOfPhase');
  const i = TURN_PHASES.indexOf(s.phase as (typeof TURN_PHASES)[number]);
  s.phase = TURN_PHASES[i + 1];
  if (s.phase === 'control') setCounters(g, { drained: [] });
  if (s.phase === 'battle') setCounters(g, { attacked: [] });
  logEvent(g, { kind: 'phase', player: s.turnPlayer, phase: s.phase });
  emit(g, { event: 'phaseStarts', phase: s.phase, seat: s.turnPlayer });
  s.gaining = s.turnPlayer;
}

/** End of turn: effects expire, then both players recirculate (R-EOT-01..05, AMB-18). */
function endTurn(g: Game): void {
  const s = g.s;
  s.lasting = s.lasting.filter((l) => l.until === undefined);
  s.watchers = s.watchers.filter((w) => w.until !== 'endOfTurn');
  for (const seat of [0, 1] as Seat[]) {
    const p = s.players[seat];
    p.reserve = [...p.reserve, ...p.used];
    p.used = [];
  }
  s.counters = { activated: false, drained: [], attacked: [], bullets: {}, wonBattle: [] };
  s.turn++;
  s.turnPlayer = other(s.turnPlayer);
  s.phase = 'activate';
  logEvent(g, { kind: 'turn', turn: s.turn, player: s.turnPlayer });
  emit(g, { event: 'phaseStarts', phase: s.phase, seat: s.turnPlayer });
  s.gaining = s.turnPlayer;
}

/** Both starting locations are revealed together, related ones side by side; then each
 * player shuffles and draws 8 (R-SETUP-05..08, AMB-17). */
function finishSetup(g: Game): void {
  const s = g.s;
  const first = s.firstPlayer;
  for (const seat of [first, other(first)]) {
    const card = s.players[seat].startChoice!;
    takeOut(g, card);
    const d = defOf(s, card);
    const group = s.row.findIndex((l) => defOf(s, l).title.split('/')[0] === d.title.split('/')[0]);
    // A related site goes beside its group; a sector at the group's end.
    const position = group < 0 ? s.row.length : d.kind === 'Sector' ? s.row.length : group;
    insertInRow(g, card, position);
    setTable(g, card, { controller: seat });
    delete s.players[seat].startChoice;
    logEvent(g, { kind: 'setup', seat, card: { id: card, title: d.title } });
  }
  for (const seat of [0, 1] as Seat[]) {
    const [rng, reserve] = shuffle(s.rng, s.players[seat].reserve);
    s.rng = rng;
    s.players[seat].reserve = reserve;
    for (let i = 0; i < 8; i++) moveTop(g, seat, 'reserve', 'hand');
  }
  s.phase = 'activate';
  s.turn = 1;
  s.turnPlayer = first;
  logEvent(g, { kind: 'turn', turn: 1, player: first });
  s.gaining = first;
}

/**
 * Everything that happens without a choice after an action: the queue runs, then whoever is
 * due initiative gets it once the systematic rules are checked and waiting triggers are on
 * the stack (R-INIT-06, R-SYS-01).
 */
export function settle(g: Game): void {
  const s = g.s;
  for (let guard = 0; guard < 10000; guard++) {
    if (s.winner !== null) return;
    if (runQueue(g)) return;
    if (s.gaining === undefined) {
      if (s.triggers.length === 0 || s.initiative === null) return;
      s.gaining = s.initiative; // R-TRIG-06: triggers go on the stack before anything else
    }
    if (checkWin(g)) return;
    if (readOnly(s, () => battleEmptied(s))) { cancelBattle(g); continue; }
    checkStateTriggers(g);
    if (s.triggers.length > 0) {
      if (s.triggers.length > 1) s.queue.push({ k: 'orderTriggers' });
      else stackTrigger(g, s.triggers.shift()!);
      s.passes = 0;
      continue;
    }
    s.initiative = s.gaining;
    delete s.gaining;
    return;
  }
  throw new Error('The engine did not settle: a procedure loops');
}

