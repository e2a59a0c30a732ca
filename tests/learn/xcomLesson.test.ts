// X-COM Incursion's lesson (issue 15) on the same coach as WARS's: played through on the engine as
// its steps say, a full turn from the action phase to the next turn; a legal move off the step is
// refused in the lesson's words while the rules keep their own XR- refusals; an undo takes the
// lesson back; every rule it cites has an explanation; its texts are in our own words.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../src/match';
import { XCOM_GAME } from '../../src/xcom';
import { entryById } from '../../src/learn/rules';
import { RULE_ID } from '../../src/learn/ruleIds';
import { LESSON_RULE } from '../../src/learn/lessons/steps';
import { followingSeconds } from '../../src/learn/lessons/verify';
import { XCOM_LESSONS } from '../../src/learn/lessons/xcom';
import { startXcomLesson, verifyXcomLesson, xcomLessonGame } from '../../src/learn/lessons/xcom/lesson';
import { XCOM_FIRST_TURN } from '../../src/learn/lessons/xcom/firstTurn';
import { xcomUndoPlan } from '../../src/ui/xcom/store';
import { sharedPassage, sourceRuns } from '../../scripts/teachingChecks';

describe('X-COM lessons', () => {
  it.each(XCOM_LESSONS.map((l) => [l.id, l] as const))('%s plays through on the engine as its steps say', (_id, lesson) => {
    const c = verifyXcomLesson(lesson);
    expect(c.problems).toEqual([]);
    expect(followingSeconds(c)).toBeLessThan(6 * 60);
  });

  it('XR-TURN-01: the first lesson goes through every phase of one turn and ends in the next', () => {
    const session = createGameSession(XCOM_GAME);
    const run = startXcomLesson(session, XCOM_FIRST_TURN);
    const g = xcomLessonGame(XCOM_FIRST_TURN);
    const phases = new Set<string>();
    for (let n = 0; n < 100 && !run.get().done; n++) {
      const m = session.get().match!;
      phases.add(m.game.phase);
      const p = g.steps[run.get().step];
      if (p.step.end === 'next') { run.next(); continue; }
      expect(session.submit(m.legal.find((a) => p.allow.some((line) => line(a)))!)).toBe(true);
    }
    expect(run.get().done).toBe(true);
    expect([...phases].sort()).toEqual(['action', 'base', 'end', 'interception', 'research', 'search', 'tactics']);
    expect(session.get().match!.game.turn).toBe(2);
    run.stop();
  });

  it('refuses in the lesson\'s words what the rules allow off the step, keeps the rules\' refusals, and follows an undo back', () => {
    const session = createGameSession(XCOM_GAME);
    const run = startXcomLesson(session, XCOM_FIRST_TURN);
    const m = () => session.get().match!;
    // A read step: nothing but Next.
    expect(session.submit({ type: 'pass', seat: 0 })).toBe(false);
    expect(m().refusal?.rule).toBe(LESSON_RULE);
    run.next();
    run.next();
    // The Supply of Workshops is asked for; the Kill is legal but not now.
    const kill = m().legal.find((a) => a.type === 'kill')!;
    expect(session.submit(kill)).toBe(false);
    expect(m().refusal).toEqual({ rule: LESSON_RULE, reason: XCOM_FIRST_TURN.steps[2].refuse });
    // Against the rules: the rules' own refusal and rule.
    expect(session.submit({ type: 'meld', seat: 0, card: kill.card })).toBe(false);
    expect(m().refusal?.rule).toBe('XR-TURN-01');
    const supply = m().legal.find((a) => a.type === 'supply')!;
    expect(session.submit(supply)).toBe(true);
    expect(run.get().step).toBe(3);
    // The Supply showed the top of a face-down deck: it is not taken back.
    expect(session.undo(0)).toBe(false);
    // A meld is: the lesson goes back to the step it was made in.
    const g = xcomLessonGame(XCOM_FIRST_TURN);
    const meldStep = XCOM_FIRST_TURN.steps.findIndex((st) => st.allow?.[0].type === 'meld');
    while (run.get().step < meldStep) {
      const p = g.steps[run.get().step];
      if (p.step.end === 'next') run.next();
      else expect(session.submit(m().legal.find((a) => p.allow.some((line) => line(a)))!)).toBe(true);
    }
    expect(session.submit(m().legal.find((a) => g.steps[meldStep].allow[0](a))!)).toBe(true);
    expect(run.get().step).toBe(meldStep + 1);
    expect(session.undo(0)).toBe(true);
    expect(run.get().step).toBe(meldStep);
    expect(m().game.melds[0]).toEqual([]);
    // Right after the Aliens' scripted move, the board's undo names the lesson, not a computer.
    run.restart();
    run.next();
    run.next();
    expect(session.submit(m().legal.find((a) => a.type === 'supply')!)).toBe(true);
    expect(xcomUndoPlan(m())).toMatchObject({ ok: false, short: 'the lesson\'s Aliens\' action' });
    run.stop();
  });

  it('every rule a step rests on has an explanation in the rules reference', () => {
    const ids = XCOM_LESSONS.flatMap((l) => l.steps.flatMap((s) => s.rules ?? []));
    expect(ids.filter((id) => !entryById(id))).toEqual([]);
  });

  it('every rule the X-COM engine and board cite (refusals, log, banner links) has an explanation the table links to', () => {
    const cited = new Set<string>();
    for (const dir of ['../../src/xcom/', '../../src/ui/xcom/']) {
      const at = fileURLToPath(new URL(dir, import.meta.url));
      for (const f of readdirSync(at)) for (const m of readFileSync(at + f, 'utf8').matchAll(RULE_ID)) if (m[0].startsWith('XR')) cited.add(m[0]);
    }
    expect(cited.size).toBeGreaterThan(40);
    expect([...cited].filter((id) => !entryById(id))).toEqual([]);
  });
});

const runs = sourceRuns();

describe.skipIf(runs === null)('X-COM lessons in our own words', () => {
  it('no lesson text shares an 8-word run with the sources', () => {
    const copied = XCOM_LESSONS.flatMap((l) => [l.title, l.about, ...l.summary, ...l.steps.flatMap((s) => [s.text, s.refuse ?? ''])]
      .flatMap((text) => { const hit = sharedPassage(text, runs!); return hit ? [`${l.id}: ${hit}`] : []; }));
    expect(copied).toEqual([]);
  });
});
