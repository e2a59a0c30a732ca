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
