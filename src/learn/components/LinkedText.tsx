// Text with its rule IDs as links (refusals, the log, the battle view, lessons). Card text with its
// terms explained is TermText.tsx, apart so a card face does not load every rule's explanation.
import type { ReactNode } from 'react';
import { splitRuleIds } from '../ruleIds';
import { RuleLink } from './RuleLink';

/** Every rule ID in the text becomes a link to its explanation; the rest stays as it is. An ID in
 * brackets keeps them on its line: "(R-ACT-03)" never breaks after the opening one. */
export function linkRules(text: string): ReactNode[] {
  const parts = splitRuleIds(text);
  const str = (i: number) => { const p = parts[i]; return typeof p === 'string' ? p : null; };
  const bracketed = (i: number) => i >= 0 && i < parts.length && typeof parts[i] !== 'string' && !!str(i - 1)?.endsWith('(') && !!str(i + 1)?.startsWith(')');
  return parts.map((p, i) => {
    if (typeof p !== 'string') return bracketed(i) ? <span key={i} className="rule">(<RuleLink id={p.id} />)</span> : <RuleLink key={i} id={p.id} />;
    // The brackets of a bracketed ID went with it.
    return p.slice(bracketed(i - 1) ? 1 : 0, bracketed(i + 1) ? p.length - 1 : p.length);
  });
}

export function RuleText({ text }: { text: string }) {
  return <>{linkRules(text)}</>;
}
