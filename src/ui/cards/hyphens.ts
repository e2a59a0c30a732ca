// Where a long word of a card's name may break on a narrow lane or hand card, marked with soft
// hyphens (a hyphen shows only where the line does break): before a lone consonant between vowels
// (Hu-ma-ni-ty), inside a run of consonants before its last one (Un-der, Freigh-ter), or before the
// last two when they begin syllables together (Under-ground, Ex-plo-ra-to-ry). At least two letters
// stay before a break and three after, and a closing "-ed" keeps its consonants (Cap-tured,
// En-trenched, never Entren-ched). Browsers that hyphenate English themselves do not on every
// system.

const SOFT_HYPHEN = '\u00AD';
/** Pairs of consonants that start a syllable together. */
const ONSETS = new Set(['bl', 'br', 'ch', 'cl', 'cr', 'dr', 'fl', 'fr', 'gl', 'gr', 'ph', 'pl', 'pr', 'qu', 'sc', 'sh', 'sk', 'sl', 'sm', 'sn', 'sp', 'st', 'sw', 'th', 'tr', 'tw', 'wh']);
const isVowel = (word: string, i: number) => /[aeiou]/i.test(word[i] ?? '') || (i > 0 && /y/i.test(word[i]));
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** The places a word may break (indices of the letter after the break). */
export function breakPoints(word: string): number[] {
  const letters = [...word].filter(isLetter).length;
  if (letters < 7) return [];
  const at: number[] = [];
  let i = 0;
  while (i < word.length) {
    // A run of consonants with a vowel on each side.
    if (isLetter(word[i]) && !isVowel(word, i) && i > 0 && isVowel(word, i - 1)) {
      let end = i;
      while (end < word.length && isLetter(word[end]) && !isVowel(word, end)) end++;
      if (end < word.length && isVowel(word, end)) {
        const run = end - i;
        const lastTwo = word.slice(end - 2, end).toLowerCase();
        const cut = run === 1 ? i : run >= 2 && ONSETS.has(lastTwo) ? (run === 2 ? i : end - 2) : end - 1;
        at.push(cut);
      }
      i = end;
    } else i++;
  }
  return at.filter((k) => k >= 2 && [...word.slice(k)].filter(isLetter).length >= 3 && !/^[^aeiou]+ed$/iu.test(word.slice(k)));
}

/** The word with a soft hyphen at each place it may break. */
export function softHyphens(word: string): string {
  const at = new Set(breakPoints(word));
  return [...word].map((c, i) => (at.has(i) ? SOFT_HYPHEN + c : c)).join('');
}
