// Conditions that combine other conditions or compare numbers and counts.
import { isSector, isSite } from '../../../derive/locations';
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
/** The referenced card exists (in play, or a location) and matches the selector. */
export const card = condition('card', { card: node('ref'), is: node('selector') }, {
  holds: (s, ctx, c): boolean => { const id = refCardOf(s, ctx, c.card); return id !== undefined && matches(s, ctx, c.is, id); },
});
/** The inner condition holds read from some location in play (its "here" is itself). */
export const someLocation = condition('someLocation', { someLocation: node('condition'), kind: opt(oneOf('site', 'sector')) }, {
  holds: (s, ctx, c): boolean => s.row.some((l) => (c.kind === undefined || (c.kind === 'site' ? isSite(s, l) : isSector(s, l)))
    && holds(s, { seat: ctx.seat, source: l, targets: [] }, c.someLocation)),
});
