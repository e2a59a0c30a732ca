// Amounts read from the cards chosen to pay an ability's costs (EffectContext.paid).
import { defOf } from '../../state';
import { amount } from '../define';
import { oneOf } from '../schema';

/** The printed destiny of the first card paid (a hand card revealed to pay: "note its destiny");
 * 0 with none. */
export const paidDestiny = amount('paidDestiny', { paidDestiny: oneOf('first') }, {
  text: (): string => "the paid card's destiny",
  value: (s, ctx): number => {
    const c = ctx.paid?.[0];
    return c === undefined ? 0 : defOf(s, c).destiny ?? 0;
  },
});
