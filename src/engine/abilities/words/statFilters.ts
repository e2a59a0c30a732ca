// Filters comparing a card's number with an amount read from the ability's side ("a unit whose
// defense is lower than this character's tactics"), as the ability reads it (R-EFF-06).
import { stat } from '../../derive/stats';
import { amountNow } from '../amounts';
import { filter } from '../define';
import type { NounPart } from '../text';
import { node, obj, oneOf, STATS } from '../schema';

/** Its power, tactics or defense now is below the amount. */
export const lower = filter('lower', obj({ stat: oneOf(...STATS), than: node('amount') }), {
  text: (sel, say): NounPart => ({ post: `whose ${sel.lower.stat} is lower than ${say.amount(sel.lower.than)}` }),
  order: 8,
  test: (s, ctx, sel, id): boolean => stat(s, id, sel.lower.stat).value < amountNow(s, ctx, sel.lower.than),
});
