// Capping text typed or pasted by players (deck names, labels, deck-list lines) by the
// characters a reader sees, never inside one: an emoji, a flag or an accented letter made of
// several code points stays whole or goes whole.
const graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The first `max + 1` user-perceived characters of a text at most (code points without
 * Intl.Segmenter). Reads no further into the text than that. */
function firstCharacters(text: string, max: number): string[] {
  const out: string[] = [];
  const parts: Iterable<{ segment: string } | string> = graphemes ? graphemes.segment(text) : text;
  for (const p of parts) {
    out.push(typeof p === 'string' ? p : p.segment);
    if (out.length > max) break;
  }
  return out;
}

/**
 * The text if it has at most `max` characters, else its first `max - 1` and an ellipsis.
 * `cutBefore`: the text was already cut from a longer one, so its last character may be a part
 * and it always ends with the ellipsis.
 */
export function capText(text: string, max: number, cutBefore = false): string {
  if (text.length <= max && !cutBefore) return text;
  const chars = firstCharacters(text, max);
  if (chars.length <= max && !cutBefore) return text;
  return `${chars.slice(0, Math.min(max, chars.length) - 1).join('')}…`;
}
