// X-COM Incursion's puzzles (docs/lessons.md): a deal (a seed: the decks are fixed, so it is the
// whole position), a goal the engine decides and a limit, solved as WARS's puzzles are: the solver
// plays Earth with every legal action open, the Aliens play a script and otherwise pass, the
// outcome is read from the engine after every action, and `npm run lessons` plays the solution and
// the failing lines through the check both games share (verify.ts, `checkLines`). Cards are named
// by their names, as in X-COM's lessons.
import { createGameSession } from '../../match';
import type { Match, SeatController, Session } from '../../match';
import { XCOM_GAME } from '../../xcom';
import type { XcomStart, XcomTypes, XState } from '../../xcom';
import type { Ring } from '../coach/marks';
import { line, onBoard, reached, ringsFor } from '../lessons/xcom/lesson';
import type { XMoment, XPattern } from '../lessons/xcom/lesson';
import type { Line } from '../lessons/steps';
import { entryById } from '../rules';
import { XCOM_PUZZLE_LIST } from './content/xcom';
import type { Outcome } from './goal';
import { followPuzzle, settled } from './run';
import type { PuzzleRun, PuzzleView } from './run';
import type { Difficulty, Hints } from './types';
import { checkLines } from './verify';
import { solvingLine } from './xcomSearch';
import type { LinePlay, PuzzleCheck } from './verify';

/** What the solver must bring about: Earth wins this turn, by the interception or by tactics
 * (XR-MORALE-01); Earth wins the interception (XR-INT-01); or this turn's morale phase leaves
 * panic at `panic` or below (XR-MORALE-02). */
export type XGoal = { kind: 'winTurn' } | { kind: 'winInterception' } | { kind: 'panicAtMost'; panic: number };

/** How the deal is played to a position later in the game: each side's moves in order, each
 * when it is legal, else a pass, until the moment. */
export interface XPrelude {
  earth?: XPattern[];
  aliens?: XPattern[];
  until: XMoment;
}

export interface XcomPuzzle {
  /** Begins with "xcom-" (src/learn/progress.ts keeps the two games' progress apart by it). */
  id: string;
  title: string;
  task: string;
  difficulty: Difficulty;
  /** The deal. */
  seed: number;
  /** How the deal is played to the puzzle's position; without it, the position is the deal. */
  before?: XPrelude;
  goal: XGoal;
  limit: XMoment;
  limitText: string;
  /** The Aliens' moves, in order, whenever one is legal; otherwise they pass. */
  opponent?: XPattern[];
  solution: XPattern[];
  wrong?: XPattern[][];
  /** The card to look at is named by its name. */
  hints: Hints;
  explain: string;
}

export const XCOM_PUZZLES: readonly XcomPuzzle[] = XCOM_PUZZLE_LIST;

export function xcomPuzzleById(id: string): XcomPuzzle | undefined {
  return XCOM_PUZZLES.find((p) => p.id === id);
}

const EARTH = 0;

/** The phases of a turn before its morale phase. */
const BEFORE_MORALE = new Set(['action', 'interception', 'tactics', 'tacticsTrash']);

function goalMet(goal: XGoal, s: XState): boolean {
  switch (goal.kind) {
    case 'winTurn': return s.interception?.winner === EARTH || s.tactics?.winner === EARTH;
    case 'winInterception': return s.interception?.winner === EARTH;
    case 'panicAtMost': return !BEFORE_MORALE.has(s.phase) && s.panic <= goal.panic;
  }
}

/** The goal in words, for the puzzle's panel. */
function goalText(goal: XGoal): string {
  switch (goal.kind) {
    case 'winTurn': return 'Win the turn';
    case 'winInterception': return 'Win the interception';
    case 'panicAtMost': return `Leave panic at ${goal.panic} or less after the morale phase`;
  }
}

/** Where a state leaves the attempt: the goal met, the limit (or the game's end) reached, or open. */
export function judgeXcom(p: XcomPuzzle, s: XState): Outcome {
  if (goalMet(p.goal, s)) return 'solved';
  return reached(s, p.limit) || s.phase === 'over' ? 'failed' : 'open';
}

/** Plays the deal to the position a prelude describes (each side's next move when legal, else a
 * pass); the actions taken. A prelude that never reaches its moment throws. */
function playPrelude(p: XcomPuzzle): XcomTypes['action'][] {
  if (!p.before) return [];
  const scripts = [p.before.earth ?? [], p.before.aliens ?? []].map((ps, seat) => ps.map((x, i) => line(x, `before.${seat ? 'aliens' : 'earth'}[${i}]`)));
  const next = [0, 0];
  let s = XCOM_GAME.setup({ seed: p.seed });
  const actions: XcomTypes['action'][] = [];
  while (!reached(s, p.before.until)) {
    const seat = XCOM_GAME.actor(s);
    if (seat === null || actions.length > 5000) throw new Error(`${p.id}: the prelude never reaches its moment`);
    const legal = XCOM_GAME.legalActions(s);
    const want = scripts[seat][next[seat]];
    const a = (want && legal.find(want)) ?? legal.find((x) => x.type === 'pass') ?? legal[0];
    if (want?.(a)) next[seat]++;
    const r = XCOM_GAME.apply(s, a);
    if (!r.ok) throw new Error(`${p.id}: the prelude's move is refused: ${r.refusal.reason}`);
    s = r.state;
    actions.push(a);
  }
  return actions;
}

const STARTS = new Map<string, XcomStart>();

/** The puzzle's start, its prelude played once. */
export function xcomPuzzleStart(p: XcomPuzzle): XcomStart {
  let start = STARTS.get(p.id);
  if (!start) {
    const from = playPrelude(p);
    start = { seed: p.seed, puzzle: p.id, ...(from.length ? { from } : {}) };
    STARTS.set(p.id, start);
  }
  return { ...start };
}

