// The one source of legality. check() decides whether an action is legal and why not;
// legalActions() lists candidates and keeps those check() accepts, so the list and apply()
// can never disagree.
import { checkCosts, costWord, payingOptions } from './abilities/costs';
import { abilitiesOf, steady } from './abilities/continuous';
import { abilityIds, abilityIndex } from './abilityIds';
import type { AbilityId } from './abilityIds';
import { seatName } from './events';
import { holds } from './abilities/conditions';
import type { Ability } from './abilities/vocabulary';
import { isWindow } from './battle';
import { activationMax } from './derive/locations';
import { keywordValue } from './derive/stats';
import { attritionCards, choicesFor } from './procedures';
import type { Decision } from './procedures';
import { activationRefusal, attackRefusal, checkActivate, checkAttack, checkDrain, checkDraw, checkMove, moveCandidates, movementsGranted } from './rules/phaseActions';
import { checkPlay, destinyRefusal, playCandidates } from './rules/play';
import { checkTargets, namesTargets, namesTargetsIn, targetOptions } from './rules/targets';
import { battleLockRefusal } from './rules/locks';
import { unmetRefusal } from './rules/unmet';
import { useCosts } from './rules/useCost';
import { abilityBulletKey, defOf, other, titleOf, zoneOf } from './state';
import { memo, readOnly } from './memo';
import { everyCardNamed, readAction } from './actions';
import type { Action, CardId, Choice, GameState, Refusal, Seat } from './types';
import { refuse, unworded } from './rules/refusal';

type Activated = Extract<Ability, { kind: 'activated' }>;

/** The decision the engine is waiting for, if any. */
export function pendingDecision(s: GameState): Decision | null {
  // Remembered while one question is answered: check() asks it for each candidate listed.
  return s.queue.length > 0 ? memo(s, 'decision', () => choicesFor(s, s.queue[0])) : null;
}

/** Who must act now: a player owing a decision, a player choosing a starting location, or the
 * holder of initiative. Null when the game is over. */
export function actor(s: GameState): Seat | null {
  if (s.winner !== null) return null;
  const d = pendingDecision(s);
  if (d) return d.seat;
  if (s.phase === 'setup') return s.players[s.firstPlayer].startChoice ? other(s.firstPlayer) : s.firstPlayer;
  return s.initiative;
}

const sameChoice = (a: Choice, b: Choice) => JSON.stringify(a) === JSON.stringify(b);

/** The bullets an activated ability has now: a weapon's bulleted abilities gain its host's
 * Quickdraw (R-ABIL-04). */
export function bulletsOf(s: GameState, card: CardId, a: Activated): number {
  if (!a.bullets) return 0;
  const host = s.table[card]?.under;
  return a.bullets + (host !== undefined && defOf(s, card).type === 'WEAPON' ? keywordValue(s, host, 'quickdraw') : 0);
}

/** The reasons a player may not use a card's ability (by its index) now whatever the targets
 * and payments: checkUse meets these first, and listing skips an ability they refuse. */
function abilityRefusal(s: GameState, seat: Seat, card: CardId, index: number): Refusal | null {
  const t = s.table[card];
  if (!t) return refuse('R-ABIL-02', 'Only cards in play have abilities you can use.');
  const ability = abilitiesOf(s, card)[index];
  if (!ability || ability.kind !== 'activated') return refuse('R-ABIL-01', () => `That is not an activated ability of ${titleOf(s, card)}.`);
  if (t.controller !== seat && !ability.usableBy) return refuse('R-ABIL-02', 'You may use only the abilities of your own cards.');
  return usedUpRefusal(s, seat, card, index, ability);
}

/** An ability with bullets used as many times as it may be this turn (R-ABIL-03). */
function usedUpRefusal(s: GameState, seat: Seat, card: CardId, index: number, ability: Activated): Refusal | null {
  if (!ability.bullets) return null;
  const bullets = bulletsOf(s, card, ability);
  if ((s.counters.bullets[abilityBulletKey(s, seat, card, index)] ?? 0) >= bullets) {
    return refuse('R-ABIL-03', () => `This ability may be used ${bullets === 1 ? 'once' : `${bullets} times`} each turn, and that is used up.`);
  }
  return null;
}

