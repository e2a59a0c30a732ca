// Hot-seat rules of the table (not of the game): when the screen must be handed over, and when a
// player's pass is a formality the table may make for them.
import { pendingDecision } from '../engine';
import type { Action, GameState, Phase, Seat } from '../engine';

export interface AutoPassSettings {
  autoPass: boolean;
  /** Phases where play always waits for that seat, auto-pass or not. */
  stops: [Phase[], Phase[]];
}

/** Would showing this seat's view reveal something the other player must not see? */
export function showsHiddenInfo(s: GameState, seat: Seat): boolean {
  const decision = pendingDecision(s);
  return s.phase === 'setup' || s.players[seat].hand.length > 0 || (decision?.seat === seat && decision.step.k === 'pick');
}

/** A response window: someone else's move to answer, a battle window, or the opponent's phase.
 * The turn player's own phase with an empty stack is never one: passing there ends the phase. */
export function isResponseWindow(s: GameState, seat: Seat): boolean {
  if (pendingDecision(s)) return false;
  return s.stack.length > 0 || s.battle !== null || seat !== s.turnPlayer;
}

/** The pass the table makes for `seat`, or null when the player must decide. */
export function autoPassFor(s: GameState, legal: readonly Action[], seat: Seat | null, settings: AutoPassSettings): Action | null {
  if (!settings.autoPass || seat === null || legal.length === 0) return null;
  if (!legal.every((a) => a.type === 'pass')) return null;
  if (settings.stops[seat].includes(s.phase) || !isResponseWindow(s, seat)) return null;
  return legal[0];
}