/** The outcome of the actions taken from the puzzle's position: the first state that settles it. */
export function xcomOutcome(p: XcomPuzzle, actions: readonly XcomTypes['action'][]): Outcome {
  let s = XCOM_GAME.setup(xcomPuzzleStart(p));
  for (const a of actions) {
    const r = XCOM_GAME.apply(s, a);
    if (!r.ok) break;
    s = r.state;
    const o = judgeXcom(p, s);
    if (o !== 'open') return o;
  }
  return 'open';
}

/** A puzzle's lines made into predicates over actions; a card name that no deck holds throws. */
function prepare(p: XcomPuzzle) {
  const lines = (ps: readonly XPattern[], where: string) => ps.map((x, i) => line(x, `${where}[${i}]`));
  return {
    solution: lines(p.solution, 'solution'),
    opponent: lines(p.opponent ?? [], 'opponent'),
    wrong: (p.wrong ?? []).map((w, i) => lines(w, `wrong[${i}]`)),
  };
}

/** How many of `lines` the seat has played, in order, among its own actions (not the table's
 * automatic passes). */
function playedOf(lines: readonly Line<XcomTypes>[], m: Match<XcomTypes>, seat: 0 | 1): number {
  let next = 0;
  m.actions.forEach((a, i) => {
    if (next < lines.length && a.seat === seat && !m.history[i].auto && lines[next](a)) next++;
  });
  return next;
}

/** The solver's next move along a line: its next move when legal, else a pass, else the first
 * action offered. */
export function xcomLineMove(lines: readonly Line<XcomTypes>[], m: Match<XcomTypes>): XcomTypes['action'] | undefined {
  const next = lines[playedOf(lines, m, EARTH)];
  return (next && m.legal.find(next)) ?? m.legal.find((a) => a.type === 'pass') ?? m.legal[0];
}

function aliens(opponent: readonly Line<XcomTypes>[], latest: () => Match<XcomTypes> | null): SeatController<XcomTypes> {
  return {
    kind: 'program',
    decide({ legal }) {
      const m = latest();
      const next = m ? opponent[playedOf(opponent, m, 1)] : undefined;
      return (next && legal.find(next)) ?? legal.find((a) => a.type === 'pass') ?? legal[0];
    },
  };
}

export type XcomPuzzleView = PuzzleView<XcomPuzzle>;
export type XcomPuzzleRun = PuzzleRun<XcomPuzzle>;

/** The puzzle on the X-COM table's session, followed as WARS's are (run.ts, `followPuzzle`). */
export function startXcomPuzzle(session: Session<XcomTypes>, puzzle: XcomPuzzle): XcomPuzzleRun {
  const prepared = prepare(puzzle);
  return followPuzzle<XcomTypes, XcomPuzzle>(session, {
    puzzle,
    start: () => xcomPuzzleStart(puzzle),
    opponent: aliens(prepared.opponent, () => session.get().match),
    refuse: settled,
    outcome: (m) => xcomOutcome(puzzle, m.actions),
    rings(m, hints) {
      const out: Ring[] = [];
      if (hints >= 2) out.push(...onBoard(m.game, puzzle.hints.card.card).map((id): Ring => ({ kind: 'card', id, role: 'look' })));
      if (hints >= 3) {
        const next = prepared.solution[playedOf(prepared.solution, m, EARTH)];
        const move = next && (m.legal.find(next) ?? m.legal.find((a) => a.type === 'pass' && a.seat === EARTH));
        if (move) out.push(...ringsFor(move, 0, m));
      }
      return out;
    },
    // The board opens at its top, Earth's side first: the card that matters is the second hint's.
    focus: [],
    goal: `${goalText(puzzle.goal)}, ${puzzle.limitText}.`,
  });
}

/** The check of `npm run lessons`, on a session of its own. */
export function verifyXcomPuzzle(puzzle: XcomPuzzle): PuzzleCheck {
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(puzzle);
  } catch (e) {
    return { id: puzzle.id, problems: [String(e instanceof Error ? e.message : e)], moves: 0 };
  }
  const problems: string[] = [];
  for (const id of puzzle.hints.rule.rules) if (!entryById(id)) problems.push(`the rule hint cites ${id}, which the rules reference does not explain`);
  if (onBoard(XCOM_GAME.setup(xcomPuzzleStart(puzzle)), puzzle.hints.card.card).length === 0) problems.push(`the card hint names ${puzzle.hints.card.card}, which is not on the board`);
  const session = createGameSession(XCOM_GAME);
  const play: LinePlay<XcomTypes, Line<XcomTypes>[]> = { session, start: () => startXcomPuzzle(session, puzzle), move: xcomLineMove };
  const lines = checkLines(play, prepared.solution, [], prepared.wrong);
  return { id: puzzle.id, problems: [...problems, ...lines.problems, ...uniqueness(puzzle, prepared)], moves: lines.moves };
}

/** Each move of the solution is needed: searching every line of Earth's (xcomSearch.ts), none
 * that avoids it solves the puzzle. */
function uniqueness(puzzle: XcomPuzzle, prepared: ReturnType<typeof prepare>): string[] {
  const spec = { start: XCOM_GAME.setup(xcomPuzzleStart(puzzle)), opponent: prepared.opponent, judge: (s: XState) => judgeXcom(puzzle, s) };
  return prepared.solution.flatMap((needed, i) => {
    const other = solvingLine(spec, needed);
    return other ? [`solution[${i}] is not needed: ${other.filter((a) => a.type !== 'pass').map((a) => XCOM_GAME.eventText({ kind: 'action', action: a }, null)).join(' ')}`] : [];
  });
}
