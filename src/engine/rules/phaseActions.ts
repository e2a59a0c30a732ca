// The phase actions (R-TURN-03): activation, drain, attack, movement and draw, each with every
// reason it may be refused.
import { combinations } from '../abilities/costs';
import { whoseCost } from './play';
import { hasLabel, matches } from '../abilities/select';
import { changesOf } from '../abilities/continuous';
import {
  activationMax, adjacent, controls, energyIcons, forcesAt, isSector, isShip, isSite, isUnit, locationOf, related,
} from '../derive/locations';
import { cannotMove, freeCapacity, keywordValue, moveBarred, playerCannot, sizeAboard } from '../derive/stats';
import { defOf, energyOf, other, titleOf } from '../state';
import { holds } from '../abilities/conditions';
import type { Action, CardId, GameState, Refusal, Seat } from '../types';
import { refuse } from './refusal';


/** Common to every phase action: your phase, initiative, empty stack (R-TURN-03). */
export function phaseActionRefusal(s: GameState, seat: Seat, phase: GameState['phase'], name: string, rule: string): Refusal | null {
  if (s.turnPlayer !== seat) return refuse('R-TURN-03', () => `Only the player whose turn it is may take the ${name} action.`);
  if (s.phase !== phase) return refuse(rule, () => `The ${name} action belongs to the ${phase} phase; it is the ${s.phase} phase.`);
  if (s.stack.length > 0) return refuse('R-STACK-02', () => `The ${name} action needs an empty stack.`);
  return null;
}

/** The activation checks whatever the amount: checkActivate makes them first, and listing offers
 * amounts only when they pass. */
export function activationRefusal(s: GameState, seat: Seat): Refusal | null {
  const r = phaseActionRefusal(s, seat, 'activate', 'activation', 'R-ACT-01');
  if (r) return r;
  if (s.counters.activated) {
    return refuse('R-ACT-01', 'You have already taken your activation action this phase; whatever you did not declare is forfeited (R-ACT-04).');
  }
  return null;
}

export function checkActivate(s: GameState, seat: Seat, amount: number): Refusal | null {
  const r = activationRefusal(s, seat);
  if (r) return r;
  const max = activationMax(s, seat);
  if (!Number.isInteger(amount) || amount < 0 || amount > max) {
    return refuse('R-ACT-02', () => `You may activate from 0 to ${max} (energy icons on your side + 1).`);
  }
  return null;
}

/** The drain checks, also made again when the drain resolves (R-DRAIN-07). */
export function drainTargetRefusal(s: GameState, seat: Seat, loc: CardId): Refusal | null {
  if (!s.row.includes(loc)) return refuse('R-DRAIN-01', 'A drain targets a location in play.');
  if (!controls(s, seat, loc)) return refuse('R-DRAIN-01', () => `You don't control ${titleOf(s, loc)}: you need a ship or unit there and your opponent none.`);
  if (energyIcons(s, loc, other(seat)) === 0) return refuse('R-DRAIN-01', () => `${titleOf(s, loc)} has no energy icon on your opponent's side.`);
  if (playerCannot(s, 'drain', seat, loc)) return refuse('R-GEN-03', () => `A card in play says you can't drain at ${titleOf(s, loc)}.`);
  return null;
}

export function checkDrain(s: GameState, seat: Seat, loc: CardId): Refusal | null {
  const r = phaseActionRefusal(s, seat, 'control', 'drain', 'R-DRAIN-01');
  if (r) return r;
  if (s.counters.drained.includes(loc)) return refuse('R-DRAIN-02', () => `${titleOf(s, loc)} has already been drained this phase.`);
  for (const a of changesOf(s, 'drainsEachTurn')) {
    if (whoseCost(a.change.who ?? 'any', a.seat, seat) && s.counters.drained.length >= a.change.drainsEachTurn) {
      return refuse('R-GEN-03', () => `${titleOf(s, a.source)} lets you drain at no more than ${a.change.drainsEachTurn} locations this turn.`);
    }
  }
  return drainTargetRefusal(s, seat, loc) ?? actionCostRefusal(s, seat, 'drain', loc);
}

