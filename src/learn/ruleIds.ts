// Rule IDs inside any text (refusals, log lines, lessons): found, so the UI can turn each into a link.

/** R-AREA-NN (R-KW-PILOT-01 has two words), EX-AREA-NN, AMB-NN, CARD-NN; X-COM's XR-AREA-NN, XRU-NN. */
export const RULE_ID = /\b(?:R-[A-Z]+(?:-[A-Z]+)?|EX-[A-Z]+|AMB|CARD|XR-[A-Z]+|XRU)-\d{2}\b/g;

export type TextPart = string | { readonly id: string };

/** The text cut into plain runs and rule IDs, in order; joining them gives the text back. */
export function splitRuleIds(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(RULE_ID)) {
    if (m.index > at) parts.push(text.slice(at, m.index));
    parts.push({ id: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Every rule ID in a text, once each, in order of first appearance. */
export function ruleIdsIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(RULE_ID), (m) => m[0]))];
}
