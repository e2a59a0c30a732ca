// A rule ID shown anywhere (a refusal, the log, a lesson) as a link to its explanation: hover or
// focus shows the explanation, activating it opens the rules reference there.
import { createPortal } from 'react-dom';
import { entryById } from '../rules';
import { openRulesReference } from '../referenceStore';
import { useTip } from './useTip';
import './learn.css';

export function RuleLink({ id }: { id: string }) {
  const entry = entryById(id);
  const tip = useTip();
  if (!entry) return <>{id}</>;
  return (
    <>
      <button type="button" className="rule-link" data-rule={id} {...tip.triggerProps}
        aria-label={`${id}: ${entry.title}, open in the rules reference`}
        onClick={() => openRulesReference(id)}>
        {id}
      </button>
      {createPortal(<span {...tip.tipProps}><strong>{entry.title}.</strong> {entry.text}</span>, document.body)}
    </>
  );
}
