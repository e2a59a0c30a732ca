// Messages above the table: the engine's last refusal, and the recap after a hand-over: what
// happened since the player last had their own screen, grouped by turn and phase, in full (on a
// phone folded to its newest line until asked for, so it does not cover the board).
import { useState } from 'react';
import { linkRules } from '../../learn/components/LinkedText';
import { RuleLink } from '../../learn/components/RuleLink';
import { LESSON_RULE } from '../../learn/lessons/types';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
import { useNarrow } from '../useNarrow';
import { LogTurns } from './LogTurns';

/** A rule of the game (checklist or ruling), shown with the refusal; the table's own refusals
 * (undo) carry none. */
const RULE_ID = /^(R|AMB)-/;

export function RefusalNotice() {
  // A lesson's own "not now" is said by its coach.
  const refusal = useTable((s) => (s.refusal?.rule === LESSON_RULE ? null : s.refusal));
  const clear = useTable((s) => s.showRefusal);
  if (!refusal) return <div role="alert" className="refusal-slot" />;
  return (
    <div role="alert" className="refusal">
      <span>Not allowed. {refusal.reason}{RULE_ID.test(refusal.rule) && <> <span className="rule">(<RuleLink id={refusal.rule} />)</span></>}</span>
      <button type="button" onClick={() => clear(null)} aria-label="Dismiss the refusal">×</button>
    </div>
  );
}

/** What an undo took back, said until the next action. */
export function UndoneNotice() {
  const undone = useInteraction((s) => s.undone);
  if (!undone) return null;
  return (
    <div role="status" className="undone">
      <span>Taken back: {undone}.</span>
      <button type="button" onClick={() => useInteraction.setState({ undone: null })} aria-label="Dismiss">×</button>
    </div>
  );
}

export function Recap() {
  const recap = useTable((s) => s.recap);
  const dismiss = useTable((s) => s.dismissRecap);
  const narrow = useNarrow();
  // Shown in full for this recap (by where its first line is in the log): the next one folds again.
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (recap.length === 0) return null;
  const lines = recap.flatMap((t) => t.phases.flatMap((p) => p.lines));
  const folded = narrow && openAt !== lines[0]?.at;
  return (
    <section className={`recap ${folded ? 'is-folded' : ''}`} aria-label="Since your last turn at the screen">
      <h2>Since you last had the screen</h2>
      {folded
        ? <p className="recap-newest"><span className="muted">Newest of {lines.length}:</span> {linkRules(lines.at(-1)?.text ?? '')}</p>
        : <LogTurns turns={recap} label="What happened meanwhile" />}
      <div className="recap-buttons">
        {folded && <button type="button" onClick={() => setOpenAt(lines[0]?.at ?? null)}>Show all</button>}
        <button type="button" data-coach="recap" onClick={dismiss}>Got it</button>
      </div>
    </section>
  );
}
