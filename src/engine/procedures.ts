// The procedure queue: steps the engine carries out in order, stopping where the rules give a
// player a choice (what to lose, what to damage, the order of triggers...). A step whose only
// option is forced is carried out at once.
import { effectSteps, targetOptions } from './rules/targets';
import { destinyRefusal } from './rules/play';
import { runEffects, activate, pay, tallyDrawn, drawFromReserve, damage, destroy, playFromEffect, retrieveCards, shuffleUsedPile } from './abilities/effects';
import { payCosts } from './abilities/costs';
import { playPicked } from './abilities/words/effects/plays';
import { isShip, isUnit, locationOf } from './derive/locations';
import { damageable, immuneToAttrition, stat } from './derive/stats';
import { advanceBattle, battleForces, damagedDefense, destinyRevealed, orderedToUsed, revealBattleDestiny, cancelBattle, fromTopOption, revealFromTop, pickBattleDestiny } from './battle';
import { shuffle } from './rng';
import { defOf, leavePlay, logEvent, moveTop, named, ownerOf, putInPile, takeOut, titleOf, setStacked, zoneOf } from './state';
import type { Game } from './state';
import type { CardId, Choice, GameState, PendingTrigger, Pile, Seat, Step } from './types';
import { reportLost, resolveInStep, triggeredAbility } from './triggers';
import { triggerText } from './abilityText';
import { endGame } from './winning';
import { readOnly } from './memo';

export interface Decision {
  seat: Seat;
  step: Step;
  choices: Choice[];
}

const PILE_CHOICES = ['reserve', 'active', 'used'] as const;

/** What a loss may take: any pile or hand card; `from`: only the reserve, or only the piles. */
function lossChoices(s: GameState, seat: Seat, from?: 'reserve' | 'piles'): Choice[] {
  const p = s.players[seat];
  const out: Choice[] = [];
  for (const pile of from === 'reserve' ? (['reserve'] as const) : PILE_CHOICES) if (p[pile].length > 0) out.push({ lose: pile });
  if (from === undefined) for (const h of p.hand) out.push({ loseFromHand: h });
  return out;
}

/** Attrition still to satisfy: damaged cards' defense counts first (R-BSTEP-12). */
export function attritionLeft(s: GameState, seat: Seat, n: number): number {
  return damagedDefense(s, seat).reduce((left, p) => left + p.amount, n);
}

/** A player's undamaged cards in the battle, and those of them not immune to attrition, which
 * must be damaged first (R-BSTEP-13). */
export function attritionCards(s: GameState, seat: Seat): { undamaged: CardId[]; open: CardId[] } {
  const undamaged = battleForces(s, seat, true).filter((c) => damageable(s, c));
  return { undamaged, open: undamaged.filter((c) => !immuneToAttrition(s, c)) };
}

