// A step of the phase ladder that says what happens in its phase: hover, focus or tap shows it.
// Plain text in the tip (no rule link: never a control inside a tooltip); the hints panel and the
// rules reference link the rule.
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { phaseName } from '../../engine';
import type { Phase } from '../../engine';
import { useTip } from '../../learn/components/useTip';
import { whatHappensIn } from './hints';

export function PhaseTip({ phase, children }: { phase: Phase; children: ReactNode }) {
  const tip = useTip();
  const name = phaseName(phase);
  return (
    <>
      <button type="button" className="phase-tip" {...tip.triggerProps} onClick={tip.show}>{children}</button>
      {createPortal(<span {...tip.tipProps}><strong>{name[0].toUpperCase() + name.slice(1)}:</strong> {whatHappensIn(phase).text}</span>, document.body)}
    </>
  );
}
