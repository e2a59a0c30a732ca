// Whether a puzzle is solved, failed or still open, decided on the engine's states and log: the
// actions taken so far are replayed from the puzzle's position and each state is looked at in
// turn, with the events that led to it, so a battle won and then left behind still counts.
import { apply, energyOf } from '../../engine';
import type { Action, GameEvent, GameState, Seat } from '../../engine';
import { reached } from '../coach/conditions';
import type { Loaded } from '../../scenario/load';
import type { Goal, Puzzle } from './types';

export type Outcome = 'open' | 'solved' | 'failed';

/** The rule a drain's loss is taken under (engine flow.ts resolve). */
const DRAIN_LOSS = 'R-DRAIN-03';

/** The energy a seat has lost to drains, as the log records each card lost to one (R-DRAIN-03):
 * cards from the hand given up instead are not energy (R-ENERGY-07). */
export function energyLostToDrains(events: readonly GameEvent[], seat: Seat): number {
  return events.filter((e) => e.kind === 'lose' && e.seat === seat && e.rule === DRAIN_LOSS && e.from !== 'hand').length;
}

/** The goal holds in this state, reached through these events since the puzzle's position. */
export function goalMet(goal: Goal, s: GameState, l: Loaded, events: readonly GameEvent[]): boolean {
  switch (goal.kind) {
    case 'win':
      return s.winner === 0;
    case 'winBattle':
      return s.battle !== null && s.battle.winner === 0
        && (goal.at === undefined || s.battle.location === l.ref(goal.at, 'goal.at'));
    case 'survive':
      return s.winner !== 1 && energyOf(s, 0) >= (goal.energy ?? 1);
    case 'drain':
      return energyLostToDrains(events, 1) >= goal.energy;
  }
}

/** A survival is judged when the limit comes; any other goal as soon as it holds. */
const judgedAtLimit = (goal: Goal) => goal.kind === 'survive';

/** The outcome of one state, given that no earlier state settled it. */
function judge(p: Puzzle, s: GameState, l: Loaded, events: readonly GameEvent[]): Outcome {
  const atLimit = reached(s, p.limit) || s.winner !== null;
  if (judgedAtLimit(p.goal)) return atLimit ? (goalMet(p.goal, s, l, events) ? 'solved' : 'failed') : 'open';
  if (goalMet(p.goal, s, l, events)) return 'solved';
  return atLimit ? 'failed' : 'open';
}

/** The outcome of the actions taken from the puzzle's position: the first state that settles it. */
export function outcome(p: Puzzle, l: Loaded, actions: readonly Action[]): Outcome {
  let s = l.state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) break;
    s = r.state;
    events.push(...r.events);
    const o = judge(p, s, l, events);
    if (o !== 'open') return o;
  }
  return 'open';
}
