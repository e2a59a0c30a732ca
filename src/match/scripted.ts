// A seat played from a script (a lesson's other player, a puzzle's opponent): asked for an action,
// it takes the first legal one its next line accepts. When the line has no legal match yet (its
// moment has not come) or there is no line, it passes; with a decision to make instead, it gives
// the answer `otherwise` picks, or fails out loud.
import { describeStep, pendingDecision } from '../engine';
import type { Action } from '../engine';
import type { DecisionRequest, SeatController } from './session';

/** One move of a script: which of the legal actions it means. */
export type ScriptLine = (action: Action) => boolean;

export interface Script {
  /** The line to play now, or null when the script has nothing to do at this moment. */
  next(request: DecisionRequest): ScriptLine | null;
  /** The answer to a decision the script has no line for; without it such a decision fails. */
  otherwise?(request: DecisionRequest): Action | undefined;
}

export function scriptedSeat(script: Script): SeatController {
  return {
    kind: 'program',
    decide(request) {
      const line = script.next(request);
      const scripted = line ? request.legal.find(line) : undefined;
      if (scripted) return scripted;
      const pass = request.legal.find((a) => a.type === 'pass');
      if (pass) return pass;
      const fallback = script.otherwise?.(request);
      if (fallback) return fallback;
      const decision = pendingDecision(request.game);
      // A promise refused, so the session shows it as the program's failure instead of throwing.
      return Promise.reject(new Error(`the script has no move for: ${decision ? describeStep(decision) : 'this moment'}`));
    },
  };
}
