// Conditions on what has happened since the source entered play (kept on its table entry).
import { condition } from '../../define';
import { oneOf, SIDE } from '../../schema';

/** That player has won a battle since this card entered play. */
export const wonSince = condition('wonSince', { wonSince: oneOf(...SIDE) }, {
  text: (c, say): string => `${say.who(c.wonSince)} ${c.wonSince === 'you' ? 'have' : 'has'} won a battle since this card entered play`,
  negated: (c, say): string => `${say.who(c.wonSince)} ${c.wonSince === 'you' ? 'have' : 'has'} not won a battle since this card entered play`,
  holds: (s, ctx, c): boolean => {
    const seat = c.wonSince === 'you' ? ctx.seat : ctx.seat === 0 ? 1 : 0;
    return s.table[ctx.source]?.wonSince?.includes(seat) ?? false;
  },
});
