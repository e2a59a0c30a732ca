// The rules reference over whatever screen is showing (start screen, table, hand-over), opened by
// openRulesReference(): a rule link, the Rules button, or the game menu. The panel and the
// explanations load when it first opens, so the start screen does not wait for them.
import { lazy, Suspense } from 'react';
import { useReference } from '../referenceStore';
import './learn.css';

const ReferencePanel = lazy(() => import('./ReferencePanel'));

export function RulesReferenceDialog() {
  const open = useReference((s) => s.open);
  return open ? <Suspense fallback={<div className="reference-backdrop" role="status">Opening the rules reference…</div>}><ReferencePanel /></Suspense> : null;
}

/** Opens the reference; for screens that have no menu of their own. */
export function RulesButton({ className }: { className?: string }) {
  const show = useReference((s) => s.show);
  return <button type="button" className={className} onClick={() => show()}>Rules reference</button>;
}

/** A rule ID on a screen that loads before the explanations (the start screen, the deck builder):
 * a link that opens the reference at it, without RuleLink's tip, which needs them at hand. */
export function RuleIdLink({ id }: { id: string }) {
  const show = useReference((s) => s.show);
  return <button type="button" className="rule-link" data-rule={id} aria-label={`${id}, open in the rules reference`} onClick={() => show(id)}>{id}</button>;
}
