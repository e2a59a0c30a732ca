// Playing a lesson through on the engine, as its steps say, with nobody at the screen: the check
// behind `npm run lessons` and the unit tests. At each step that asks for an action, the learner
// takes the first action the step allows (the one the table rings first); every step must be
// reachable and end, every allowed action must be legal, a legal action outside the step must be
// refused in the lesson's words, the other seat's script must be played to its end, and nothing
// ringed may be a card the learner cannot see.
import { actor, defOf, describeStep, pendingDecision, seatName } from '../../engine';
import type { GameTypes } from '../../game';
import { createSession, screenSeat } from '../../match';
import type { Match, Session } from '../../match';
import { checkExpectations } from '../../scenario/run';
import { warsLessonGame } from './run';
import { allowedNow, LESSON_RULE, runSteps, stepAllows } from './steps';
import type { LessonGame, LessonText } from './steps';
import type { Lesson } from './types';

export interface StepRecord {
  /** Words of the step's text. */
  words: number;
  /** Actions the learner took in it (a read step: none, only Next). */
  actions: number;
}

export interface LessonCheck {
  id: string;
  problems: string[];
  steps: StepRecord[];
  /** Words of the summary screen. */
  summaryWords: number;
}

/** A newcomer reads the coach carefully (words a minute) and finds the ringed thing before using
 * it (seconds a move). */
const READING_WPM = 180;
const SECONDS_A_MOVE = 5;

/** How long following the lesson takes, in seconds: reading every step and the summary, and each
 * move the learner makes. */
export function followingSeconds(c: LessonCheck): number {
  const words = c.steps.reduce((n, s) => n + s.words, c.summaryWords);
  const moves = c.steps.reduce((n, s) => n + s.actions, 0);
  return Math.round((words / READING_WPM) * 60 + moves * SECONDS_A_MOVE);
}

/** At most this many actions for one lesson: a step that never ends stops the check. */
const MAX_ACTIONS = 400;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** What the check says of a game besides its rules: why nothing can be done, a card's name, and
 * whether a step's text holds of the position. */
export interface LessonChecks<T extends GameTypes> {
  stuck(s: T['state']): string;
  cardName(s: T['state'], id: string): string;
  expect(step: number, s: T['state']): string[];
}

export function verifyLesson(lesson: Lesson): LessonCheck {
  let g: ReturnType<typeof warsLessonGame>;
  try {
    g = warsLessonGame(lesson);
  } catch (e) {
    return { id: lesson.id, problems: [String(e instanceof Error ? e.message : e)], steps: [], summaryWords: 0 };
  }
  const { loaded } = g;
  return verifySteps(lesson, g, createSession(), {
    stuck(s) {
      const decision = pendingDecision(s);
      const who = actor(s);
      return `${who === null ? 'the game is over' : `${seatName(who)} to act${decision ? `: ${describeStep(decision)}` : ''}`}, ${s.phase}`;
    },
    cardName: (s, id) => defOf(s, id).title,
    expect: (i, s) => {
      const e = lesson.steps[i].expect;
      return e ? checkExpectations(s, loaded, e, [], null) : [];
    },
  });
}

/** Plays any game's lesson through on a fresh session of its game. */
export function verifySteps<T extends GameTypes>(lesson: LessonText, g: LessonGame<T>, session: Session<T>, checks: LessonChecks<T>): LessonCheck {
  const problems: string[] = [];
  const records: StepRecord[] = lesson.steps.map((s) => ({ words: words(s.text), actions: 0 }));
  const summaryWords = lesson.summary.reduce((n, line) => n + words(line), 0);
  const out = (): LessonCheck => ({ id: lesson.id, problems, steps: records, summaryWords });
  const run = runSteps(session, lesson, g);
  const match = (): Match<T> => session.get().match!;
  let shown = -1;

  for (let n = 0; n < MAX_ACTIONS && !run.get().done; n++) {
    const { step } = run.get();
    const p = g.steps[step];
    const m = match();
    const where = `step ${step + 1}`;
    // Two learners at one screen: the next one takes it, as its ringed button does.
    if (m.screen.kind === 'handOver') {
      session.takeOver();
      continue;
    }
    const viewer = screenSeat(m.screen) ?? 0;
    if (m.refusal?.rule === 'TABLE-PROGRAM') {
      problems.push(`${where}: ${m.refusal.reason}`);
      return out();
    }
    if (step !== shown) {
      // A step is checked once, as it is first shown.
      shown = step;
      if (g.def.winner(m.game) !== null && p.step.end !== 'next') problems.push(`${where}: the game is already over`);
      for (const r of run.get().rings) if (r.kind === 'card' && !g.visibleTo(m.game, r.id, viewer)) problems.push(`${where}: rings ${checks.cardName(m.game, r.id)}, which the learner cannot see`);
      for (const f of checks.expect(step, m.game)) problems.push(`${where}: ${f}`);
      for (const r of p.show(m.game)) if (r.kind === 'card' && !g.visibleTo(m.game, r.id, viewer)) problems.push(`${where}: points at ${checks.cardName(m.game, r.id)}, which the learner cannot see`);
    }
    if (p.step.end === 'next') {
      if (p.allow.length) problems.push(`${where}: a step ended by Next allows no action`);
      run.next();
      continue;
    }
    const allowed = allowedNow(g, p, m.game, m.legal);
    if (allowed.length === 0) {
      problems.push(`${where}: nothing the step allows can be done now (${checks.stuck(m.game)})`);
      return out();
    }
    for (const a of allowed) {
      const refusal = g.def.check(m.game, a);
      if (refusal) problems.push(`${where}: an allowed action is refused by the rules: ${refusal.reason} (${refusal.rule})`);
    }
    const outside = m.legal.find((a) => !stepAllows(g, p, m.game, a));
    if (outside) {
      const before = m.game;
      if (session.submit(outside) || match().refusal?.rule !== LESSON_RULE || match().game !== before) {
        problems.push(`${where}: ${outside.type} is outside the step but was not refused in the lesson's words`);
        return out();
      }
    }
    if (!session.submit(allowed[0])) {
      problems.push(`${where}: the step's own action was refused: ${match().refusal?.reason}`);
      return out();
    }
    records[step].actions++;
    const after = run.get();
    if (after.step === step && !after.done && p.step.end === 'acted' && !(p.step.resolve && g.pending(match().game))) problems.push(`${where}: the step's action did not end it`);
  }
  if (!run.get().done) problems.push(`step ${run.get().step + 1}: the lesson does not end`);
  run.unplayed().forEach((n, i) => { if (n > 0) problems.push(`step ${i + 1}: ${n} of the other player's moves were never made`); });
  run.stop();
  return out();
}