/** An ability of a card in play that `seat` may use (its own, or one it is allowed) which
 * checkUse refuses with any targets and payment: one used up this turn (the rest of what
 * abilityRefusal refuses is known of it), one that would reveal destiny from an empty reserve or
 * change a battle number already fixed, one whose "only if" fails and names no target, and one
 * with a cost that can't be paid and names no target (energy the active pile lacks: checkCosts
 * meets it whatever the targets and payment). */
function unusable(s: GameState, seat: Seat, card: CardId, index: number, ability: Activated): boolean {
  return usedUpRefusal(s, seat, card, index, ability) !== null || destinyRefusal(s, seat, '', ability.effect) !== null
    || battleLockRefusal(s, '', ability.effect) !== null
    || (ability.only !== undefined && !namesTargets(ability.only) && !holds(s, { seat, source: card, targets: [] }, ability.only))
    || costRefusedAnyway(s, seat, card, ability);
}

function costRefusedAnyway(s: GameState, seat: Seat, card: CardId, ability: Activated): boolean {
  for (const c of useCosts(s, seat, card, ability.cost)) {
    const refusal = costWord(c).refusal;
    if (refusal && !namesTargetsIn('cost', c) && refusal(s, seat, card, c, [])) return true;
  }
  return false;
}

function checkUse(s: GameState, a: Extract<Action, { type: 'use' }>): Refusal | null {
  const index = s.table[a.card] ? abilityIndex(s, a.card, a.ability) : -1;
  const first = abilityRefusal(s, a.seat, a.card, index);
  if (first) return first;
  const ability = abilitiesOf(s, a.card)[index] as Activated;
  const ctx = { seat: a.seat, source: a.card, targets: a.targets ?? [] };
  if (ability.only && !holds(s, ctx, ability.only)) {
    return unmetRefusal(s, ctx, ability.only, ability.targets, (part) => `${titleOf(s, a.card)}'s ability can be used only if ${part}.`);
  }
  const noReserve = destinyRefusal(s, a.seat, `${titleOf(s, a.card)}'s ability`, ability.effect);
  if (noReserve) return noReserve;
  const locked = battleLockRefusal(s, `${titleOf(s, a.card)}'s ability`, ability.effect);
  if (locked) return locked;
  // Targets are chosen before costs are paid (R-PLAY-02): a cost may name a target.
  return checkTargets(s, ctx, ability.targets ?? [], a.targets ?? []) ?? checkCosts(s, ctx, useCosts(s, a.seat, a.card, ability.cost), a.paying ?? []);
}

/**
 * Why untrusted input is not an action of this game, or null: the shape is read through the one
 * schema of actions, then every card it names is looked up in this game's decks, so no later
 * lookup meets an id it does not know (`0.999`, `__proto__`).
 */
export function inputRefusal(s: GameState, x: unknown): Refusal | null {
  const r = readAction(x);
  if (!r.ok) return refuse('ACTION-MALFORMED', () => `That is not an action of this game: it ${r.problem}.`);
  const known = everyCardNamed(r.action, (id) => Number(id.slice(2)) < s.decks[id.charCodeAt(0) === 48 ? 0 : 1].length);
  return !known ? refuse('ACTION-UNKNOWN-CARD', 'That action names a card that is not in this game.') : null;
}

/** Why an action the engine built is not legal now, or null when it is (legalActions). Input
 * from outside goes through inputRefusal first (the public check and apply). */
export function check(s: GameState, a: Action): Refusal | null {
  return readOnly(s, () => checkNow(s, a));
}

/** Whether an action names a card its player cannot see (every candidate listed is asked). */
function namesUnseen(s: GameState, a: Action): boolean {
  switch (a.type) {
    case 'drain': case 'attack': return unseen(s, a.seat, a.location);
    case 'move': return unseen(s, a.seat, a.card) || unseen(s, a.seat, a.to) || someUnseen(s, a.seat, a.transport);
    case 'play': return unseen(s, a.seat, a.card) || (a.at !== undefined && unseen(s, a.seat, a.at)) || someUnseen(s, a.seat, a.targets);
    case 'use': return unseen(s, a.seat, a.card) || someUnseen(s, a.seat, a.targets) || someUnseen(s, a.seat, a.paying);
    default: return false;
  }
}