/** What a drain or an attack at `loc` costs this player: energy to pay (an attack's 1, R-BATTLE-01,
 * changed by abilities, never below 0; plus additional costs) and energy to lose (R-PLAY-04). */
export function actionCost(s: GameState, seat: Seat, what: 'drain' | 'attack', loc: CardId): { pay: number; lose: number } {
  const out = { pay: 0, lose: 0 };
  let base = what === 'attack' ? 1 : 0;
  for (const a of changesOf(s, 'costs')) {
    const c = a.change;
    if (c.to !== what || !whoseCost(c.who, a.seat, seat)) continue;
    if (!matches(s, { seat: a.seat, source: a.source, targets: [] }, c.of, loc)) continue;
    if (c.ifPlayer && !holds(s, { seat, source: a.source, targets: [] }, c.ifPlayer)) continue;
    if (c.additional) out[c.additional] += c.costs;
    else base += c.costs;
  }
  out.pay += Math.max(0, base);
  return out;
}

function actionCostRefusal(s: GameState, seat: Seat, what: 'drain' | 'attack', loc: CardId): Refusal | null {
  const c = actionCost(s, seat, what, loc);
  const p = s.players[seat];
  const rule = what === 'attack' ? 'R-BATTLE-01' : 'R-PLAY-04';
  if (p.active.length < c.pay) return refuse(rule, () => `${what === 'attack' ? 'Attacking' : 'Draining'} at ${titleOf(s, loc)} costs ${c.pay} energy from your active pile; you have ${p.active.length}.`);
  if (c.lose > 0 && energyOf(s, seat) + p.hand.length - c.pay < c.lose) return refuse('R-PLAY-04', () => `${what === 'attack' ? 'Attacking' : 'Draining'} at ${titleOf(s, loc)} needs you to lose ${c.lose} energy as well; you don't have that much.`);
  return null;
}

export function attackTargetRefusal(s: GameState, loc: CardId): Refusal | null {
  if (!s.row.includes(loc)) return refuse('R-BATTLE-01', 'An attack targets a location in play.');
  if (forcesAt(s, loc, 0).length === 0 || forcesAt(s, loc, 1).length === 0) {
    return refuse('R-BATTLE-01', () => `Both players need a unit or ship at ${titleOf(s, loc)} to battle there.`);
  }
  return null;
}

/** The attack checks wherever it would be: checkAttack makes them first, and listing offers
 * locations only when they pass. */
export function attackRefusal(s: GameState, seat: Seat): Refusal | null {
  const r = phaseActionRefusal(s, seat, 'battle', 'attack', 'R-BATTLE-01');
  if (r) return r;
  return s.battle ? refuse('R-BATTLE-04', 'Finish the battle in progress before attacking again.') : null;
}

export function checkAttack(s: GameState, seat: Seat, loc: CardId): Refusal | null {
  const r = attackRefusal(s, seat);
  if (r) return r;
  if (s.counters.attacked.includes(loc)) return refuse('R-BATTLE-02', () => `You have already attacked at ${titleOf(s, loc)} this phase.`);
  if (playerCannot(s, 'attack', seat, loc)) return refuse('R-GEN-03', () => `A card in play says you can't attack at ${titleOf(s, loc)}.`);
  return actionCostRefusal(s, seat, 'attack', loc) ?? attackTargetRefusal(s, loc);
}

/** Why `card` makes no movement anywhere now: moveRefusal meets this first, and listing looks for
 * destinations only when it passes. */
function moverRefusal(s: GameState, seat: Seat, card: CardId): Refusal | null {
  const t = s.table[card];
  if (!t || t.controller !== seat || !(isShip(s, card) || isUnit(s, card))) {
    return refuse('R-MOVE-03', 'Only your own ships and units make movements.');
  }
  return cannotMove(s, card) ? refuse('R-GEN-03', () => `${titleOf(s, card)} can't move now.`) : null;
}

