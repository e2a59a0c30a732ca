// A lesson in progress on a match session, in any game the table plays: the coach follows the
// match step by step, screens the learner's actions (a legal action outside the step is refused
// in the lesson's words), and plays the other seat from the step's script. What it needs of a game
// (its rules, its table's rings, its moments) comes through `LessonGame`, the seam each game's
// lessons fill: WARS's in run.ts, X-COM Incursion's in ../xcom/lesson.ts. Plain TypeScript over
// src/match: the table and the headless check (verify.ts) drive the very same run.
import type { GameDef, GameTypes, Refusal, Seat } from '../../game';
import { recapOf, screenSeat } from '../../match';
import type { Match, MatchSettings, SeatController, Session } from '../../match';
import { followPosition } from '../coach/follow';
import type { Ring } from '../coach/marks';

/** The rule a lesson's own refusals carry ("not now, the lesson asks for something else"): the
 * table shows no rule link for it. */
export const LESSON_RULE = 'LESSON';

/** When a step is over. */
export type StepEnd<M = unknown> =
  /** The learner reads, then presses Next. */
  | 'next'
  /** The learner has taken one of the actions the step allows. */
  | 'acted'
  /** The game has reached this moment (each game writes its own moments). */
  | { reached: M };

/** What every game's lesson step has, and the coach's band shows. */
export interface StepText<M = unknown> {
  /** What the coach says, in our words. */
  text: string;
  /** Said when the learner tries something else the rules allow now. */
  refuse?: string;
  end: StepEnd<M>;
  /** With `end: 'acted'`: the step lasts until what the action put in motion has happened, the
   * learner passing (Pass is ringed) while it waits. */
  resolve?: boolean;
  /** Rules this step rests on, linked to the rules reference. */
  rules?: string[];
}

/** What every game's lesson has, and the coach's band and summary show. */
export interface LessonText {
  /** A stable id, for the progress kept on the device. */
  id: string;
  title: string;
  /** One line for the lesson list: what it teaches. */
  about: string;
  /** Both seats are played at this screen by two learners; no script for the other player. */
  bothSeats?: boolean;
  steps: readonly StepText[];
  /** What was learned, shown on the last screen. */
  summary: string[];
}

/** One of the actions a step names (written as a pattern, read by its game). */
export type Line<T extends GameTypes> = (a: T['action']) => boolean;

/** A step with its card names read against the lesson's position. */
export interface PreparedStep<T extends GameTypes> {
  step: StepText;
  allow: Line<T>[];
  opponent: Line<T>[];
  /** What the step points at, as the table stands. */
  show(s: T['state']): Ring[];
}

/** What a lesson needs of its game: the seam between the coach and one game's rules and table. */
export interface LessonGame<T extends GameTypes> {
  def: GameDef<T>;
  /** The lesson's position as the session starts it (a new object each time). */
  start(): T['start'];
  steps: PreparedStep<T>[];
  /** The seats played at the screen by learners. */
  learners: readonly Seat[];
  settings: Partial<MatchSettings>;
  reached(s: T['state'], moment: unknown): boolean;
  /** Something an action put in motion is still to happen (WARS: an item on the stack). */
  pending(s: T['state']): boolean;
  /** How the table shows taking an action: the card to pick up and where it goes, or the button. */
  ringsFor(a: T['action'], group: number, m: Match<T>): Ring[];
  /** Whether the learner at `seat` can see the card. */
  visibleTo(s: T['state'], id: string, seat: Seat): boolean;
  /** The other seat played from its lines (`next`: the line to play now, if any). */
  scripted(next: () => Line<T> | null): SeatController<T>;
}

const NO_CONCEDING = 'A lesson is not conceded: restart it or leave it from the lesson panel.';
const READ_FIRST = 'First read what the coach says, then press Next.';
const OFF_STEP = 'That is allowed in a game, but this step of the lesson asks for something else: see the coach.';
const OVER = 'This lesson is over: replay it, or choose another lesson.';

export interface LessonView<L extends LessonText = LessonText> {
  lesson: L;
  /** The step on screen; `lesson.steps.length` once it is over (the summary). */
  step: number;
  done: boolean;
  /** What the table rings now: what to look at, and what to use for the step's action. */
  rings: Ring[];
  /** The lesson's game has left the table (a new game, the start screen). */
  left: boolean;
}

export interface LessonRun<L extends LessonText = LessonText> {
  get(): LessonView<L>;
  subscribe(listener: (v: LessonView<L>) => void): () => void;
  /** Ends a step that is read: the learner pressed Next. */
  next(): void;
  /** From the first step again, on a fresh position. */
  restart(): void;
  /** Stops following the session (the game stays on the table). */
  stop(): void;
  /** For each step over, how many of the other seat's lines it never played (the check). */
  unplayed(): readonly number[];
}

/** A step that resolves what it did: something waits to happen, and passing lets it. */
const waiting = <T extends GameTypes>(g: LessonGame<T>, p: PreparedStep<T>, s: T['state']) => p.step.resolve === true && g.pending(s);

