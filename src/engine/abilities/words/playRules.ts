// Play rules that say what becomes of a card's belongings (R-PLAY-09: what a card says of itself).
import { playRule } from '../define';
import { oneOf } from '../schema';

/** When this card leaves play, the cards stacked on it go on top of their owners' used piles
 * instead of their lost piles (Capture; state.ts leavePlay reads it). */
export const stackedLeaveTo = playRule('stackedLeaveTo', { stackedLeaveTo: oneOf('used') }, {
  text: (): string => "when this card leaves play, the cards stacked on it go on top of their owners' used piles",
});