/** Which of the five movement forms takes `card` to `to`, or why none does (R-MOVE-04..08). */
export function moveRefusal(s: GameState, seat: Seat, card: CardId, to: CardId): Refusal | null {
  return moverRefusal(s, seat, card) ?? destinationRefusal(s, seat, card, to)
    ?? (moveBarred(s, seat, locationOf(s, card), s.row.includes(to) ? to : locationOf(s, to))
      ? refuse('R-GEN-03', 'A card in play says you can move to or from there only in your own move phase.') : null);
}

/** Where a card that may move can go (moveRefusal after moverRefusal). */
function destinationRefusal(s: GameState, seat: Seat, card: CardId, to: CardId): Refusal | null {
  const t = s.table[card];
  if (isShip(s, card)) {
    if (!s.row.includes(to) || !isSector(s, to) || to === t.at) return refuse('R-MOVE-04', 'A ship moves from its sector to another sector.');
    return null;
  }
  const aboard = t.under !== undefined ? t.under : undefined;
  if (aboard === undefined) {
    if (s.row.includes(to)) return adjacent(s, t.at!, to) ? null : refuse('R-MOVE-05', 'A unit at a site moves only to an adjacent related site.');
    if (isShip(s, to) && s.table[to]?.controller === seat) {
      const sector = locationOf(s, to)!;
      if (!related(s, t.at!, sector)) return refuse('R-MOVE-06', 'A unit boards only your ship at a sector related to its site.');
      return capacityRefusal(s, card, to, 'R-MOVE-06');
    }
    return refuse('R-MOVE-03', 'That is not one of the five movements.');
  }
  const sector = locationOf(s, aboard)!;
  if (s.row.includes(to)) {
    return isSite(s, to) && related(s, sector, to) ? null : refuse('R-MOVE-07', 'A unit aboard a ship moves to a site related to the ship\'s sector.');
  }
  if (isShip(s, to) && to !== aboard && s.table[to]?.controller === seat && locationOf(s, to) === sector) {
    return capacityRefusal(s, card, to, 'R-MOVE-08');
  }
  return refuse('R-MOVE-03', 'That is not one of the five movements.');
}

function capacityRefusal(s: GameState, card: CardId, ship: CardId, rule: string): Refusal | null {
  const need = sizeAboard(s, card, ship);
  return freeCapacity(s, ship) >= need ? null
    : refuse(rule, () => `${titleOf(s, ship)} has ${freeCapacity(s, ship)} capacity left; ${titleOf(s, card)} needs ${need} (AMB-06).`);
}

/** Cards that Transport may carry along with any movement action: a ship its fighters, a vehicle
 * its characters, from where the mover is (a site, or aboard the same ship) to where it goes
 * (R-MOVE-11, AMB-12). */
export function transportable(s: GameState, card: CardId): CardId[] {
  const t = s.table[card];
  if (keywordValue(s, card, 'transport') === 0) return [];
  const ship = isShip(s, card);
  return Object.keys(s.table).filter((c) => {
    const x = s.table[c];
    return c !== card && x.controller === t.controller && x.at === t.at && x.under === t.under && !cannotMove(s, c)
      && (ship ? isShip(s, c) && hasLabel(s, c, 'Fighter') : defOf(s, c).type === 'CHARACTER');
  });
}

/** What a movement action of this card costs: 1, changed by abilities (Juggernaut Tender), never below 0. */
export function moveCost(s: GameState, card: CardId): number {
  let n = 1;
  for (const a of changesOf(s, 'costs')) {
    const c = a.change;
    if (c.to === 'move' && whoseCost(c.who, a.seat, s.table[card]?.controller ?? a.seat) && matches(s, { seat: a.seat, source: a.source, targets: [] }, c.of, card)) n += c.costs;
  }
  return Math.max(0, n);
}

/** An effect lets this player perform movements as if it were their move phase (Simple Wager). */
export function movementsGranted(s: GameState, seat: Seat): boolean {
  return s.turnPlayer === seat && changesOf(s, 'movementsAsInMovePhase').some((a) => a.seat === seat);
}

