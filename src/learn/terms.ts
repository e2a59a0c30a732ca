// Glossary terms looked up by key, by the rules they rest on, and found inside card text.
import { GLOSSARY } from './glossary';
import type { GlossaryTerm } from './glossary';

const BY_ID: ReadonlyMap<string, GlossaryTerm> = new Map(GLOSSARY.map((t) => [t.id, t]));

export function termById(id: string): GlossaryTerm | undefined {
  return BY_ID.get(id);
}

/** The terms whose meaning rests on a rule: shown with that rule's explanation. */
export function termsForRule(ruleId: string): GlossaryTerm[] {
  return GLOSSARY.filter((t) => t.rules.includes(ruleId));
}

export type TermPart = string | { readonly term: GlossaryTerm; readonly text: string };

const DETECTED = GLOSSARY.filter((t) => t.pattern);
// One alternation, longest patterns first, so "battle destiny" wins over "destiny".
const FINDER = new RegExp(
  [...DETECTED].sort((a, b) => b.pattern!.length - a.pattern!.length).map((t) => `(?<${t.id.replace(/-/g, '_')}>${t.pattern})`).join('|')
    .replace(/^/, '\\b(?:').concat(')\\b'),
  'gi',
);

/**
 * Card text cut into plain runs and glossary terms, each term marked at its first appearance only
 * (a card that says "kizen" three times gets one explanation).
 */
export function splitTerms(text: string): TermPart[] {
  const parts: TermPart[] = [];
  const seen = new Set<string>();
  let at = 0;
  for (const m of text.matchAll(FINDER)) {
    const key = Object.entries(m.groups ?? {}).find(([, v]) => v !== undefined)?.[0].replace(/_/g, '-');
    const term = key ? BY_ID.get(key) : undefined;
    if (!term || seen.has(term.id)) continue;
    seen.add(term.id);
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push({ term, text: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
