// Which words of the card language each card uses: for `npm run cards` (how the language grows)
// and for the test that no word is left unused.
import type { CardDef } from '../cards/types';
import type { AnyWord } from './define';
import { WORDS } from './registry';
import { visit } from './visit';

/** Ability kinds and structures (target specs, options) are the grammar, not words. */
export const isWord = (w: AnyWord): boolean =>
  w.category !== 'target' && w.category !== 'option' && !(w.category === 'ability' && !('keyword' in w));

/** Every word, with the numbers of the cards among these that use it (none for an unused one). */
export function wordUse(cards: readonly CardDef[]): Map<AnyWord, Set<string>> {
  const use = new Map<AnyWord, Set<string>>();
  for (const w of WORDS) if (isWord(w)) use.set(w, new Set());
  for (const d of cards) {
    for (const a of [...(d.abilities ?? []), ...(d.invertedAbilities ?? [])]) {
      visit('ability', a, (v) => { if (v.word) use.get(v.word)?.add(d.number); });
    }
  }
  return use;
}
