// Messages above the table: the engine's last refusal, and the recap after a hand-over.
import { eventText } from '../../engine';
import { linkRules } from '../../learn/components/LinkedText';
import { RuleLink } from '../../learn/components/RuleLink';
import type { Seat } from '../../engine';
import { useTable } from '../store';

export function RefusalNotice() {
  const refusal = useTable((s) => s.refusal);
  const clear = useTable((s) => s.showRefusal);
  if (!refusal) return <div role="alert" className="refusal-slot" />;
  return (
    <div role="alert" className="refusal">
      <span>Not allowed: {refusal.reason} <span className="rule">(<RuleLink id={refusal.rule} />)</span></span>
      <button type="button" onClick={() => clear(null)} aria-label="Dismiss the refusal">×</button>
    </div>
  );
}

export function Recap({ viewer }: { viewer: Seat }) {
  const recap = useTable((s) => s.recap);
  const dismiss = useTable((s) => s.dismissRecap);
  if (recap.length === 0) return null;
  return (
    <section className="recap" aria-label="Since your last turn at the screen">
      <h2>Since you last had the screen</h2>
      <ul>{recap.slice(-12).map((e, i) => <li key={i}>{linkRules(eventText(e.event, viewer))}</li>)}</ul>
      <button type="button" onClick={dismiss}>Got it</button>
    </section>
  );
}
