// Text with its rule IDs as links (refusals, the log, the battle view, lessons), and card text with
// its game terms explained.
import type { ReactNode } from 'react';
import { splitRuleIds } from '../ruleIds';
import { splitTerms } from '../terms';
import { RuleLink } from './RuleLink';
import { Term } from './Term';

/** Every rule ID in the text becomes a link to its explanation; the rest stays as it is. */
export function linkRules(text: string): ReactNode[] {
  return splitRuleIds(text).map((p, i) => (typeof p === 'string' ? p : <RuleLink key={i} id={p.id} />));
}

export function RuleText({ text }: { text: string }) {
  return <>{linkRules(text)}</>;
}

/** Card text with each game term (its first appearance) explained on hover, focus or tap. */
export function TermText({ text }: { text: string }) {
  return <>{splitTerms(text).map((p, i) => (typeof p === 'string' ? p : <Term key={i} term={p.term}>{p.text}</Term>))}</>;
}
