// A glossary term inside text (card text, lessons): hover, focus or tap shows what it means. The
// explanation is plain text, so there is never a tooltip inside a tooltip.
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import type { GlossaryTerm } from '../glossary';
import { termById } from '../terms';
import { useTip } from './useTip';
import './learn.css';

export function Term({ term, children }: { term: GlossaryTerm; children?: ReactNode }) {
  const tip = useTip();
  return (
    <>
      <button type="button" className="term-link" data-term={term.id} {...tip.triggerProps} onClick={tip.show}>
        {children ?? term.name}
      </button>
      {createPortal(<span {...tip.tipProps}><strong>{term.name}:</strong> {term.text}</span>, document.body)}
    </>
  );
}

/** A word of the interface explained by its glossary entry (the battle view's figures). */
export function TermWord({ id, children }: { id: string; children: ReactNode }) {
  const term = termById(id);
  return term ? <Term term={term}>{children}</Term> : <>{children}</>;
}
