// Playing a lesson through on the engine, as its steps say, with nobody at the screen: the check
// behind `npm run lessons` and the unit tests. At each step that asks for an action, the learner
// takes the first action the step allows (the one the table rings first); every step must be
// reachable and end, every allowed action must be legal, a legal action outside the step must be
// refused in the lesson's words, the other seat's script must be played to its end, and nothing
// ringed may be a card the learner cannot see.
import { actor, check, defOf, describeStep, pendingDecision } from '../../engine';
import { createSession, screenSeat } from '../../match';
import type { Match } from '../../match';
import { visibleTo } from '../coach/marks';
import { checkExpectations } from '../../scenario/run';
import { allowedNow, prepareLesson, startLesson, stepAllows } from './run';
import { learnerSeats, LESSON_RULE } from './types';
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

export function verifyLesson(lesson: Lesson): LessonCheck {
  const problems: string[] = [];
  const records: StepRecord[] = lesson.steps.map((s) => ({ words: words(s.text), actions: 0 }));
  const summaryWords = lesson.summary.reduce((n, line) => n + words(line), 0);
  const out = (): LessonCheck => ({ id: lesson.id, problems, steps: records, summaryWords });
  let prepared: ReturnType<typeof prepareLesson>;
  try {
    prepared = prepareLesson(lesson);
  } catch (e) {
    problems.push(String(e instanceof Error ? e.message : e));
    return out();
  }
  const session = createSession();
  const run = startLesson(session, lesson);
  const match = (): Match => session.get().match!;
  let shown = -1;

  const learners = learnerSeats(lesson);
  for (let n = 0; n < MAX_ACTIONS && !run.get().done; n++) {
    const { step } = run.get();
    const p = prepared.steps[step];
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
      if (m.game.winner !== null && p.step.end !== 'next') problems.push(`${where}: the game is already over`);
      for (const r of run.get().rings) if (r.kind === 'card' && !visibleTo(m.game, r.id, viewer)) problems.push(`${where}: rings ${defOf(m.game, r.id).title}, which the learner cannot see`);
      if (p.step.expect) for (const f of checkExpectations(m.game, prepared.loaded, p.step.expect, [], null)) problems.push(`${where}: ${f}`);
      for (const r of p.show) if (r.kind === 'card' && !visibleTo(m.game, r.id, viewer)) problems.push(`${where}: points at ${defOf(m.game, r.id).title}, which the learner cannot see`);
    }
    if (p.step.end === 'next') {
      if (p.allow.length) problems.push(`${where}: a step ended by Next allows no action`);
      run.next();
      continue;
    }
    const allowed = allowedNow(p, m.game, m.legal, learners);
    if (allowed.length === 0) {
      const decision = pendingDecision(m.game);
      const who = actor(m.game);
      problems.push(`${where}: nothing the step allows can be done now (${who === null ? 'the game is over' : `P${who + 1} to act${decision ? `: ${describeStep(decision)}` : ''}`}, ${m.game.phase})`);
      return out();
    }
    for (const a of allowed) {
      const refusal = check(m.game, a);
      if (refusal) problems.push(`${where}: an allowed action is refused by the rules: ${refusal.reason} (${refusal.rule})`);
    }
    const outside = m.legal.find((a) => !stepAllows(p, m.game, a));
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
    if (after.step === step && !after.done && p.step.end === 'acted' && !(p.step.resolve && match().game.stack.length > 0)) problems.push(`${where}: the step's action did not end it`);
  }
  if (!run.get().done) problems.push(`step ${run.get().step + 1}: the lesson does not end`);
  run.unplayed().forEach((n, i) => { if (n > 0) problems.push(`step ${i + 1}: ${n} of the other player's moves were never made`); });
  run.stop();
  return out();
}
