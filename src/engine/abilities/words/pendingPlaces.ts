// Selector filters about a card being played (pending on the stack): the places it could take.
import { placeRefusal } from '../../rules/play';
import type { GameState } from '../../types';
import { filter } from '../define';
import type { NounPart } from '../text';
import { node } from '../schema';
import { refCardOf } from '../select';
import type { Ctx } from '../select';
import type { Ref } from '../vocabulary';

/** A place, other than its own, where the pending card a ref names could enter play now (R-PEND-05):
 * the places an effect that moves it (Portent) may choose. */
export const takes = filter('takes', node('ref'), {
  text: (sel, say): NounPart => ({ post: `where ${say.ref(sel.takes)} could enter play instead` }),
  order: 9,
  test: (s, ctx, sel, id): boolean => couldTake(s, ctx, sel.takes, id),
});

function couldTake(s: GameState, ctx: Ctx, ref: Ref, place: string): boolean {
  const card = refCardOf(s, ctx, ref);
  const item = s.stack.find((x) => x.kind === 'card' && x.card === card);
  if (!item || item.kind !== 'card' || item.at === place) return false;
  return placeRefusal(s, item.seat, item.card, { ...item, at: place }) === null;
}
