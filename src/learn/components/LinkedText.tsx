// Text with its rule IDs as links (refusals, the log, the battle view, lessons). Card text with its
// terms explained is TermText.tsx, apart so a card face does not load every rule's explanation.
import type { ReactNode } from 'react';
import { splitRuleIds } from '../ruleIds';
import { RuleLink } from './RuleLink';

/** Every rule ID in the text becomes a link to its explanation; the rest stays as it is. */
export function linkRules(text: string): ReactNode[] {
  return splitRuleIds(text).map((p, i) => (typeof p === 'string' ? p : <RuleLink key={i} id={p.id} />));
}

export function RuleText({ text }: { text: string }) {
  return <>{linkRules(text)}</>;
}