/** The choices the head step offers, or null when it needs no one (automatic or finished). */
export function choicesFor(s: GameState, step: Step): Decision | null {
  const d = (seat: Seat, choices: Choice[]): Decision | null => (choices.length ? { seat, step, choices } : null);
  switch (step.k) {
    case 'lose':
      return step.n > 0 ? d(step.seat, lossChoices(s, step.seat, step.from)) : null;
    case 'attrition': {
      if (attritionLeft(s, step.seat, step.n) <= 0) return null;
      const { undamaged, open } = attritionCards(s, step.seat);
      if (open.length > 0) return d(step.seat, open.map((c) => ({ damage: c })));
      // Every card left is immune: the rest may be ignored, or an immune card damaged (R-BSTEP-14).
      return undamaged.length ? d(step.seat, [{ ignoreAttrition: true }, ...undamaged.map((c) => ({ damage: c }))]) : null;
    }
    case 'casualties': {
      if (step.n <= 0) return null;
      const dmg = battleForces(s, step.seat, true).filter((c) => damageable(s, c)).map((c) => ({ damage: c }));
      return d(step.seat, [...lossChoices(s, step.seat), ...dmg]);
    }
    case 'revealDestiny': {
      if (!s.battle?.mayReveal?.includes(step.seat) || s.players[step.seat].reserve.length === 0) return null;
      const top = fromTopOption(s, step.seat);
      // The bottom card instead (Modded Type IV) is offered as revealing 0 from the top.
      return d(step.seat, [{ reveal: true }, { reveal: false }, ...(top ? [{ revealFromTop: top.bottom ? 0 : top.reveal }] : [])]);
    }
    case 'pickDestiny':
      return d(step.seat, step.options.map((c) => ({ pick: c })));
    case 'usedOrder': // cards of one title are interchangeable: one choice each
      return d(step.seat, step.left.filter((c, i) => step.left.findIndex((x) => titleOf(s, x) === titleOf(s, c)) === i)
        .map((c) => ({ pick: c })));
    case 'reserveOrder': { // as for the used pile: one choice per title, among cards still on the reserve
      const left = step.left.filter((c) => s.players[step.owner][step.pile ?? 'reserve'].includes(c));
      return d(step.seat, left.filter((c, i) => left.findIndex((x) => titleOf(s, x) === titleOf(s, c)) === i)
        .map((c) => ({ pick: c })));
    }
    case 'nameNumber':
      return d(step.seat, (step.among ?? Array.from({ length: step.max + 1 }, (_, n) => n)).map((amount) => ({ amount })));
    case 'payX':
      return d(step.seat, Array.from({ length: step.max + 1 }, (_, amount) => ({ amount })));
    case 'destroyDamaged':
      return d(step.seat, damagedCards(s, step.seat).filter((c) => !step.done?.includes(c)).map((c) => ({ destroy: c })));
    case 'orderTriggers':
      return s.triggers.length > 1 ? d(s.turnPlayer, s.triggers.map((_, i) => ({ first: i }))) : null;
    case 'orderInStep':
      return step.triggers.length > 1 ? d(s.turnPlayer, step.triggers.map((_, i) => ({ first: i }))) : null;
    case 'optionalTrigger': case 'mayPay':
      return d(step.k === 'mayPay' ? step.ctx.seat : step.trigger.seat, [{ yes: true }, { yes: false }]);
    case 'saveFromDestroy':
      return d(step.seat, [{ yes: true }, { yes: false }]);
    case 'upTo':
      return d(step.seat, Array.from({ length: step.max + 1 }, (_, amount) => ({ amount })));
    case 'chooseCard':
      return d(step.seat, step.options.filter((c) => s.table[c] !== undefined).map((c) => ({ pick: c })));
    case 'option':
      return d(step.seat, step.keys.map((option) => ({ option })));
    case 'playPlace':
      return d(step.seat, step.options.map((c) => ({ pick: c })));
    case 'pick':
      if (step.n <= 0 || step.options.length === 0) return null;
      return d(step.seat, [...step.options.map((c) => ({ pick: c })), ...(step.optional ? [{ yes: false }] : [])]);
    case 'triggerTargets':
      return d(step.trigger.seat, triggerTargetOptions(s, step.trigger).map((targets) => ({ targets })));
    default:
      return null;
  }
}

/** The triggered abilities a `first` choice picks among: those the head step orders. */
export function triggersToOrder(s: GameState): PendingTrigger[] {
  const head = s.queue[0];
  return head?.k === 'orderInStep' ? head.triggers : s.triggers;
}

/** Damaged ships and units of a player, wherever they are (R-BSTEP-26). */
export function damagedCards(s: GameState, seat: Seat): CardId[] {
  return Object.keys(s.table).filter((c) => s.table[c].controller === seat && s.table[c].damaged && (isUnit(s, c) || isShip(s, c)));
}

/** The targets a fired trigger may choose: a triggered ability's, or a delayed trigger's own
 * (read with its event and "here"). */
function triggerTargetOptions(s: GameState, t: PendingTrigger): CardId[][] {
  if (t.delayed) {
    const here = t.delayed.here;
    return targetOptions(s, { seat: t.seat, source: t.card, targets: [], event: t.event, ...(here !== undefined ? { here } : {}) }, t.delayed.specs ?? []);
  }
  return targetOptions(s, { seat: t.seat, source: t.card, targets: [] }, triggeredAbility(s, t).targets ?? []);
}

