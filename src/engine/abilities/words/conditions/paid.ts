// Conditions on the cards chosen to pay an ability's costs (EffectContext.paid).
import { defOf } from '../../../state';
import { condition } from '../../define';
import { oneOf } from '../../schema';

/** The cards paid all have the same printed destiny (Set's three stacked cards, Top Pair's two). */
export const paidAlike = condition('paidAlike', { paidAlike: oneOf('destiny') }, {
  text: (): string => 'the cards paid all have the same destiny',
  negated: (): string => 'the cards paid do not all have the same destiny',
  holds: (s, ctx): boolean => {
    const paid = ctx.paid ?? [];
    return paid.length > 0 && paid.every((c) => defOf(s, c).destiny === defOf(s, paid[0]).destiny);
  },
});