function someUnseen(s: GameState, seat: Seat, ids: readonly CardId[] | undefined): boolean {
  if (ids) for (const id of ids) if (unseen(s, seat, id)) return true;
  return false;
}

/** A card of the other player that `seat` cannot see: in their hand or a face-down pile
 * (R-GEN-07). An action naming one is refused without naming it, so that a refusal never tells
 * one player what the other holds. */
function unseen(s: GameState, seat: Seat, id: CardId): boolean {
  if (s.table[id] || s.players[seat].hand.includes(id)) return false;
  const z = zoneOf(s, id);
  return z.z === 'pile' && z.seat !== seat && z.pile !== 'lost' && z.pile !== 'removed';
}

function checkNow(s: GameState, a: Action): Refusal | null {
  if (s.winner !== null) return refuse('R-WIN-01', 'The game is over.');
  if (a.seat !== 0 && a.seat !== 1) return refuse('R-GEN-01', 'There are two seats: 0 and 1.');
  // Conceding needs no initiative and waits for no one; it is never listed as a legal action.
  if (a.type === 'concede') return null;
  const who = actor(s);
  if (s.phase === 'setup') {
    if (a.type !== 'startLocation') return refuse('R-SETUP-05', 'First each player chooses a starting location.');
    if (who !== a.seat) return refuse('R-SETUP-05', () => `${seatName(who ?? 0)} chooses a starting location now.`);
    if (!s.players[a.seat].reserve.includes(a.card) || defOf(s, a.card).type !== 'LOCATION') {
      return refuse('R-SETUP-05', 'Choose a location from your own deck.');
    }
    return null;
  }
  const decision = pendingDecision(s);
  if (decision) {
    if (a.type !== 'choose' && s.battle && !isWindow(s.battle.step)) {
      return refuse('R-BATTLE-12', () => `No one holds initiative during a battle step, so only its choices can be made now: ${seatName(decision.seat)} must ${describeStep(decision)}.`);
    }
    if (a.type !== 'choose') return refuse('R-INIT-01', () => `${seatName(decision.seat)} must first make a choice (${describeStep(decision)}).`);
    if (a.seat !== decision.seat) return wrongChooser(s, decision, a.seat);
    // A listed choice is one of the decision's own objects (remembered for the state): found as itself.
    return decision.choices.includes(a.choice) || decision.choices.some((c) => sameChoice(c, a.choice)) ? null : badChoice(s, decision, a.choice);
  }
  if (a.type === 'choose') return refuse('R-INIT-01', 'There is no choice to make now.');
  if (a.type === 'startLocation') return refuse('R-SETUP-05', 'The game has already started.');
  if (s.initiative !== a.seat) {
    return refuse(s.initiative === null ? 'R-INIT-05' : 'R-INIT-01',
      s.initiative === null ? 'No one holds initiative during a battle step.' : `${seatName(s.initiative)} holds initiative.`);
  }
  if (namesUnseen(s, a)) return refuse('R-GEN-07', 'That card is not one you can see.');
  switch (a.type) {
    case 'pass': return null;
    case 'activate': return checkActivate(s, a.seat, a.amount);
    case 'drain': return checkDrain(s, a.seat, a.location);
    case 'attack': return checkAttack(s, a.seat, a.location);
    case 'move': return checkMove(s, a);
    case 'draw': return checkDraw(s, a.seat);
    case 'play': return checkPlay(s, a);
    case 'use': return checkUse(s, a);
  }
}

function ruleOfStep(d: Decision): string {
  switch (d.step.k) {
    case 'lose': return d.step.rule;
    case 'attrition': return 'R-BSTEP-12';
    case 'casualties': return 'R-BSTEP-23';
    case 'revealDestiny': return 'R-BSTEP-05';
    case 'destroyDamaged': return 'R-BSTEP-26';
    case 'orderTriggers': case 'orderInStep': return 'R-TRIG-05';
    default: return 'R-EFF-07';
  }
}

/** A choice made by the player who is not asked: during attrition, the rule that says why. */
function wrongChooser(s: GameState, d: Decision, seat: Seat): Refusal {
  if (d.step.k === 'attrition' && s.battle) {
    if (seat === s.battle.attacker) {
      return refuse('R-BSTEP-12', () => `Your attrition is met: no more of your cards are damaged for it. Now ${seatName(d.seat)} satisfies theirs.`);
    }
    return refuse('R-BSTEP-11', () => `The attacker satisfies attrition first: ${seatName(d.seat)} is choosing now, then you.`);
  }
  return refuse('R-INIT-01', () => `${seatName(d.seat)} makes this choice.`);
}

