// What one seat may see. Everything in X-COM Incursion is face up except the order and contents
// of each active deck, and the order of each base deck below its staging cards (XRU-16): a view
// replaces both active decks by their sizes and gives what lies below the staging cards in a fixed
// order of its own (which cards are there is known: every other pile is face up).
import { STAGING_CARDS } from './derive';
import type { Seat, SideState, XState } from './types';

export type SideView = Omit<SideState, 'deck'> & { deck: number };
export type XView = Omit<XState, 'sides' | 'rng' | 'seed'> & { sides: [SideView, SideView] };

/** The state as a seat (or, with null, both seats together) may see it. */
export function seatView(s: XState, _seat: Seat | null): XView {
  const side = (x: SideState): SideView => ({ ...x, deck: x.deck.length, base: [...x.base.slice(0, STAGING_CARDS), ...x.base.slice(STAGING_CARDS).sort()] });
  const view: XView & { rng?: number; seed?: number } = { ...s, sides: [side(s.sides[0]), side(s.sides[1])] };
  // The seed and the generator's state would let a seat work out the decks' order.
  delete view.rng;
  delete view.seed;
  return view;
}
