// Moments of a game written as data, for a lesson step to end at: "the deploy phase", "a battle at
// its attrition step", "P1 has a decision to make". Every field given must hold.
import { actor, pendingDecision } from '../../engine';
import type { BattleStep, GameState, Phase, Seat } from '../../engine';

export interface Moment {
  phase?: Phase;
  turn?: number;
  turnPlayer?: Seat;
  /** The battle's step, or 'none' while no battle is under way. */
  battle?: BattleStep | 'none';
  /** The kind of decision pending (a queue step: 'lose', 'attrition', ...), or 'none'. */
  decision?: string;
  /** Who must act now. */
  actor?: Seat | 'nobody';
  /** How many items are on the stack. */
  stack?: number;
  winner?: Seat | 'draw';
}

export function reached(s: GameState, m: Moment): boolean {
  if (m.phase !== undefined && s.phase !== m.phase) return false;
  if (m.turn !== undefined && s.turn !== m.turn) return false;
  if (m.turnPlayer !== undefined && s.turnPlayer !== m.turnPlayer) return false;
  if (m.battle !== undefined && (s.battle?.step ?? 'none') !== m.battle) return false;
  if (m.decision !== undefined && (pendingDecision(s)?.step.k ?? 'none') !== m.decision) return false;
  if (m.actor !== undefined && (actor(s) ?? 'nobody') !== m.actor) return false;
  if (m.stack !== undefined && s.stack.length !== m.stack) return false;
  if (m.winner !== undefined && s.winner !== m.winner) return false;
  return true;
}
