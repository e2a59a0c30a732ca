// What one seat may see. Everything in X-COM Incursion is face up except the order and contents
// of each active deck, so a view replaces both decks by their sizes; everything else is public.
import type { Seat, SideState, XState } from './types';

export type SideView = Omit<SideState, 'deck'> & { deck: number };
export type XView = Omit<XState, 'sides' | 'rng' | 'seed'> & { sides: [SideView, SideView] };

/** The state as a seat (or, with null, both seats together) may see it. */
export function seatView(s: XState, _seat: Seat | null): XView {
  const side = (x: SideState): SideView => ({ ...x, deck: x.deck.length });
  const view: XView & { rng?: number; seed?: number } = { ...s, sides: [side(s.sides[0]), side(s.sides[1])] };
  // The seed and the generator's state would let a seat work out the decks' order.
  delete view.rng;
  delete view.seed;
  return view;
}
