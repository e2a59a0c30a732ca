// A lesson in progress on a match session: the coach follows the match, step by step, screens
// the learner's actions (a legal action outside the step is refused in the lesson's words), and
// plays the other seat from the step's script. Plain TypeScript over src/match: the table and the
// headless check (verify.ts) drive the very same run.
import { actor } from '../../engine';
import type { Action, GameState, Refusal, Seat } from '../../engine';
import { scriptedSeat } from '../../match';
import { recapOf, screenSeat } from '../../match';
import type { Match, MatchSettings, Session } from '../../match';
import { loadScenario } from '../../scenario/load';
import type { Loaded } from '../../scenario/load';
import { reached } from '../coach/conditions';
import { followPosition } from '../coach/follow';
import { ringsFor, visibleTo } from '../coach/marks';
import type { Mark, Ring } from '../coach/marks';
import { matches, resolvePattern } from '../coach/patterns';
import type { ResolvedPattern } from '../coach/patterns';
import { learnerSeats, LESSON_RULE } from './types';
import type { Lesson, Step } from './types';

/** Lessons play with the table's usual automatic passes, whatever the player set for games,
 * except in the lesson's stops. */
const lessonSettings = (lesson: Lesson): Partial<MatchSettings> => {
  const stops = lesson.stops ?? [];
  return { autoPass: true, alwaysHandOver: false, stops: [stops, lesson.bothSeats ? stops : []] };
};

const NO_CONCEDING = 'A lesson is not conceded: restart it or leave it from the lesson panel.';
const READ_FIRST = 'First read what the coach says, then press Next.';
const OFF_STEP = 'That is allowed in a game, but this step of the lesson asks for something else: see the coach.';
const OVER = 'This lesson is over: replay it, or choose another lesson.';

/** A step with its card names turned into the position's card ids. */
interface Prepared {
  step: Step;
  allow: ResolvedPattern[];
  opponent: ResolvedPattern[];
  show: Ring[];
}

export interface LessonView {
  lesson: Lesson;
  /** The step on screen; `lesson.steps.length` once it is over (the summary). */
  step: number;
  done: boolean;
  /** What the table rings now: what to look at, and what to use for the step's action. */
  rings: Ring[];
  /** The lesson's game has left the table (a new game, the start screen). */
  left: boolean;
}

export interface LessonRun {
  get(): LessonView;
  subscribe(listener: (v: LessonView) => void): () => void;
  /** Ends a step that is read: the learner pressed Next. */
  next(): void;
  /** From the first step again, on a fresh position. */
  restart(): void;
  /** Stops following the session (the game stays on the table). */
  stop(): void;
  /** For each step over, how many of the other seat's lines it never played (the check). */
  unplayed(): readonly number[];
}

/** The rings of a mark, as the learner sees the table (seat 0). */
function markRings(l: Loaded, m: Mark, where: string): Ring[] {
  if ('card' in m) return [{ kind: 'card', id: l.ref(m.card, where), role: 'look' }];
  if ('pile' in m) return [{ kind: 'pile', seat: m.seat ?? 0, pile: m.pile, role: 'look' }];
  return [{ kind: 'part', part: m.part, role: 'look' }];
}

/** Loads the lesson's position and names every card its steps mention; a wrong name throws a
 * ScenarioError saying where. */
export function prepareLesson(lesson: Lesson): { loaded: Loaded; steps: Prepared[] } {
  const loaded = loadScenario(lesson.position);
  const steps = lesson.steps.map((step, i): Prepared => ({
    step,
    allow: (step.allow ?? []).map((p, j) => resolvePattern(loaded, p, `steps[${i}].allow[${j}]`)),
    opponent: (step.opponent ?? []).map((p, j) => resolvePattern(loaded, p, `steps[${i}].opponent[${j}]`)),
    show: (step.show ?? []).flatMap((m, j) => markRings(loaded, m, `steps[${i}].show[${j}]`)),
  }));
  return { loaded, steps };
}

/** A step that resolves what it did: the stack holds it, and passing lets it happen. */
const waiting = (p: Prepared, game: GameState) => p.step.resolve === true && game.stack.length > 0;

/** The learner's legal actions this step allows, in the order of its patterns: the first is what
 * the check plays and what the table rings as group 0. */
export function allowedNow(p: Prepared, game: GameState, legal: readonly Action[], learners: readonly Seat[] = [0]): Action[] {
  const who = actor(game);
  if (who === null || !learners.includes(who)) return [];
  if (waiting(p, game)) return legal.filter((a) => a.type === 'pass');
  const out: Action[] = [];
  for (const pattern of p.allow) for (const a of legal) if (matches(pattern, a) && !out.includes(a)) out.push(a);
  return out;
}

