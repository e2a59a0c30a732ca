// The coach of a lesson, in a band above the board: what to look at or do now, in our own words,
// the rules it rests on (each a link to its explanation), Next for a step that is read, and the
// lesson's own "not now" when the learner tries something else. Once the last step is done, the
// summary of what was learned, with the next lesson, a replay and the list.
import type { ReactNode } from 'react';
import { nextLesson } from '../../learn/lessons';
import { LESSON_RULE } from '../../learn/lessons/types';
import { RuleLink } from '../../learn/components/RuleLink';
import { TermText } from '../../learn/components/TermText';
import { Dialog } from '../dialogs/Dialog';
import { useTable } from '../store';
import { useRootFlag } from '../rootFlag';
import { useHeightVar } from '../table/heightVar';
import { CoachRings } from './CoachRings';
import { useLearn } from './learnStore';

function Summary() {
  const view = useLearn((s) => s.lesson)!;
  const xcom = useLearn((s) => s.lessonGame === 'xcom');
  const { startLesson, restart, leaveLesson, playOn } = useLearn.getState();
  // X-COM Incursion has one lesson, reached from its start screen.
  const next = xcom ? undefined : nextLesson(view.lesson.id);
  return (
    <Dialog title={`Lesson learned: ${view.lesson.title}`} className="lesson-summary"
      description={<p>What this lesson showed, to keep in mind:</p>}>
      <ul className="summary-points">{view.lesson.summary.map((line) => <li key={line}><TermText text={line} /></li>)}</ul>
      <div className="summary-actions">
        {view.lesson.bothSeats && <button type="button" className="primary" onClick={playOn}>Play the game on</button>}
        {next && <button type="button" className="primary" onClick={() => startLesson(next.id)}>Next lesson: {next.title}</button>}
        <button type="button" onClick={restart}>Replay this lesson</button>
        <button type="button" className={next ? '' : 'primary'} onClick={leaveLesson}>{xcom ? 'Back to the start screen' : 'All lessons'}</button>
      </div>
    </Dialog>
  );
}

/** The band's head, a lesson's or a puzzle's: its title, where it stands, and its tools. */
export function CoachHead({ title, count, children }: { title: string; count: string; children: ReactNode }) {
  return (
    <header className="coach-head">
      <h2>{title}</h2>
      <span className="coach-count">{count}</span>
      <span className="coach-tools">{children}</span>
    </header>
  );
}

/** A move the lesson or puzzle refused, in its own words, until dismissed. */
export function CoachRefusal() {
  const refusal = useTable((s) => (s.refusal?.rule === LESSON_RULE ? s.refusal : null));
  const clear = useTable((s) => s.showRefusal);
  if (!refusal) return null;
  return (
    <p role="alert" className="coach-refusal">
      {refusal.reason} <button type="button" onClick={() => clear(null)} aria-label="Dismiss">×</button>
    </p>
  );
}

/** The coach's band; `refusal` shows the lesson's refusals where the game's table keeps them
 * (WARS's table store by default). */
export function Coach({ refusal = <CoachRefusal /> }: { refusal?: ReactNode }) {
  const view = useLearn((s) => s.lesson);
  const band = useHeightVar('--coach-h');
  // A step that is only read (its end is Next) keeps a waiting decision folded to its title (learn.css).
  useRootFlag('coach-reading', !!view && !view.done && view.lesson.steps[view.step].end === 'next');
  if (!view) return null;
  const { lesson } = view;
  const { next, restart, leaveLesson } = useLearn.getState();
  if (view.done) return <Summary />;
  const step = lesson.steps[view.step];
  const read = step.end === 'next';
  return (
    <section ref={band} className={`coach ${read ? 'is-reading' : ''}`} aria-label={`Lesson: ${lesson.title}`} aria-live="polite">
      <CoachRings rings={view.rings} />
      <CoachHead title={lesson.title} count={`Step ${view.step + 1} of ${lesson.steps.length}`}>
        <button type="button" onClick={restart}>Restart</button>
        <button type="button" onClick={leaveLesson}>Leave the lesson</button>
      </CoachHead>
      <p className="coach-text"><TermText text={step.text} /></p>
      <div className="coach-foot">
        {read
          ? <button type="button" className="primary coach-next" onClick={next}>Next</button>
          : <span className="coach-do">Your move: use what is ringed in gold.</span>}
        {step.rules && step.rules.length > 0 && (
          <span className="coach-rules">Rules: {step.rules.map((id) => <RuleLink key={id} id={id} />)}</span>
        )}
      </div>
      {refusal}
    </section>
  );
}

/** Between two learners (a guided game): the screen changes hands before the coach goes on, and
 * says nothing here of the step, which may name the next player's hand. */
export function CoachAtHandOver() {
  const view = useLearn((s) => s.lesson);
  if (!view || view.done) return null;
  return (
    <section className="coach coach-hand-over" aria-label={`Lesson: ${view.lesson.title}`}>
      <CoachRings rings={view.rings} />
      <header className="coach-head">
        <h2>{view.lesson.title}</h2>
        <span className="coach-count">Step {view.step + 1} of {view.lesson.steps.length}</span>
      </header>
      <p className="coach-text">The next player takes the screen; the coach goes on once they have it.</p>
    </section>
  );
}
