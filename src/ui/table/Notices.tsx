// Messages above the table: the engine's last refusal, and the recap after a hand-over: what
// happened since the player last had their own screen, grouped by turn and phase, in full.
import { RuleLink } from '../../learn/components/RuleLink';
import { LESSON_RULE } from '../../learn/lessons/types';
import { useInteraction } from '../interaction';
import { useTable } from '../store';
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
  if (recap.length === 0) return null;
  return (
    <section className="recap" aria-label="Since your last turn at the screen">
      <h2>Since you last had the screen</h2>
      <LogTurns turns={recap} label="What happened meanwhile" />
      <button type="button" data-coach="recap" onClick={dismiss}>Got it</button>
    </section>
  );
}