export function checkMove(s: GameState, a: Extract<Action, { type: 'move' }>): Refusal | null {
  const granted = s.phase !== 'move' && movementsGranted(s, a.seat);
  const r = phaseActionRefusal(s, a.seat, granted ? s.phase : 'move', 'movement', 'R-MOVE-01');
  if (r) return r;
  const cost = moveCost(s, a.card);
  if (s.players[a.seat].active.length < cost) return refuse('R-MOVE-01', () => `This movement costs ${cost} energy from your active pile.`);
  const m = moveRefusal(s, a.seat, a.card, a.to);
  if (m) return m;
  const carried = a.transport ?? [];
  if (carried.length > 0 && granted) return refuse('R-MOVE-12', 'Transport works only with movement actions in your move phase.');
  if (carried.length > 0) {
    const allowed = transportable(s, a.card);
    if (carried.length > keywordValue(s, a.card, 'transport')) return refuse('R-MOVE-11', () => `${titleOf(s, a.card)} transports at most ${keywordValue(s, a.card, 'transport')}.`);
    if (carried.some((c, i) => !allowed.includes(c) || carried.indexOf(c) !== i)) {
      return refuse('R-MOVE-11', 'Transport carries your fighters (ships) or characters (vehicles) from the same place.');
    }
    // Carried cards that go aboard a ship need room there too, as the forms that board say (AMB-06).
    if (isShip(s, a.to)) {
      const need = [a.card, ...carried].reduce((n, c) => n + sizeAboard(s, c, a.to), 0);
      if (freeCapacity(s, a.to) < need) {
        return refuse(s.table[a.card].under === undefined ? 'R-MOVE-06' : 'R-MOVE-08',
          () => `${titleOf(s, a.to)} has ${freeCapacity(s, a.to)} capacity left; ${titleOf(s, a.card)} and the cards it transports need ${need}.`);
      }
    }
  }
  return null;
}

/** Every movement with every choice of cards carried along (bounded). */
export function moveCandidates(s: GameState, seat: Seat): Extract<Action, { type: 'move' }>[] {
  const out: Extract<Action, { type: 'move' }>[] = [];
  const dests = [...s.row, ...Object.keys(s.table).filter((c) => isShip(s, c) && s.table[c].controller === seat)];
  for (const card in s.table) {
    if (moverRefusal(s, seat, card)) continue;
    // What it may carry is worked out once it has somewhere to go.
    let can: CardId[] | undefined;
    let max = 0;
    for (const to of dests) {
      if (destinationRefusal(s, seat, card, to)) continue;
      out.push({ type: 'move', seat, card, to });
      if (!can) {
        can = transportable(s, card);
        max = Math.min(can.length, keywordValue(s, card, 'transport'));
      }
      for (let n = 1; n <= max; n++) {
        for (const transport of combinations(can, n).slice(0, 16)) out.push({ type: 'move', seat, card, to, transport });
      }
    }
  }
  return out;
}

export function checkDraw(s: GameState, seat: Seat): Refusal | null {
  const r = phaseActionRefusal(s, seat, 'draw', 'draw', 'R-DRAW-01');
  if (r) return r;
  if (playerCannot(s, 'draw', seat)) return refuse('R-DRAW-04', 'An effect stops you drawing this turn.');
  if (s.players[seat].active.length === 0) return refuse('R-DRAW-01', 'Your active pile is empty: there is nothing to draw.');
  const extra = drawCost(s, seat);
  if (extra > 0 && s.players[seat].active.length < extra + 1) {
    return refuse('R-PLAY-04', () => `Each draw now costs ${extra} energy as well, paid from your active pile before the card is drawn; you have ${s.players[seat].active.length} cards there.`);
  }
  return null;
}

/** What cards in play add to a draw action: energy to pay first (Energy Conduit). */
export function drawCost(s: GameState, seat: Seat): number {
  let n = 0;
  for (const a of changesOf(s, 'costs')) if (a.change.to === 'draw' && whoseCost(a.change.who, a.seat, seat)) n += a.change.costs;
  return Math.max(0, n);
}