/** Puts a fired trigger on the stack, asking for its targets first (R-TRIG-07). */
export function stackTrigger(g: Game, t: PendingTrigger): void {
  if (t.delayed && !t.delayed.specs?.length) {
    // A delayed trigger (R-TRIG-09): its targets were chosen by the effect that created it.
    pushTrigger(g, t, t.delayed.targets);
    return;
  }
  const a = t.delayed ? undefined : triggeredAbility(g.s, t);
  // A triggered ability that reveals destiny needs a card in the revealer's reserve (R-DESTINY-04).
  const noReserve = a && destinyRefusal(g.s, t.seat, `${titleOf(g.s, t.card)}'s ability`, a.effect);
  if (noReserve) {
    logEvent(g, { kind: 'triggerNoReserve', reason: noReserve.reason, rule: 'R-DESTINY-04' });
    return;
  }
  if (t.delayed || a?.targets?.length) {
    const opts = triggerTargetOptions(g.s, t);
    if (opts.length === 0) {
      logEvent(g, { kind: 'triggerNoTarget', card: named(g.s, t.card), rule: 'R-TRIG-07' });
      return;
    }
    if (opts.length > 1) {
      g.s.queue.unshift({ k: 'triggerTargets', trigger: t });
      return;
    }
    pushTrigger(g, t, opts[0]);
    return;
  }
  pushTrigger(g, t, []);
}

function pushTrigger(g: Game, t: PendingTrigger, targets: CardId[]): void {
  if (t.delayed) {
    g.s.stack.push({ id: g.s.nextId++, kind: 'delayed', seat: t.seat, card: t.card, effect: t.delayed.effect, event: t.event, targets,
      ...(t.delayed.specs ? { specs: t.delayed.specs } : {}), ...(t.delayed.here !== undefined ? { here: t.delayed.here } : {}) });
    logEvent(g, { kind: 'delayedStacked', card: named(g.s, t.card) });
    return;
  }
  g.s.stack.push({ id: g.s.nextId++, kind: 'trigger', seat: t.seat, card: t.card, ability: t.ability,
    inverted: t.inverted, event: t.event, targets });
  logEvent(g, { kind: 'triggered', card: named(g.s, t.card), said: triggerText(g.s, t) });
}

/** A triggered ability that affects the battle step under way resolves without going on the
 * stack (R-TRIG-04), once its targets are chosen and, if optional, its controller agrees. */
function resolveNow(g: Game, t: PendingTrigger, targets: CardId[]): void {
  const a = triggeredAbility(g.s, t);
  const ctx = { seat: t.seat, source: t.card, targets, event: t.event };
  const [first, ...rest] = effectSteps(g.s, ctx, a.targets ?? [], a.effect);
  if (rest.length === 0 && first.k === 'effects') runEffects(g, first.ctx, first.effects);
  else g.s.queue.unshift(first, ...rest);
}

/** Carries out the head step when it needs no one. */
function autoStep(g: Game, step: Step): void {
  const s = g.s;
  s.queue.shift();
  switch (step.k) {
    case 'effects': runEffects(g, step.ctx, step.effects); break;
    case 'toPile': toPileOrStack(g, step); break;
    case 'battleStepDone': advanceBattle(g, step.step); break;
    case 'destinyRevealed': destinyRevealed(g, step.seat); break;
    case 'usedOrder': orderedToUsed(g, step); break;
    case 'reserveOrder': orderedToReserve(g, step); break;
    case 'casualties':
      if (step.n > 0) {
        // The loser can't satisfy the casualties: the battle is canceled and they lose (R-BSTEP-24).
        logEvent(g, { kind: 'casualtiesUnmet', seat: step.seat, casualties: step.n, rule: 'R-BSTEP-24' });
        cancelBattle(g);
        endGame(g, { by: 'casualties', loser: step.seat, rule: 'R-WIN-04' });
      }
      break;
    case 'orderTriggers': if (s.triggers.length === 1) stackTrigger(g, s.triggers.shift()!); break;
    case 'orderInStep': if (step.triggers.length === 1) resolveInStep(g, step.triggers[0]); break;
    case 'pick': shuffleAfterPick(g, step); break;
    case 'triggerTargets': logEvent(g, { kind: 'triggerNoTarget', card: named(s, step.trigger.card), rule: 'R-TRIG-07' }); break;
    default: break;
  }
}

/** A resolved interrupt or order goes to its pile, or onto the asset that will hold it if that is
 * still in play with nothing stacked on it (Chained). */
function toPileOrStack(g: Game, step: Extract<Step, { k: 'toPile' }>): void {
  const on = step.stackOn;
  if (on !== undefined && g.s.table[on] && (g.s.stacked[on]?.length ?? 0) === 0) {
    setStacked(g, on, [step.card]);
    logEvent(g, { kind: 'stackedAfter', card: named(g.s, step.card), on: named(g.s, on) });
    return;
  }
  putInPile(g, step.card, step.pile);
}

