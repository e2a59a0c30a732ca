// A puzzle in progress on a match session: the solver plays seat 0 freely, the other seat plays
// the puzzle's script, and the outcome is read from the engine after every action (goal.ts). Hints
// come one level at a time; the last rings the solution's next move when it is legal, else the
// pass that leads to it. Plain TypeScript over src/match: the table and the headless check
// (verify.ts) drive the same run.
import type { Action, CardId, Seat } from '../../engine';
import type { GameTypes } from '../../game';
import { scriptedSeat } from '../../match';
import type { Match, MatchSettings, SeatController, Session, WarsTypes } from '../../match';
import { loadScenario } from '../../scenario/load';
import type { Loaded } from '../../scenario/load';
import { followPosition, positionStart } from '../coach/follow';
import { ringsFor } from '../coach/marks';
import type { Ring } from '../coach/marks';
import { matches, resolvePattern } from '../coach/patterns';
import type { ResolvedPattern } from '../coach/patterns';
import { LESSON_RULE } from '../lessons/types';
import { focusOf, goalLine } from './focus';
import { outcome } from './goal';
import type { Outcome } from './goal';
import type { Puzzle } from './types';

const SOLVER: Seat = 0;

/** The usual automatic passes, never a hand-over: the other seat is a script. */
const PUZZLE_SETTINGS: Partial<MatchSettings> = { autoPass: true, alwaysHandOver: false, stops: [[], []] };

const NO_CONCEDING = 'A puzzle is not conceded: retry it, or leave it from the puzzle panel.';
const OVER = 'This attempt is over: retry the puzzle, or choose another.';

/** A puzzle in progress, of either game (`P`: its puzzle; X-COM's are in xcom.ts). */
export interface PuzzleView<P = Puzzle> {
  puzzle: P;
  outcome: Outcome;
  /** Hints shown so far: 0 to 3. */
  hints: number;
  /** What the table rings: the card of the second hint, the move of the third. */
  rings: Ring[];
  /** The puzzle's game has left the table (a new game, the start screen). */
  left: boolean;
  /** The cards it is about (focus.ts): the table brings the first into view. */
  focus: CardId[];
  /** The goal and its limit in a line, for a folded panel. */
  goal: string;
}

export interface PuzzleRun<P = Puzzle> {
  get(): PuzzleView<P>;
  subscribe(listener: (v: PuzzleView<P>) => void): () => void;
  /** One more hint, up to three. */
  hint(): void;
  /** The position again, hints kept. */
  retry(): void;
  stop(): void;
}

export interface PreparedPuzzle {
  loaded: Loaded;
  solution: ResolvedPattern[];
  opponent: ResolvedPattern[];
  wrong: ResolvedPattern[][];
}

/** Loads the puzzle's position and names every card its lines mention; a wrong name throws a
 * ScenarioError saying where. */
export function preparePuzzle(p: Puzzle): PreparedPuzzle {
  const loaded = loadScenario(p.position);
  loaded.ref(p.hints.card.card, 'hints.card');
  if (p.goal.kind === 'winBattle' && p.goal.at) loaded.ref(p.goal.at, 'goal.at');
  const lines = (ps: readonly Puzzle['solution'][number][], where: string) => ps.map((x, i) => resolvePattern(loaded, x, `${where}[${i}]`));
  return {
    loaded,
    solution: lines(p.solution, 'solution'),
    opponent: lines(p.opponent ?? [], 'opponent'),
    wrong: (p.wrong ?? []).map((w, i) => lines(w, `wrong[${i}]`)),
  };
}

/** How many of `lines` the seat has played, matched in order against its actions (the table's
 * automatic passes are not the seat's moves). */
export function playedOf(lines: readonly ResolvedPattern[], m: Pick<Match, 'actions' | 'history'>, seat: Seat): number {
  let next = 0;
  m.actions.forEach((a, i) => {
    if (next < lines.length && a.seat === seat && !m.history[i].auto && matches(lines[next], a)) next++;
  });
  return next;
}

/** The solver's next move along a line: its next pattern when legal now, else a pass, else (a
 * decision the line says nothing of) the first choice offered. */
export function lineMove(line: readonly ResolvedPattern[], m: Match): Action | undefined {
  const next = line[playedOf(line, m, SOLVER)];
  return (next && m.legal.find((a) => matches(next, a))) ?? m.legal.find((a) => a.type === 'pass') ?? m.legal[0];
}

