// When a player's pass is a formality the table may make for them: the rules leave them nothing
// else to do in a response window, and they asked for it.
import type { Action, GameState, Phase, Seat } from '../engine';
import { pendingDecision } from '../engine';
import type { PassSettings } from '../game';

export interface AutoPassSettings {
  autoPass: boolean;
  /** Phases where play always waits for that seat, auto-pass or not. */
  stops: [Phase[], Phase[]];
}

/** A response window: someone else's move to answer, a battle window, or the opponent's phase.
 * The turn player's own phase with an empty stack is never one: passing there ends the phase. */
export function isResponseWindow(s: GameState, seat: Seat): boolean {
  if (pendingDecision(s)) return false;
  return s.stack.length > 0 || s.battle !== null || seat !== s.turnPlayer;
}

/** The pass the table makes for `seat`, or null when the player must decide. */
export function autoPassFor(s: GameState, legal: readonly Action[], seat: Seat | null, settings: PassSettings): Action | null {
  if (!settings.autoPass || seat === null || legal.length === 0) return null;
  if (!legal.every((a) => a.type === 'pass')) return null;
  if (settings.stops[seat].includes(s.phase) || !isResponseWindow(s, seat)) return null;
  return legal[0];
}

/** The table's passing policy with nothing switched off, to recognise its passes in a saved game. */
export const ALWAYS_PASS: AutoPassSettings = { autoPass: true, stops: [[], []] };
