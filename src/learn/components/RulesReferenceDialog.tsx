// The rules reference over whatever screen is showing (start screen, table, hand-over), opened by
// openRulesReference(): a rule link, the Rules button, or the game menu.
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useReference } from '../referenceStore';
import { RulesReference } from './RulesReference';
import './learn.css';

export function RulesReferenceDialog() {
  const open = useReference((s) => s.open);
  return open ? <ReferencePanel /> : null;
}

function ReferencePanel() {
  const { target, request, close } = useReference();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes into the reference (the search field, unless an entry is asked for) and back on
  // closing, to what had it before the first render (the reference moves focus in its own effects).
  const [before] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => {
    if (!useReference.getState().target) panel.current?.querySelector<HTMLElement>('input')?.focus();
    return () => before?.focus?.();
  }, [before]);
  return (
    <div className="reference-backdrop">
      <div ref={panel} className="reference-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Tab') keepFocusInside(e, panel.current);
          if (e.key !== 'Escape') return;
          const field = e.target as HTMLInputElement;
          if (field.type === 'search' && field.value) return; // Escape first clears the search
          close();
        }}>
        <RulesReference target={target} request={request} heading={
          <div className="reference-title">
            <h2 id={titleId}>Rules reference</h2>
            <button type="button" onClick={close}>Close</button>
          </div>
        } />
      </div>
    </div>
  );
}

/** Tab and Shift+Tab go round the reference, never to the screen behind it. */
function keepFocusInside(e: KeyboardEvent, panel: HTMLElement | null) {
  const all = panel ? Array.from(panel.querySelectorAll<HTMLElement>('button, input')) : [];
  const [first, last] = [all[0], all[all.length - 1]];
  const at = document.activeElement;
  if (e.shiftKey ? at === first || at === panel : at === last) {
    e.preventDefault();
    (e.shiftKey ? last : first)?.focus();
  }
}

/** Opens the reference; for screens that have no menu of their own. */
export function RulesButton({ className }: { className?: string }) {
  const show = useReference((s) => s.show);
  return <button type="button" className={className} onClick={() => show()}>Rules reference</button>;
}