/** Whether the step allows this action now. */
export function stepAllows(p: Prepared, game: GameState, action: Action): boolean {
  return waiting(p, game) ? action.type === 'pass' : p.allow.some((pattern) => matches(pattern, action));
}

export function startLesson(session: Session, lesson: Lesson): LessonRun {
  const { loaded, steps } = prepareLesson(lesson);
  const learners = learnerSeats(lesson);
  let step = 0;
  /** The match's action count when each step up to the current one began. */
  let begun: number[] = [0];
  let unplayed: number[] = [];
  let latest: Match | null = null;
  let left = false;

  const done = () => step >= steps.length;

  /** How many of the step's lines for the other player it has played: they are matched in order
   * against what it did since the step began. */
  function played(m: Match): number {
    const lines = steps[step].opponent;
    let next = 0;
    for (let i = begun[step]; i < m.actions.length && next < lines.length; i++) {
      const a = m.actions[i];
      if (a.seat === 1 && matches(lines[next], a)) next++;
    }
    return next;
  }

  function opponentLine(): ResolvedPattern | null {
    if (done() || !latest) return null;
    return steps[step].opponent[played(latest)] ?? null;
  }

  /** The next step begins. */
  function advance(m: Match): void {
    unplayed[step] = steps[step].opponent.length - played(m);
    step++;
    begun.push(m.actions.length);
  }

  function coach(game: GameState, action: Action): Refusal | null {
    if (action.type === 'concede') return { rule: LESSON_RULE, reason: NO_CONCEDING };
    // A guided game goes on once its coach has finished: the two players play the rest.
    if (done()) return lesson.bothSeats ? null : { rule: LESSON_RULE, reason: OVER };
    const p = steps[step];
    if (p.allow.length === 0) return { rule: LESSON_RULE, reason: p.step.refuse ?? READ_FIRST };
    return stepAllows(p, game, action) ? null : { rule: LESSON_RULE, reason: p.step.refuse ?? OFF_STEP };
  }

  /** Whether the learner took one of the step's actions since it began. */
  function acted(m: Match, p: Prepared): boolean {
    for (let i = begun[step]; i < m.actions.length; i++) {
      const a = m.actions[i];
      if (learners.includes(a.seat) && !m.history[i].auto && p.allow.some((pattern) => matches(pattern, a))) return true;
    }
    return false;
  }

  function ended(m: Match): boolean {
    const { end } = steps[step].step;
    if (end === 'next') return false;
    if (end === 'acted') return acted(m, steps[step]) && !waiting(steps[step], m.game);
    return reached(m.game, end.reached);
  }

  function rings(m: Match | null): Ring[] {
    if (!m || done()) return [];
    // Between two learners the screen changes hands first: its button is all there is to press.
    const viewer = screenSeat(m.screen);
    if (viewer === null) return [{ kind: 'part', part: 'handover', role: 'press', group: 0 }];
    // Then the recap of what happened meanwhile, which the player reads and puts away.
    if (recapOf(m).length > 0) return [{ kind: 'part', part: 'recap', role: 'press', group: 0 }];
    const p = steps[step];
    const look = p.show.filter((r) => r.kind !== 'card' || visibleTo(m.game, r.id, viewer));
    return [...look, ...allowedNow(p, m.game, m.legal, learners).flatMap((a, g) => ringsFor(a, g))];
  }

  const publish = () => followed.publish({ lesson, step, done: done(), rings: rings(latest), left });

  function observe(m: Match): void {
    latest = m;
    // An action taken back (undo) takes the lesson back to the step it was taken in.
    while (step > 0 && m.actions.length < begun[step]) {
      begun.pop();
      step--;
    }
    while (!done() && ended(m)) advance(m);
    publish();
  }

  const followed = followPosition<LessonView>(session, loaded, {
    deckNames: lesson.deckNames,
    seats: [
      { kind: 'human', coach },
      lesson.bothSeats ? { kind: 'human', coach }
        : scriptedSeat({ next: () => { const line = opponentLine(); return line ? (a) => matches(line, a) : null; } }),
    ],
    settings: lessonSettings(lesson),
    onLeft() {
      left = true;
      publish();
    },
    onMatch: observe,
  });

  function begin(): void {
    step = 0;
    begun = [0];
    unplayed = [];
    left = false;
    latest = null;
    followed.begin();
  }

  begin();
  return {
    get: followed.get,
    subscribe: followed.subscribe,
    next() {
      if (done() || steps[step].step.end !== 'next' || !latest) return;
      advance(latest);
      observe(latest);
    },
    restart: begin,
    stop: followed.stop,
    unplayed: () => unplayed,
  };
}