function shuffleReserve(g: Game, seat: Seat): void {
  const [rng, reserve] = shuffle(g.s.rng, g.s.players[seat].reserve);
  g.s.rng = rng;
  g.s.players[seat].reserve = reserve;
  logEvent(g, { kind: 'shuffle', seat, pile: 'reserve' });
}

/** Runs the queue until it is empty or a player must choose; returns whether it waits. */
export function runQueue(g: Game): boolean {
  while (g.s.queue.length > 0 && g.s.winner === null) {
    const step = g.s.queue[0];
    const dec = readOnly(g.s, () => choicesFor(g.s, step));
    if (dec === null) autoStep(g, step);
    else if (dec.choices.length === 1 && step.k !== 'optionalTrigger' && step.k !== 'mayPay') choose(g, dec.choices[0]);
    else return true;
  }
  return false;
}

function loseOne(g: Game, seat: Seat, c: Choice, rule: string, stackOn?: CardId): boolean {
  let card: CardId | undefined;
  if ('lose' in c) card = moveTop(g, seat, c.lose, 'lost');
  else if ('loseFromHand' in c) { takeOut(g, c.loseFromHand); putInPile(g, c.loseFromHand, 'lost'); card = c.loseFromHand; }
  if (card === undefined) return false;
  logEvent(g, { kind: 'lose', seat, card: named(g.s, card), from: 'lose' in c ? c.lose : 'hand', rule });
  if (stackOn !== undefined && g.s.table[stackOn]) {
    // A stockpile takes the lost card face down instead of the lost pile (R-ASSET-05).
    takeOut(g, card);
    setStacked(g, stackOn, [...(g.s.stacked[stackOn] ?? []), card]);
    logEvent(g, { kind: 'stockpiled', on: named(g.s, stackOn) });
  }
  return true;
}

/** A picked card's line: named to both when it is shown (a download, a revealed card), else only
 * to the player who picked it; a card from the top of a reserve says whose. */
function logPick(g: Game, step: Extract<Step, { k: 'pick' }>, card: CardId, pile: Pile | undefined): void {
  const seat = step.seat;
  const fromReserve = pile === 'reserve';
  const picked = named(g.s, card);
  if (step.to === 'hand' && fromReserve && !step.reveal && !step.shuffleReserve) { logEvent(g, { kind: 'takeUnseen', seat, card: picked }); return; }
  if (step.to === 'hand') { logEvent(g, { kind: 'take', seat, card: picked, rule: step.rule }); return; }
  if (step.to === 'play' || step.to === 'show' || step.to === 'swap') return;
  if (step.to === 'activeBottom') { logEvent(g, { kind: 'toActiveBottom', seat, card: picked }); return; }
  if (step.to === 'lost') {
    // A card from a pile, or of the other player's, is lost by its owner from where it was.
    const owner = ownerOf(card);
    const from = pile ?? 'hand';
    logEvent(g, owner === seat && from === 'hand' ? { kind: 'loseFromHand', seat, card: picked } : { kind: 'lose', seat: owner, card: picked, from, rule: step.rule });
    return;
  }
  logEvent(g, { kind: 'put', seat, card: picked, owner: ownerOf(card), fromReserve, to: step.to, revealed: !!step.reveal });
}

function shuffleAfterPick(g: Game, step: Extract<Step, { k: 'pick' }>): void {
  if (step.shuffleReserve) shuffleReserve(g, step.seat);
  if (step.shuffleUsed) shuffleUsedPile(g, step.seat);
  if (step.redrawFrom !== undefined) {
    drawFromReserve(g, step.seat, step.redrawFrom - g.s.players[step.seat].hand.length);
  }
}