/** The learner's legal actions this step allows, in the order of its lines: the first is what
 * the check plays and what the table rings as group 0. */
export function allowedNow<T extends GameTypes>(g: LessonGame<T>, p: PreparedStep<T>, s: T['state'], legal: readonly T['action'][]): T['action'][] {
  const who = g.def.actor(s);
  if (who === null || !g.learners.includes(who)) return [];
  if (waiting(g, p, s)) return legal.filter((a) => a.type === 'pass');
  const out: T['action'][] = [];
  for (const line of p.allow) for (const a of legal) if (line(a) && !out.includes(a)) out.push(a);
  return out;
}

/** Whether the step allows this action now. */
export function stepAllows<T extends GameTypes>(g: LessonGame<T>, p: PreparedStep<T>, s: T['state'], action: T['action']): boolean {
  return waiting(g, p, s) ? action.type === 'pass' : p.allow.some((line) => line(action));
}

export function runSteps<T extends GameTypes, L extends LessonText>(session: Session<T>, lesson: L, g: LessonGame<T>): LessonRun<L> {
  const { steps, learners } = g;
  let step = 0;
  /** The match's action count when each step up to the current one began. */
  let begun: number[] = [0];
  let unplayed: number[] = [];
  let latest: Match<T> | null = null;
  let left = false;

  const done = () => step >= steps.length;

  /** How many of the step's lines for the other player it has played: they are matched in order
   * against what it did since the step began. */
  function played(m: Match<T>): number {
    const lines = steps[step].opponent;
    let next = 0;
    for (let i = begun[step]; i < m.actions.length && next < lines.length; i++) {
      const a = m.actions[i];
      if (!learners.includes(a.seat) && lines[next](a)) next++;
    }
    return next;
  }

  function opponentLine(): Line<T> | null {
    if (done() || !latest) return null;
    return steps[step].opponent[played(latest)] ?? null;
  }

  /** The next step begins. */
  function advance(m: Match<T>): void {
    unplayed[step] = steps[step].opponent.length - played(m);
    step++;
    begun.push(m.actions.length);
  }

  function coach(game: T['state'], action: T['action']): Refusal | null {
    if (action.type === 'concede') return { rule: LESSON_RULE, reason: NO_CONCEDING };
    // A guided game goes on once its coach has finished: the two players play the rest.
    if (done()) return lesson.bothSeats ? null : { rule: LESSON_RULE, reason: OVER };
    const p = steps[step];
    if (p.allow.length === 0) return { rule: LESSON_RULE, reason: p.step.refuse ?? READ_FIRST };
    return stepAllows(g, p, game, action) ? null : { rule: LESSON_RULE, reason: p.step.refuse ?? OFF_STEP };
  }

  /** Whether the learner took one of the step's actions since it began. */
  function acted(m: Match<T>, p: PreparedStep<T>): boolean {
    for (let i = begun[step]; i < m.actions.length; i++) {
      const a = m.actions[i];
      if (learners.includes(a.seat) && !m.history[i].auto && p.allow.some((line) => line(a))) return true;
    }
    return false;
  }

  function ended(m: Match<T>): boolean {
    const { end } = steps[step].step;
    if (end === 'next') return false;
    if (end === 'acted') return acted(m, steps[step]) && !waiting(g, steps[step], m.game);
    return g.reached(m.game, end.reached);
  }

  function rings(m: Match<T> | null): Ring[] {
    if (!m || done()) return [];
    // Between two learners the screen changes hands first: its button is all there is to press.
    const viewer = screenSeat(m.screen);
    if (viewer === null) return [{ kind: 'part', part: 'handover', role: 'press', group: 0 }];
    // Then the recap of what happened meanwhile, which the player reads and puts away.
    if (recapOf(m).length > 0) return [{ kind: 'part', part: 'recap', role: 'press', group: 0 }];
    const p = steps[step];
    const look = p.show(m.game).filter((r) => r.kind !== 'card' || g.visibleTo(m.game, r.id, viewer));
    return [...look, ...allowedNow(g, p, m.game, m.legal).flatMap((a, n) => g.ringsFor(a, n, m))];
  }

  const publish = () => followed.publish({ lesson, step, done: done(), rings: rings(latest), left });

  function observe(m: Match<T>): void {
    latest = m;
    // An action taken back (undo) takes the lesson back to the step it was taken in.
    while (step > 0 && m.actions.length < begun[step]) {
      begun.pop();
      step--;
    }
    while (!done() && ended(m)) advance(m);
    publish();
  }

  const learner: SeatController<T> = { kind: 'human', coach };
  const followed = followPosition<LessonView<L>, T>(session, {
    start: g.start,
    seats: [0, 1].map((seat) => (learners.includes(seat as Seat) ? learner : g.scripted(opponentLine))) as [SeatController<T>, SeatController<T>],
    settings: g.settings,
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
