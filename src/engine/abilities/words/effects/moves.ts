// Effects that move cards in play: a move by an ability (not a movement action, R-ABIL-08) and
// granted movements (movement actions made now, R-MOVE-09).
import { isShip, isUnit, locationOf } from '../../../derive/locations';
import { cannotMove } from '../../../derive/stats';
import { moveCost, moveRefusal } from '../../../rules/phaseActions';
import { log, relocate, titleOf } from '../../../state';
import type { Game } from '../../../state';
import type { CardId, GameState, Seat, Step } from '../../../types';
import { emit } from '../../../triggers';
import { effect } from '../../define';
import { amountFor, pay, refCards } from '../../effects';
import { node } from '../../schema';
import { refCardOf } from '../../select';

/** Moves a card in play (each of an "any number of targets" group) to a location or aboard a ship. */
export const move = effect('move', { card: node('ref'), to: node('ref') }, {
  text: (e, say): string => `move ${say.ref(e.card)} to ${say.ref(e.to)} (not a movement)`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const to = refCardOf(s, ctx, e.to);
    if (to === undefined || !s.table[to]) return [];
    for (const id of refCards(g, ctx, e.card)) {
      if (!s.table[id] || locationOf(s, id) === to) continue;
      if (cannotMove(s, id)) { log(g, 'move', `${titleOf(s, id)} can't move (R-GEN-03).`); continue; }
      relocate(g, id, to);
      log(g, 'move', `${titleOf(s, id)} is moved to ${titleOf(s, to)} (not a movement action, R-ABIL-08).`);
      emit(g, { event: 'moved', card: id, location: locationOf(s, id), seat: s.table[id].controller });
    }
    return [];
  },
});

/** One of the movement forms this card could make now, paid as a movement (R-MOVE-01, R-MOVE-09). */
function movementDestinations(s: GameState, seat: Seat, card: CardId): CardId[] {
  if (s.players[seat].active.length < moveCost(s, card)) return [];
  const dests = [...s.row, ...Object.keys(s.table).filter((c) => isShip(s, c) && s.table[c].controller === seat)];
  return dests.filter((to) => moveRefusal(s, seat, card, to) === null);
}

/** The cards a granted movement may move now, or (once a card is picked) its destinations. */
export function movementChoices(s: GameState, step: Extract<Step, { k: 'movement' }>): CardId[] {
  if (step.card !== undefined) return movementDestinations(s, step.seat, step.card);
  return Object.keys(s.table).filter((c) => s.table[c].controller === step.seat && (isShip(s, c) || isUnit(s, c))
    && movementDestinations(s, step.seat, c).length > 0);
}

/** A granted movement: paid like a movement action, made at once, with nothing transported
 * (R-MOVE-12). */
export function makeMovement(g: Game, seat: Seat, card: CardId, to: CardId): void {
  const s = g.s;
  const cost = moveCost(s, card);
  pay(g, seat, cost);
  relocate(g, card, to);
  log(g, 'move', `P${seat + 1} pays ${cost} and ${titleOf(s, card)} moves to ${titleOf(s, to)} (a movement, R-MOVE-09).`);
  emit(g, { event: 'moved', card, location: locationOf(s, card), seat: s.table[card].controller });
}

/** "You may make up to N movements": movement actions (the five forms only, R-MOVE-09) made now,
 * one at a time, each at its usual cost; Transport can't be used with them (R-MOVE-12). */
export const movements = effect('movements', { count: node('amount') }, {
  text: (e, say): string => `make up to ${say.amount(e.count)} movements`,
  asks: ['movement'],
  run: (g, ctx, e): Step[] => {
    const n = amountFor(g, ctx, e.count);
    return n > 0 ? [{ k: 'movement', seat: ctx.seat, left: n }] : [];
  },
});
