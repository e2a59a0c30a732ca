// Whether a puzzle is solved, failed or still open, decided on the engine's states: the actions
// taken so far are replayed from the puzzle's position and each state is looked at in turn, so a
// battle won and then left behind still counts.
import { apply, energyOf } from '../../engine';
import type { Action, GameState } from '../../engine';
import { reached } from '../coach/conditions';
import type { Loaded } from '../../scenario/load';
import type { Goal, Puzzle } from './types';

export type Outcome = 'open' | 'solved' | 'failed';

/** The goal holds in this state. */
export function goalMet(goal: Goal, s: GameState, l: Loaded): boolean {
  switch (goal.kind) {
    case 'win':
      return s.winner === 0;
    case 'winBattle':
      return s.battle !== null && s.battle.winner === 0
        && (goal.at === undefined || s.battle.location === l.ref(goal.at, 'goal.at'));
    case 'survive':
      return s.winner !== 1 && energyOf(s, 0) >= (goal.energy ?? 1);
  }
}

/** A survival is judged when the limit comes; any other goal as soon as it holds. */
const judgedAtLimit = (goal: Goal) => goal.kind === 'survive';

/** The outcome of one state, given that no earlier state settled it. */
function judge(p: Puzzle, s: GameState, l: Loaded): Outcome {
  const atLimit = reached(s, p.limit) || s.winner !== null;
  if (judgedAtLimit(p.goal)) return atLimit ? (goalMet(p.goal, s, l) ? 'solved' : 'failed') : 'open';
  if (goalMet(p.goal, s, l)) return 'solved';
  return atLimit ? 'failed' : 'open';
}

/** The outcome of the actions taken from the puzzle's position: the first state that settles it. */
export function outcome(p: Puzzle, l: Loaded, actions: readonly Action[]): Outcome {
  let s = l.state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) break;
    s = r.state;
    const o = judge(p, s, l);
    if (o !== 'open') return o;
  }
  return 'open';
}
