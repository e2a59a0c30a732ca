// The lessons (issue 12): each is played through on the engine as its steps say, with the check
// `npm run lessons` makes; the coach refuses in the lesson's words what the rules allow but the
// step does not, follows an undo back, and plays the other seat from the script; the texts are in
// our own words.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/match';
import { LESSONS, lessonById, nextLesson } from '../../src/learn/lessons';
import { startLesson } from '../../src/learn/lessons/run';
import { LESSON_RULE } from '../../src/learn/lessons/types';
import { followingSeconds, verifyLesson } from '../../src/learn/lessons/verify';
import { copiedPassages, sourceRuns, teachingTexts } from '../../scripts/teachingChecks';

describe('every lesson', () => {
  it.each(LESSONS.map((l) => [l.id, l] as const))('%s plays through on the engine as its steps say', (_id, lesson) => {
    const c = verifyLesson(lesson);
    expect(c.problems).toEqual([]);
    // Short: a few minutes each.
    expect(followingSeconds(c)).toBeLessThan(6 * 60);
  });

  it('have distinct ids, come in order and end with a summary', () => {
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
    expect(nextLesson(LESSONS[0].id)).toBe(LESSONS[1]);
    expect(nextLesson(LESSONS.at(-1)!.id)).toBeUndefined();
    expect(nextLesson('no such lesson')).toBeUndefined();
    for (const l of LESSONS) expect(l.summary.length).toBeGreaterThan(1);
  });
});

describe('the coach', () => {
  const lesson = lessonById('energy')!;

  it('refuses in the lesson\'s words a legal action the step does not ask for, and the rules\' own refusals stay', () => {
    const session = createSession();
    const run = startLesson(session, lesson);
    const m = () => session.get().match!;
    // A read step: nothing but Next.
    expect(session.submit({ type: 'activate', seat: 0, amount: 3 })).toBe(false);
    expect(m().refusal?.rule).toBe(LESSON_RULE);
    while (!lesson.steps[run.get().step].allow) run.next();
    // The step asks for 3; 2 is legal but refused in the step's words.
    expect(session.submit({ type: 'activate', seat: 0, amount: 2 })).toBe(false);
    expect(m().refusal).toEqual({ rule: LESSON_RULE, reason: lesson.steps[run.get().step].refuse });
    expect(session.submit({ type: 'draw', seat: 0 })).toBe(false);
    expect(m().refusal?.rule).toMatch(/^R-/);
    expect(session.submit({ type: 'concede', seat: 0 })).toBe(false);
    expect(m().refusal?.rule).toBe(LESSON_RULE);
    expect(m().game.winner).toBeNull();
    const step = run.get().step;
    expect(session.submit({ type: 'activate', seat: 0, amount: 3 })).toBe(true);
    expect(run.get().step).toBe(step + 1);
    // Taken back, the lesson is back at the step it was taken in.
    expect(session.undo(0)).toBe(true);
    expect(run.get().step).toBe(step);
    run.stop();
  });

  it('starts again from the first step on replay, and notices when its game leaves the table', () => {
    const session = createSession();
    const run = startLesson(session, lesson);
    run.next();
    run.next();
    expect(run.get().step).toBe(2);
    run.restart();
    expect(run.get().step).toBe(0);
    expect(session.get().match!.actions).toEqual([]);
    session.leave();
    expect(run.get().left).toBe(true);
  });

  it('rings only what the learner may see', () => {
    for (const l of LESSONS) expect(verifyLesson(l).problems.filter((p) => /cannot see/.test(p))).toEqual([]);
  });
});

const runs = sourceRuns();

describe.skipIf(runs === null)('lessons in our own words', () => {
  it('no lesson text shares an 8-word run with the sources', () => {
    expect(copiedPassages(teachingTexts().filter((t) => t.kind === 'lessons'), runs!)).toEqual([]);
  });
});
