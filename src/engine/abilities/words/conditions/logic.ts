// Conditions that combine other conditions or compare numbers and counts.
import { condition } from '../../define';
import { amountNow } from '../../amounts';
import { compare, holds, holdsFor, within } from '../../conditions';
import { amountFor } from '../../effects';
import { list, node, num, oneOf, opt, tuple } from '../../schema';
import { matches, refCardOf, selectAll } from '../../select';

export const all = condition('all', { all: list(node('condition')) }, {
  holds: (s, ctx, c): boolean => c.all.every((x) => holds(s, ctx, x)),
  holdsFor: (g, ctx, c): boolean => c.all.every((x) => holdsFor(g, ctx, x)),
});
export const any = condition('any', { any: list(node('condition')) }, {
  holds: (s, ctx, c): boolean => c.any.some((x) => holds(s, ctx, x)),
  holdsFor: (g, ctx, c): boolean => c.any.some((x) => holdsFor(g, ctx, x)),
});
export const not = condition('not', { not: node('condition') }, {
  holds: (s, ctx, c): boolean => !holds(s, ctx, c.not),
  holdsFor: (g, ctx, c): boolean => !holdsFor(g, ctx, c.not),
});
/** How many cards in play match: at least one, unless bounds are given. */
export const count = condition('count', { count: node('selector'), atLeast: opt(num), atMost: opt(num), exactly: opt(num) }, {
  holds: (s, ctx, c): boolean => within(selectAll(s, ctx, c.count).length, c),
});
export const compareAmounts = condition('compare', { compare: tuple(node('amount'), oneOf('>', '<', '>=', '<=', '='), node('amount')) }, {
  holds: (s, ctx, c): boolean => compare(amountNow(s, ctx, c.compare[0]), c.compare[1], amountNow(s, ctx, c.compare[2])),
  // In an effect, a side may reveal destiny.
  holdsFor: (g, ctx, c): boolean => compare(amountFor(g, ctx, c.compare[0]), c.compare[1], amountFor(g, ctx, c.compare[2])),
});
/** The card a ref names is in play (or is a location) and matches the selector: "while this is at a
 * site" is { card: 'here', is: { kinds: ['site'] } }, "while aboard a ship" { card: 'shipAboard' }. */
export const card = condition('card', { card: node('ref'), is: opt(node('selector')) }, {
  holds: (s, ctx, c): boolean => {
    const id = refCardOf(s, ctx, c.card);
    return id !== undefined && s.table[id] !== undefined && (c.is === undefined || matches(s, ctx, c.is, id));
  },
});
