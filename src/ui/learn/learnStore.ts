// Learning at the table: the learn screen (lessons and puzzles with the player's progress) and the
// lesson or puzzle being played, following the table's own session. Loaded with the table, never
// before the start screen.
import { create } from 'zustand';
import { lessonById } from '../../learn/lessons';
import { startLesson } from '../../learn/lessons/run';
import type { LessonRun, LessonView } from '../../learn/lessons/steps';
import { xcomLessonById } from '../../learn/lessons/xcom';
import { startXcomLesson } from '../../learn/lessons/xcom/lesson';
import type { GameId } from '../../game';
import { markDone, readProgress } from '../../learn/progress';
import { puzzleById } from '../../learn/puzzles';
import { startPuzzle } from '../../learn/puzzles/run';
import type { PuzzleRun, PuzzleView } from '../../learn/puzzles/run';
import { startXcomPuzzle, xcomPuzzleById } from '../../learn/puzzles/xcom';
import type { XcomPuzzleRun, XcomPuzzleView } from '../../learn/puzzles/xcom';
import { progressGame } from '../../learn/progress';
import type { Progress } from '../../learn/progress';
import { readSoFar } from '../hints/FirstTimeNotice';
import { tableSession } from '../store';
import { xcomSession } from '../xcom/store';

interface LearnStore {
  /** The learn screen is shown (while no game is on the table). */
  open: boolean;
  /** The lesson on the table, as its coach sees it. */
  lesson: LessonView | null;
  /** The game the lesson on the table teaches: its table shows the coach. */
  lessonGame: GameId;
  progress: Progress;
  openLearn(): void;
  closeLearn(): void;
  startLesson(id: string): void;
  /** An X-COM Incursion lesson, on the X-COM table (from the start screen, X-COM chosen). */
  startXcomLesson(id: string): void;
  /** The learner has read the step: on to the next. */
  next(): void;
  restart(): void;
  /** Back to the learn screen (an X-COM lesson: the start screen); the lesson's game leaves the
   * table. */
  leaveLesson(): void;
  /** A guided game once its coach has finished: the coach leaves, the game stays to be played. */
  playOn(): void;
  /** The puzzle on the table, as its runner sees it, and its game's table. */
  puzzle: PuzzleView | XcomPuzzleView | null;
  puzzleGame: GameId;
  /** A puzzle of either game, on its game's table (the game told by its id). */
  startPuzzle(id: string): void;
  /** One more hint, up to three. */
  hintPuzzle(): void;
  retryPuzzle(): void;
  /** Back to the learn screen; the puzzle's game leaves the table. */
  leavePuzzle(): void;
}

let run: LessonRun | null = null;
let puzzleRun: PuzzleRun | XcomPuzzleRun | null = null;
let unfollow: (() => void) | null = null;

/** Whatever lesson or puzzle was followed stops being followed. */
function stop(): void {
  unfollow?.();
  run?.stop();
  puzzleRun?.stop();
  run = puzzleRun = unfollow = null;
}

/** Follows a lesson's or a puzzle's run into the store: its view shown by `show`, the progress
 * kept once `finished` names it, and the learn screen again (`learnScreen`; else the start
 * screen) when its game leaves the table some other way (the menu's leave). */
function followRun<V extends { left: boolean }>(
  r: { get(): V; subscribe(listener: (view: V) => void): () => void },
  show: (view: V | null) => void,
  finished: (view: V) => [keyof Progress, string] | null,
  learnScreen = true,
): void {
  const follow = (view: V) => {
    if (view.left) {
      stop();
      show(null);
      useLearn.setState({ open: learnScreen });
      return;
    }
    const done = finished(view);
    if (done && !useLearn.getState().progress[done[0]][done[1]]) useLearn.setState({ progress: markDone(done[0], done[1], new Date().toISOString()) });
    show(view);
  };
  unfollow = r.subscribe(follow);
  follow(r.get());
}

export const useLearn = create<LearnStore>()((set) => ({
  open: false,
  lesson: null,
  lessonGame: 'wars',
  progress: readProgress(),
  openLearn: () => set({ open: true, progress: readProgress() }),
  closeLearn: () => set({ open: false }),
  startLesson(id) {
    const lesson = lessonById(id);
    if (!lesson) return;
    stop();
    set({ puzzle: null, lessonGame: 'wars' });
    run = startLesson(tableSession, lesson);
    followRun(run, (view) => set({ lesson: view }), (view) => (view.done ? ['lessons', view.lesson.id] : null));
  },
  startXcomLesson(id) {
    const lesson = xcomLessonById(id);
    if (!lesson) return;
    stop();
    set({ puzzle: null, open: false, lessonGame: 'xcom' });
    run = startXcomLesson(xcomSession, lesson);
    followRun(run, (view) => set({ lesson: view }), (view) => (view.done ? ['lessons', view.lesson.id] : null), false);
  },
  next: () => run?.next(),
  restart: () => run?.restart(),
  leaveLesson() {
    stop();
    const xcom = useLearn.getState().lessonGame === 'xcom';
    set({ lesson: null, open: !xcom });
    (xcom ? xcomSession : tableSession).leave();
  },
  playOn() {
    stop();
    // The lesson's coach explained what happened so far; the table's first-time notes take over.
    readSoFar();
    set({ lesson: null, open: false });
  },
  puzzle: null,
  puzzleGame: 'wars',
  startPuzzle(id) {
    const x = progressGame(id) === 'xcom' ? xcomPuzzleById(id) : undefined;
    const w = x ? undefined : puzzleById(id);
    if (!x && !w) return;
    stop();
    set({ lesson: null, puzzleGame: x ? 'xcom' : 'wars' });
    const r = x ? startXcomPuzzle(xcomSession, x) : startPuzzle(tableSession, w!);
    puzzleRun = r;
    followRun<PuzzleView | XcomPuzzleView>(r, (view) => set({ puzzle: view }), (view) => (view.outcome === 'solved' ? ['puzzles', view.puzzle.id] : null));
  },
  hintPuzzle: () => puzzleRun?.hint(),
  retryPuzzle: () => puzzleRun?.retry(),
  leavePuzzle() {
    stop();
    const xcom = useLearn.getState().puzzleGame === 'xcom';
    set({ puzzle: null, open: true });
    (xcom ? xcomSession : tableSession).leave();
  },
}));
