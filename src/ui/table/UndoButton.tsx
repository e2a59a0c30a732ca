// Undo (issue 5): the on-screen player takes back their own last action, until hidden
// information was revealed. The button stays focusable when undo is not allowed
// (aria-disabled), its description saying why, and pressing it then shows the reason above the
// table; Ctrl+Z (⌘Z) does the same.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useInteraction } from '../interaction';
import { tableUndoPlan, useTable } from '../store';

/** Ctrl+Z or ⌘Z, outside text fields. */
export function isUndoKey(e: KeyboardEvent): boolean {
  if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return false;
  const t = e.target as HTMLElement | null;
  return !(t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName)));
}

export function UndoButton() {
  const plan = useTable(useShallow((s) => tableUndoPlan(s)));
  const undo = useInteraction((s) => s.undo);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isUndoKey(e)) return;
      e.preventDefault();
      useInteraction.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const tip = plan.ok ? `Take back your last action (Ctrl+Z)${plan.count > 1 ? ' and the automatic passes after it' : ''}` : `Undo is not possible now. ${plan.reason}`;
  return (
    <>
      <button type="button" className="undo" aria-label="Undo your last action" aria-keyshortcuts="Control+Z Meta+Z"
        aria-disabled={!plan.ok} aria-describedby="undo-why" title={tip} onClick={() => undo()}>
        Undo{!plan.ok && <small className="undo-why"> ({plan.short})</small>}
      </button>
      <span id="undo-why" className="visually-hidden">{tip}</span>
    </>
  );
}
