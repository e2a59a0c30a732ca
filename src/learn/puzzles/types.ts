// A puzzle: a position on the real engine, a goal the engine decides, and a limit by which it
// must be met (docs/lessons.md). The solver plays seat 0 (P1); the other seat plays a script and
// otherwise passes. Unlike a lesson, every legal action is open: finding the line is the puzzle.
import type { Moment } from '../coach/conditions';
import type { ActionPattern } from '../coach/patterns';
import type { Scenario } from '../../scenario/types';

/** What the solver must bring about, as the engine counts it. */
export type Goal =
  /** Win the game: the opponent runs out of energy. */
  | { kind: 'win' }
  /** Win a battle (at the location named, or any), as the power step decides it. */
  | { kind: 'winBattle'; at?: string }
  /** Still in the game, with at least this much energy, when the limit comes. */
  | { kind: 'survive'; energy?: number }
  /** The opponent loses at least this much energy to drains (hand cards given up instead do
   * not count): "make the drain cost them 5". */
  | { kind: 'drain'; energy: number };

export interface Hints {
  /** Level 1: the rule involved, in our words, with its rule IDs. */
  rule: { text: string; rules: string[] };
  /** Level 2: the card to look at (a scenario name), and why. */
  card: { text: string; card: string };
  /** Level 3: the move, in words; the table also rings the solution's next move. */
  move: string;
}

export type Difficulty = 1 | 2 | 3;

export interface Puzzle {
  /** A stable id, for the progress kept on the device. */
  id: string;
  title: string;
  /** The task, as the solver reads it before starting. */
  task: string;
  difficulty: Difficulty;
  goal: Goal;
  /** The attempt ends here: the goal not met by this moment is a failure. */
  limit: Moment;
  /** The limit in words ("this turn", "before your battle phase ends"). */
  limitText: string;
  position: Scenario;
  /** The other player's moves, in order, whenever one is legal; otherwise they pass, and with a
   * decision they make the first choice offered. */
  opponent?: ActionPattern[];
  /** A line that meets the goal: the solver's moves in order, passing whenever the next one is
   * not legal yet. Checked by `npm run lessons`. */
  solution: ActionPattern[];
  /** Tempting lines that must fail, checked likewise (passing alone is always checked). */
  wrong?: ActionPattern[][];
  hints: Hints;
  /** Said once it is solved: why the line works. */
  explain: string;
}

export const DIFFICULTY_NAMES: Record<Difficulty, string> = { 1: 'Easy', 2: 'Medium', 3: 'Hard' };

/** What a player reads of a puzzle of either game (X-COM's: xcom.ts). */
export type PuzzleText = Pick<Puzzle, 'id' | 'title' | 'task' | 'difficulty' | 'limitText' | 'hints' | 'explain'>;
