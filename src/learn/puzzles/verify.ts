// Checking a puzzle on the engine with nobody at the screen (`npm run lessons`, the unit tests):
// its solution, played as the table would take it, must meet the goal; passing alone and each
// listed wrong line must fail it; the first hint's rules must have an explanation and the second's
// card must be in the position.
import { createSession } from '../../match';
import type { Session } from '../../match';
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

/** Plays a line for the solver from the puzzle's position; its outcome and the solver's moves. */
export function playLine(session: Session, puzzle: Puzzle, line: readonly ResolvedPattern[]): { outcome: Outcome; moves: number; stuck?: string } {
  const run = startPuzzle(session, puzzle);
  let moves = 0;
  try {
    for (let n = 0; n < MAX_ACTIONS && run.get().outcome === 'open'; n++) {
      const m = session.get().match!;
      if (m.refusal?.rule === 'TABLE-PROGRAM') return { outcome: 'open', moves, stuck: m.refusal.reason };
      const a = lineMove(line, m);
      if (!a) return { outcome: 'open', moves, stuck: 'the solver has no move' };
      if (!session.submit(a)) return { outcome: 'open', moves, stuck: `refused: ${session.get().match?.refusal?.reason}` };
      moves++;
    }
    return { outcome: run.get().outcome, moves };
  } finally {
    run.stop();
  }
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
  const solved = playLine(session, puzzle, prepared.solution);
  if (solved.stuck) problems.push(`the solution stops: ${solved.stuck}`);
  else if (solved.outcome !== 'solved') problems.push(`the solution ends ${solved.outcome}, not solved`);
  const lines: [string, ResolvedPattern[]][] = [['passing', []], ...prepared.wrong.map((w, i): [string, ResolvedPattern[]] => [`wrong line ${i + 1}`, w])];
  for (const [name, line] of lines) {
    const r = playLine(session, puzzle, line);
    if (r.outcome === 'solved') problems.push(`${name} solves it too`);
    else if (r.outcome === 'open') problems.push(`${name} never settles it${r.stuck ? `: ${r.stuck}` : ''}`);
  }
  return { id: puzzle.id, problems, moves: solved.moves };
}