/** A choice that is not among the options, with the reason when the rules give one. */
function badChoice(s: GameState, d: Decision, c: Choice): Refusal {
  if (d.step.k === 'attrition') {
    const { open } = attritionCards(s, d.seat);
    const immuneFirst = 'ignoreAttrition' in c || ('damage' in c && s.table[c.damage] !== undefined && !open.includes(c.damage)
      && !s.table[c.damage].damaged);
    if (open.length > 0 && immuneFirst) {
      return refuse('R-BSTEP-13', () => `${titleOf(s, open[0])} is not immune to attrition: while attrition remains, your cards that are not immune are damaged first.`);
    }
  }
  return refuse(ruleOfStep(d), 'That choice is not one of the options.');
}

/** A plain-language name for what the engine is asking. */
export function describeStep(d: Decision): string {
  const st = d.step;
  switch (st.k) {
    case 'lose': return `lose ${st.n} energy, one card at a time`;
    case 'attrition': return `satisfy ${st.n} attrition`;
    case 'casualties': return `satisfy ${st.n} casualties`;
    case 'revealDestiny': return 'reveal battle destiny or not';
    case 'destroyDamaged': return 'choose the next damaged card to destroy';
    case 'orderTriggers': return 'choose which triggered ability goes on the stack next';
    case 'orderInStep': return 'choose which triggered ability resolves first';
    case 'optionalTrigger': return 'use an optional ability or not';
    case 'mayPay': return 'pay for an optional effect or not';
    case 'upTo': return `${st.what} up to ${st.max}`;
    case 'pick': return `choose ${st.n} card${st.n > 1 ? 's' : ''}`;
    case 'triggerTargets': return 'choose targets for a triggered ability';
    case 'playPlace': return 'choose where to play the card';
    case 'pickDestiny': return st.then ? 'choose the revealed card whose destiny counts' : 'choose the revealed card that counts for battle destiny';
    case 'usedOrder': return st.top.length === 0 ? 'choose the revealed card to put on top of your used pile'
      : 'choose the revealed card to put next, under the ones chosen';
    case 'reserveOrder': return st.top.length === 0 ? `choose the revealed card to put back on top of the ${st.pile === 'used' ? 'used pile' : 'reserve'}`
      : 'choose the revealed card to put back next, under the ones chosen';
    case 'nameNumber': return st.among ? `name a destiny among ${st.among.join(', ')}` : `name a number from 0 to ${st.max}`;
    case 'payX': return `pay X, from 0 to ${st.max}`;
    case 'saveFromDestroy': return 'pay to put a card on the reserve instead of its being destroyed, or not';
    default: return 'make a choice';
  }
}

/** An activated ability of a card in play, with what listing reads of it. */
interface InPlayAbility { card: CardId; controller: Seat; index: number; ability: Activated; id: AbilityId }

// The activated abilities of the cards in play, in table order: they follow from the table alone
// (which side of each card is up), so they are found once per frame; most cards have none.
function activatedInPlay(s: GameState): readonly InPlayAbility[] {
  return steady(s, 'activated', () => {
    const out: InPlayAbility[] = [];
    for (const card in s.table) {
      const abilities = abilitiesOf(s, card);
      for (let index = 0; index < abilities.length; index++) {
        const ability = abilities[index];
        if (ability.kind === 'activated') out.push({ card, controller: s.table[card].controller, index, ability, id: abilityIds(s, card)[index] });
      }
    }
    return out;
  });
}

function useCandidates(s: GameState, seat: Seat, every: boolean): Action[] {
  const out: Action[] = [];
  for (const { card, controller, index, ability: ab, id: ability } of activatedInPlay(s)) {
    if (controller !== seat && !ab.usableBy) continue;
    if (!every && unusable(s, seat, card, index, ab)) continue;
    const ctx = { seat, source: card, targets: [] };
    const payings = payingOptions(s, ctx, ab.cost);
    if (payings.length === 0) continue;
    const choices = targetOptions(s, ctx, ab.targets ?? []);
    for (const paying of payings) {
      for (const targets of choices) {
        const a: Extract<Action, { type: 'use' }> = { type: 'use', seat, card, ability };
        if (targets.length) a.targets = targets;
        if (paying.length) a.paying = paying;
        out.push(a);
      }
    }
  }
  return out;
}

