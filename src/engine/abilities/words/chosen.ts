// Filters naming cards by their part in the ability: the cards it chose as targets ("the number
// of those units"), the card itself.
import { filter } from '../define';
import type { NounPart } from '../text';
import { flag, num } from '../schema';

/** One of the cards chosen for this target ({ target: i }); for an "any number of target X" spec,
 * each card chosen for it. */
export const chosen = filter('chosen', num, {
  text: (sel, say): NounPart => ({ post: `chosen as ${say.names[sel.chosen] ?? `target ${sel.chosen + 1}`}` }),
  order: 0,
  test: (_s, ctx, sel, id): boolean => (ctx.many !== undefined && sel.chosen === ctx.many ? ctx.targets.slice(ctx.many).includes(id) : ctx.targets[sel.chosen] === id),
});
/** The source card itself ("movements of this card"). */
export const itself = filter('itself', flag, {
  text: (): NounPart => ({ noun: 'this card', nouns: 'this card' }),
  order: 0,
  test: (_s, ctx, _sel, id): boolean => id === ctx.source,
});
