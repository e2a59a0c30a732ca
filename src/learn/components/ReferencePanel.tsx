// The rules reference as a dialog over whatever screen is showing: the panel itself, loaded with
// the explanations when it first opens (RulesReferenceDialog.tsx keeps the start screen light).
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useReference } from '../referenceStore';
import { RulesReference } from './RulesReference';

export default function ReferencePanel() {
  const { target, request, close } = useReference();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes into the reference (the search field, unless an entry is asked for); closing gives
  // it back to what had it when the reference was asked for (the store's close()).
  useEffect(() => {
    if (!useReference.getState().target) panel.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
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