// The actions last listed for each state, frozen: applying one of these very objects to the
// state it was listed for needs no second check (apply). A state never changes once handed out.
const listedFor = new WeakMap<GameState, readonly Action[]>();

/** Every legal action for whoever must act now. The actions are frozen. */
export function legalActions(s: GameState): Action[] {
  const list = readOnly(s, () => unworded(() => listLegal(s)));
  for (const a of list) freeze(a);
  listedFor.set(s, list.slice());
  return list;
}

/** Whether check() accepted this very action object when legalActions listed it for this state. */
export function wasListed(s: GameState, a: unknown): boolean {
  return listedFor.get(s)?.includes(a as Action) ?? false;
}

function freeze(x: object): void {
  Object.freeze(x);
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freeze(v);
  }
}

function listLegal(s: GameState): Action[] {
  // Inside legalActions' read-only scope already: check() without opening it again.
  return candidates(s).filter((a) => checkNow(s, a) === null);
}

/**
 * The actions legalActions() puts through check(): setup's starting locations, the choices of a
 * pending decision, or a pass, the phase actions and every play and use. Unless `every`, what
 * check() refuses before it looks at the amount, the place, the targets or the payment is left
 * out before those are expanded (a card outside its owner's deploy phase, an ability used up, an
 * attack during a battle). `every` expands it all: the reference the tests hold the shorter list
 * to (it must come out the same).
 */
export function candidates(s: GameState, every = false): Action[] {
  const who = actor(s);
  if (who === null) return [];
  if (s.phase === 'setup') {
    const seen = new Set<string>();
    return s.players[who].reserve.filter((c) => {
      const d = defOf(s, c);
      if (d.type !== 'LOCATION' || seen.has(d.number)) return false;
      seen.add(d.number);
      return true;
    }).map((card) => ({ type: 'startLocation', seat: who, card }));
  }
  const decision = pendingDecision(s);
  if (decision) return decision.choices.map((choice) => ({ type: 'choose', seat: decision.seat, choice }));
  const out: Action[] = [{ type: 'pass', seat: who }];
  if (s.turnPlayer === who && s.stack.length === 0) {
    switch (s.phase) {
      case 'activate':
        if (!every && activationRefusal(s, who)) break;
        for (let amount = activationMax(s, who); amount >= 0; amount--) out.push({ type: 'activate', seat: who, amount });
        break;
      case 'control':
        for (const location of s.row) out.push({ type: 'drain', seat: who, location });
        break;
      case 'battle':
        if (!every && attackRefusal(s, who)) break;
        for (const location of s.row) out.push({ type: 'attack', seat: who, location });
        break;
      case 'move':
        out.push(...moveCandidates(s, who));
        break;
      case 'draw':
        out.push({ type: 'draw', seat: who });
        break;
    }
    if (s.phase !== 'move' && movementsGranted(s, who)) out.push(...moveCandidates(s, who));
  }
  out.push(...playCandidates(s, who, every), ...useCandidates(s, who, every));
  return out;
}

/** Why `card` in `seat`'s hand cannot be played now, or null when some play of it is legal: the
 * refusal met by most of its places, modes and targets (the one a player most likely meets), or
 * the plain play's refusal when the card has nowhere to go at all (hints in every game). */
export function playRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  return readOnly(s, () => {
    const plain = checkNow(s, { type: 'play', seat, card });
    const plays = unworded(() => playCandidates(s, seat, true)).filter((a) => a.card === card);
    if (plays.length === 0) return plain;
    const met = new Map<string, { refusal: Refusal; n: number }>();
    for (const a of plays) {
      const r = checkNow(s, a);
      if (!r) return null;
      const key = `${r.rule}\n${r.reason}`;
      const seen = met.get(key);
      if (seen) seen.n++;
      else met.set(key, { refusal: r, n: 1 });
    }
    return [...met.values()].reduce((a, b) => (b.n > a.n ? b : a)).refusal;
  });
}
