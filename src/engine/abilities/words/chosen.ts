// Filters naming cards by their part in the ability: the cards it chose as targets ("the number
// of those units"). (The card itself is `other: false`.)
import { filter } from '../define';
import type { NounPart } from '../text';
import { num } from '../schema';

/** One of the cards chosen for this target ({ target: i }); for an "any number of target X" spec,
 * each card chosen for it. */
export const chosen = filter('chosen', num, {
  text: (sel, say): NounPart => ({ post: `chosen as ${say.names[sel.chosen] ?? `target ${sel.chosen + 1}`}` }),
  order: 0,
  test: (_s, ctx, sel, id): boolean => (ctx.many !== undefined && sel.chosen === ctx.many ? ctx.targets.slice(ctx.many).includes(id) : ctx.targets[sel.chosen] === id),
});
