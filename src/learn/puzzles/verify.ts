// Checking a puzzle on the engine with nobody at the screen (`npm run lessons`, the unit tests),
// in either game (`checkLines`; X-COM's puzzles: xcom.ts):
// its solution, played as the table would take it, must meet the goal; passing alone and each
// listed wrong line must fail it; the first hint's rules must have an explanation and the second's
// card must be in the position.
import { createSession } from '../../match';
import type { Match, Session, WarsTypes } from '../../match';
import type { GameTypes } from '../../game';
import type { ResolvedPattern } from '../coach/patterns';
import { entryById } from '../rules';
import { lineMove, preparePuzzle, startPuzzle } from './run';
import type { Outcome } from './goal';
import type { Puzzle } from './types';

export interface PuzzleCheck {
  id: string;
  problems: string[];
  /** The solver's moves along the solution, passes included. */
  moves: number;
}

/** At most this many actions for one line: a line that never settles stops the check. */
const MAX_ACTIONS = 300;

/** What playing a puzzle's lines needs of its game: the puzzle started afresh on a session with
 * nobody at the screen, and the solver's next move along a line in a match of it. */
export interface LinePlay<T extends GameTypes, L> {
  session: Session<T>;
  start(): { get(): { outcome: Outcome }; stop(): void };
  move(line: L, m: Match<T>): T['action'] | undefined;
}

/** Plays a line for the solver from the puzzle's position; its outcome and the solver's moves. */
export function playLine<T extends GameTypes, L>(play: LinePlay<T, L>, line: L): { outcome: Outcome; moves: number; stuck?: string } {
  const { session } = play;
  const run = play.start();
  let moves = 0;
  try {
    for (let n = 0; n < MAX_ACTIONS && run.get().outcome === 'open'; n++) {
      const m = session.get().match!;
      if (m.refusal?.rule === 'TABLE-PROGRAM') return { outcome: 'open', moves, stuck: m.refusal.reason };
      const a = play.move(line, m);
      if (!a) return { outcome: 'open', moves, stuck: 'the solver has no move' };
      if (!session.submit(a)) return { outcome: 'open', moves, stuck: `refused: ${session.get().match?.refusal?.reason}` };
      moves++;
    }
    return { outcome: run.get().outcome, moves };
  } finally {
    run.stop();
  }
}

/** The check both games' puzzles get: the solution must solve it; passing alone (the empty line)
 * and each wrong line must settle it without solving it. The problems, and the solution's moves. */
export function checkLines<T extends GameTypes, L>(play: LinePlay<T, L>, solution: L, passing: L, wrong: readonly L[]): { problems: string[]; moves: number } {
  const problems: string[] = [];
  const solved = playLine(play, solution);
  if (solved.stuck) problems.push(`the solution stops: ${solved.stuck}`);
  else if (solved.outcome !== 'solved') problems.push(`the solution ends ${solved.outcome}, not solved`);
  const lines: [string, L][] = [['passing', passing], ...wrong.map((w, i): [string, L] => [`wrong line ${i + 1}`, w])];
  for (const [name, line] of lines) {
    const r = playLine(play, line);
    if (r.outcome === 'solved') problems.push(`${name} solves it too`);
    else if (r.outcome === 'open') problems.push(`${name} never settles it${r.stuck ? `: ${r.stuck}` : ''}`);
  }
  return { problems, moves: solved.moves };
}

export function verifyPuzzle(puzzle: Puzzle): PuzzleCheck {
  const problems: string[] = [];
  let prepared: ReturnType<typeof preparePuzzle>;
  try {
    prepared = preparePuzzle(puzzle);
  } catch (e) {
    return { id: puzzle.id, problems: [String(e instanceof Error ? e.message : e)], moves: 0 };
  }
  for (const id of puzzle.hints.rule.rules) if (!entryById(id)) problems.push(`the rule hint cites ${id}, which the rules reference does not explain`);
  const session = createSession();
  const play: LinePlay<WarsTypes, ResolvedPattern[]> = { session, start: () => startPuzzle(session, puzzle), move: lineMove };
  const lines = checkLines(play, prepared.solution, [], prepared.wrong);
  problems.push(...lines.problems);
  return { id: puzzle.id, problems, moves: lines.moves };
}
