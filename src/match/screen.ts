// Whose view the screen shows. Hidden cards are shown only to their owner, on a screen handed
// over to them; a decision that needs none of them is taken on a shared screen, both hands
// covered, so the screen changes hands only when a player must see their own hidden cards.
import { pendingDecision } from '../engine';
import type { Action, CardId, GameState, Seat } from '../engine';
import type { GameDef, GameTypes } from '../game';

export type Screen =
  /** One seat's own view, its hand included. */
  | { kind: 'seat'; seat: Seat }
  /** Both players look: no hand is shown; `seat` decides. `near`: the side of the table at the
   * bottom, the seat whose own screen it last was: a decision taken at a shared screen does not
   * turn the board over (the device has not moved). */
  | { kind: 'shared'; seat: Seat; near: Seat }
  /** Between seats: no hidden card of either player is shown until `to` takes the screen. */
  | { kind: 'handOver'; to: Seat };

/** The seat whose side of the table is at the bottom of the screen, or null while it is being
 * handed over. */
export function screenSeat(screen: Screen): Seat | null {
  return screen.kind === 'handOver' ? null : screen.seat;
}

/** The seat whose side of the table is drawn at the bottom: the screen's own seat, or on a shared
 * screen the seat that last had its own; null while the screen is being handed over. */
export function nearSeat(screen: Screen): Seat | null {
  return screen.kind === 'handOver' ? null : screen.kind === 'shared' ? screen.near : screen.seat;
}

/** A shared screen for `seat` to decide at, the board kept the way up it was. */
const sharedAfter = (current: Exclude<Screen, { kind: 'handOver' }>, seat: Seat): Screen =>
  ({ kind: 'shared', seat, near: current.kind === 'shared' ? current.near : current.seat });

/** The cards an action or a choice names. */
function named(x: unknown, out: CardId[] = []): CardId[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) for (const v of x) named(v, out);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) if (k !== 'type') named(v, out);
  return out;
}

/** Does the action name a card of its player's hand or face-down piles (a card to play, a
 * starting location, a card to lose from hand or take from the reserve)? */
export function namesHiddenCard(s: GameState, a: Action): boolean {
  const p = s.players[a.seat];
  return named(a).some((id) => p.hand.includes(id) || p.reserve.includes(id) || p.active.includes(id) || p.used.includes(id));
}

/**
 * Must `seat` see its own hidden cards to decide?
 *
 * - With initiative (playing, responding, passing): when it may play a card from its hand (or
 *   choose a starting location from its deck). Activating, draining, attacking, moving, using a
 *   card in play and passing name no hidden card.
 * - Answering a question of the rules (losing energy, casualties, battle destiny, which damaged
 *   card goes first, the order of triggers...): only when no option is public. Where some are
 *   (the top card of a pile, a card on the table) the shared screen offers those, and the
 *   player may still ask for their own screen to answer with a card from hand (`askOwnScreen`).
 */
export function needsOwnScreen(s: GameState, legal: readonly Action[], seat: Seat): boolean {
  const mine = legal.filter((a) => a.seat === seat);
  const hidden = mine.filter((a) => namesHiddenCard(s, a));
  if (hidden.length === 0) return false;
  return pendingDecision(s) === null || hidden.length === mine.length;
}

export interface ScreenRules {
  /** Which seats are played at this screen (a seat played by a program never takes it). */
  atScreen: readonly [boolean, boolean];
  /** Hand the screen over at every change of seat, never sharing it. */
  alwaysHandOver: boolean;
}

/** What the screen shows once `game` of `def`'s game is reached from `current`: the same view while the same
 * seat acts at its own screen; else a shared screen when the next decision needs no hidden card,
 * and a hand-over when it does. */
export function screenAfter<T extends GameTypes>(def: GameDef<T>, game: T['state'], legal: readonly T['action'][], current: Screen, rules: ScreenRules): Screen {
  const next = def.actor(game);
  if (next === null) {
    // Game over: the result is read together, both hands covered.
    return rules.alwaysHandOver || current.kind !== 'seat' ? current : sharedAfter(current, current.seat);
  }
  if (!rules.atScreen[next]) return current;
  if (current.kind === 'handOver') return current.to === next ? current : { kind: 'handOver', to: next };
  if (current.kind === 'seat' && current.seat === next) return current;
  if (rules.alwaysHandOver) {
    return current.kind === 'seat' && !def.showsHiddenInfo(game, next) ? { kind: 'seat', seat: next } : { kind: 'handOver', to: next };
  }
  return def.needsOwnScreen(game, legal, next) ? { kind: 'handOver', to: next } : sharedAfter(current, next);
}
