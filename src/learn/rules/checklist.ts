// Reading the IDs out of the checklist beside the project (../shared/rules/checklist.md): a rule,
// worked example or ambiguity is stated where its ID opens a bold list item ("- **R-GEN-01** —",
// "1. **R-BSTEP-01 — ..."), a card where it opens a table row.

const stated = (text: string, prefix: string) =>
  [...new Set(Array.from(text.matchAll(new RegExp(`^\\s*(?:-|\\d+\\.) \\*\\*(${prefix}-[A-Z0-9-]*\\d{2})`, 'gm')), (m) => m[1]))];

export function checklistIds(text: string): { rules: string[]; examples: string[]; ambiguities: string[]; cards: string[] } {
  return {
    rules: stated(text, 'R'),
    examples: stated(text, 'EX'),
    ambiguities: stated(text, 'AMB'),
    cards: [...new Set(Array.from(text.matchAll(/^\| (CARD-\d{2}) \|/gm), (m) => m[1]))],
  };
}