/** Applies a player's choice to the head step (already checked against choicesFor). */
export function choose(g: Game, c: Choice): void {
  const s = g.s;
  const step = s.queue[0];
  const replaceHead = (next: Step | null) => { if (next) s.queue[0] = next; else s.queue.shift(); };
  switch (step.k) {
    case 'lose':
      loseOne(g, step.seat, c, step.rule, step.stackOn);
      replaceHead(step.n > 1 ? { ...step, n: step.n - 1 } : null);
      return;
    case 'attrition':
      if ('ignoreAttrition' in c) { logEvent(g, { kind: 'ignoreAttrition', seat: step.seat, rule: 'R-BSTEP-14' }); s.queue.shift(); }
      else if ('damage' in c) damage(g, c.damage);
      return;
    case 'casualties': {
      if ('damage' in c) {
        const def = stat(s, c.damage, 'defense').value;
        damage(g, c.damage);
        replaceHead({ ...step, n: step.n - def });
      } else {
        loseOne(g, step.seat, c, 'R-BSTEP-23');
        replaceHead({ ...step, n: step.n - 1 });
      }
      return;
    }
    case 'revealDestiny':
      s.queue.shift();
      if ('revealFromTop' in c) revealFromTop(g, step.seat);
      else if ('reveal' in c && c.reveal) revealBattleDestiny(g, step.seat);
      else logEvent(g, { kind: 'noBattleDestiny', seat: step.seat, rule: 'AMB-24' });
      return;
    case 'pickDestiny':
      s.queue.shift();
      if ('pick' in c) pickBattleDestiny(g, step.seat, c.pick, step.options, step.then);
      return;
    case 'usedOrder':
      if ('pick' in c) replaceHead({ ...step, left: step.left.filter((x) => x !== c.pick), top: [...step.top, c.pick] });
      return;
    case 'reserveOrder':
      if ('pick' in c) replaceHead({ ...step, left: step.left.filter((x) => x !== c.pick), top: [...step.top, c.pick] });
      return;
    case 'nameNumber':
      s.queue.shift();
      if ('amount' in c) {
        logEvent(g, { kind: 'namedNumber', seat: step.seat, number: c.amount });
        runEffects(g, { ...step.then.ctx, noted: c.amount }, step.then.effects);
      }
      return;
    case 'payX':
      s.queue.shift();
      if ('amount' in c) payX(g, step, c.amount);
      return;
    case 'saveFromDestroy':
      s.queue.shift();
      if (!s.table[step.card]) return;
      if ('yes' in c && c.yes) saveFromDestroy(g, step);
      else destroy(g, step.card, 'destroyed', true);
      return;
    case 'destroyDamaged':
      // Each damaged card is destroyed once; one whose destruction is prevented stays (R-REPL-03).
      if ('destroy' in c) { s.queue[0] = { ...step, done: [...(step.done ?? []), c.destroy] }; destroy(g, c.destroy, 'destroyed'); }
      return;
    case 'orderTriggers':
      if ('first' in c) { const [t] = s.triggers.splice(c.first, 1); stackTrigger(g, t); }
      return;
    case 'orderInStep':
      // The rest wait behind whatever the chosen one asks.
      if ('first' in c) { replaceHead({ ...step, triggers: step.triggers.filter((_, i) => i !== c.first) }); resolveInStep(g, step.triggers[c.first]); }
      return;
    case 'optionalTrigger':
      s.queue.shift();
      if ('yes' in c && c.yes) resolveNow(g, step.trigger, step.targets);
      return;
    case 'mayPay':
      s.queue.shift();
      if ('yes' in c && c.yes) {
        payCosts(g, step.ctx, [step.cost], []);
        runEffects(g, step.ctx, step.then);
      }
      return;
    case 'upTo':
      s.queue.shift();
      if (!('amount' in c)) return;
      if (step.what === 'draw') {
        const drawn = drawFromReserve(g, step.seat, c.amount);
        if (step.tally && step.source !== undefined) tallyDrawn(g, step.source, drawn);
      } else if (step.what === 'activate') activate(g, step.seat, c.amount);
      else retrieveCards(g, step.seat, c.amount);
      return;
    case 'pick': {
      if (!('pick' in c)) { s.queue.shift(); shuffleAfterPick(g, step); return; }
      if (step.to === 'play' && step.play) {
        s.queue.shift();
        playPicked(g, step.seat, c.pick, step.play);
        return;
      }
      if (step.to === 'show') {
        s.queue.shift();
        logEvent(g, { kind: 'show', seat: step.seat, card: named(s, c.pick) });
        return;
      }
      if (step.to === 'swap' && step.swapWith !== undefined) {
        s.queue.shift();
        takeOut(g, c.pick);
        takeOut(g, step.swapWith);
        putInPile(g, c.pick, 'reserve');
        putInPile(g, step.swapWith, 'hand');
        logEvent(g, { kind: 'exchanged', seat: step.seat, card: named(s, c.pick), with: named(s, step.swapWith) });
        return;
      }
      const from = zoneOf(s, c.pick);
      takeOut(g, c.pick);
      if (step.to === 'hand') putInPile(g, c.pick, 'hand');
      else if (step.to === 'activeBottom') putInPile(g, c.pick, 'active', 'bottom');
      else if (step.to === 'reserveBottom') putInPile(g, c.pick, 'reserve', 'bottom');
      else if (step.to === 'lost') putInPile(g, c.pick, 'lost');
      else putInPile(g, c.pick, step.to === 'reserveTop' ? 'reserve' : 'used');
      logPick(g, step, c.pick, from.z === 'pile' ? from.pile : undefined);
      if (step.allOfTitle && from.z === 'pile') {
        for (const o of s.players[from.seat][from.pile].filter((x) => titleOf(s, x) === titleOf(s, c.pick))) {
          takeOut(g, o);
          putInPile(g, o, 'lost');
          logPick(g, step, o, from.pile);
        }
      }
      const rest = step.options.filter((o) => o !== c.pick && (step.alike !== 'destiny' || defOf(s, o).destiny === defOf(s, c.pick).destiny));
      if (step.n > 1 && rest.length > 0) s.queue[0] = { ...step, n: step.n - 1, options: rest };
      else { s.queue.shift(); shuffleAfterPick(g, step); }
      return;
    }
    case 'triggerTargets':
      s.queue.shift();
      if (!('targets' in c)) return;
      if (!step.now) pushTrigger(g, step.trigger, c.targets);
      else if (triggeredAbility(s, step.trigger).optional) s.queue.unshift({ k: 'optionalTrigger', trigger: step.trigger, targets: c.targets });
      else resolveNow(g, step.trigger, c.targets);
      return;
    case 'chooseCard': {
      s.queue.shift();
      if (!('pick' in c)) return;
      const targets = step.ctx.targets.slice();
      targets[step.as] = c.pick;
      logEvent(g, { kind: 'choose', seat: step.seat, card: named(s, c.pick) });
      runEffects(g, { ...step.ctx, targets }, step.then);
      return;
    }
    case 'option':
      s.queue.shift();
      if ('option' in c) runEffects(g, step.ctx, step.options[step.keys.indexOf(c.option)].effect);
      return;
    case 'playPlace':
      s.queue.shift();
      if ('pick' in c) playFromEffect(g, step.seat, step.card, { at: c.pick, ...step.play });
      return;
    default:
      return;
  }
}