/** The other seat: the script's next line when legal, otherwise a pass, otherwise the first
 * choice offered. */
function opponentSeat(opponent: readonly ResolvedPattern[], latest: () => Match | null): SeatController {
  return scriptedSeat({
    next: () => {
      const m = latest();
      const line = m ? opponent[playedOf(opponent, m, 1)] : undefined;
      return line ? (a) => matches(line, a) : null;
    },
    otherwise: (request) => request.legal[0],
  });
}

/** What a puzzle's game gives its run (WARS's below, X-COM's in xcom.ts). */
export interface PuzzleFollow<T extends GameTypes, P> {
  puzzle: P;
  /** The position as the session starts it: a new object each time. */
  start(): T['start'];
  opponent: SeatController<T>;
  /** A move the rules allow that the puzzle refuses, given the outcome so far (the attempt
   * settled; in WARS, conceding). */
  refuse(result: Outcome, action: T['action']): string | null;
  /** The outcome of the match's actions, read afresh each time (an undo may take an attempt back). */
  outcome(m: Match<T>): Outcome;
  /** The rings of the hints shown so far, while the attempt is open. */
  rings(m: Match<T>, hints: number): Ring[];
  focus: CardId[];
  goal: string;
}

/** A puzzle in progress on a game's session: the solver at the screen as seat 0, the other seat's
 * script, the outcome after every action, hints one level at a time, retry. */
export function followPuzzle<T extends GameTypes, P>(session: Session<T>, f: PuzzleFollow<T, P>): PuzzleRun<P> {
  let latest: Match<T> | null = null;
  let result: Outcome = 'open';
  let hints = 0;
  let left = false;

  const publish = () => followed.publish({
    puzzle: f.puzzle, outcome: result, hints, rings: latest && result === 'open' ? f.rings(latest, hints) : [], left, focus: f.focus, goal: f.goal,
  });

  const coach = (_game: T['state'], action: T['action']) => {
    const reason = f.refuse(result, action);
    return reason === null ? null : { rule: LESSON_RULE, reason };
  };

  const followed = followPosition<PuzzleView<P>, T>(session, {
    start: f.start,
    seats: [{ kind: 'human', coach }, f.opponent],
    settings: PUZZLE_SETTINGS,
    onLeft() {
      left = true;
      publish();
    },
    onMatch(m) {
      latest = m;
      result = f.outcome(m);
      publish();
    },
  });

  function begin(): void {
    latest = null;
    result = 'open';
    left = false;
    followed.begin();
  }

  begin();
  return {
    get: followed.get,
    subscribe: followed.subscribe,
    hint() {
      hints = Math.min(3, hints + 1);
      publish();
    },
    retry: begin,
    stop: followed.stop,
  };
}

/** Once settled, an attempt takes no more moves. */
export const settled = (result: Outcome): string | null => (result === 'open' ? null : OVER);

export function startPuzzle(session: Session, puzzle: Puzzle): PuzzleRun {
  const prepared = preparePuzzle(puzzle);
  const { loaded } = prepared;
  return followPuzzle<WarsTypes, Puzzle>(session, {
    puzzle,
    start: positionStart(loaded),
    opponent: opponentSeat(prepared.opponent, () => session.get().match),
    refuse: (result, action) => (action.type === 'concede' ? NO_CONCEDING : settled(result)),
    outcome: (m) => outcome(puzzle, loaded, m.actions),
    rings(m, hints) {
      const out: Ring[] = [];
      if (hints >= 2) out.push({ kind: 'card', id: loaded.ref(puzzle.hints.card.card, 'hints.card'), role: 'look' });
      if (hints >= 3) {
        // The solution's next move, or the pass that leads to it (an attack waits for the battle
        // phase): as the line is played (lineMove), but never a choice the line says nothing of.
        const next = prepared.solution[playedOf(prepared.solution, m, SOLVER)];
        const move = next && (m.legal.find((a) => matches(next, a)) ?? m.legal.find((a) => a.type === 'pass' && a.seat === SOLVER));
        if (move) out.push(...ringsFor(move, 0));
      }
      return out;
    },
    focus: focusOf(puzzle, loaded, prepared.solution),
    goal: goalLine(puzzle, loaded),
  });
}