/** The reordered cards go back on top of the reserve (or used pile), the first chosen on top. */
function orderedToReserve(g: Game, step: Extract<Step, { k: 'reserveOrder' }>): void {
  if (step.top.length === 0) return;
  for (const c of step.top.slice().reverse()) { takeOut(g, c); putInPile(g, c, step.pile ?? 'reserve'); }
  logEvent(g, { kind: 'reserveOrder', seat: step.seat, owner: step.owner, cards: step.top.map((c) => named(g.s, c)), ...(step.pile ? { pile: step.pile } : {}) });
}

/** X is paid from the active pile and noted on the pending card (R-PLAY-04: costs are paid as it
 * is played). */
function payX(g: Game, step: Extract<Step, { k: 'payX' }>, x: number): void {
  const s = g.s;
  const i = s.stack.findIndex((it) => it.id === step.item);
  const item = s.stack[i];
  if (item?.kind !== 'card') return;
  const paid = pay(g, step.seat, x);
  s.stack[i] = { ...item, x: paid };
  logEvent(g, { kind: 'paidX', seat: step.seat, card: named(s, item.card), amount: paid, rule: 'R-PLAY-04' });
}

/** The card about to be destroyed goes on top of its owner's reserve instead, paid for (R-REPL-03);
 * what was beneath it is lost with it (R-TERM-LEAVE-02). */
function saveFromDestroy(g: Game, step: Extract<Step, { k: 'saveFromDestroy' }>): void {
  pay(g, step.seat, step.pay);
  const location = locationOf(g.s, step.card);
  logEvent(g, { kind: 'savedFromDestroy', card: named(g.s, step.card), by: named(g.s, step.source), paid: step.pay, rule: 'R-REPL-03' });
  const along = leavePlay(g, step.card, 'reserve', 'top');
  reportLost(g, along, location);
}
