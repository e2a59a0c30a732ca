// Play rules about when a card may be played: a card other than an interrupt played at an
// interrupt's moments (R-PLAY-01 says otherwise for it).
import { playRule } from '../define';
import { flag, node, num, opt } from '../schema';

/** This card may also be played whenever an interrupt could be (R-PLAY-01 overridden). Played so,
 * outside its player's own deploy phase with an empty stack: only at a place matching `to` (read
 * from the player's side), and `lose`: with that much energy lost as an additional cost (R-PLAY-04). */
export const asInterrupt = playRule('asInterrupt', { asInterrupt: flag, to: opt(node('selector')), lose: opt(num) }, {
  text: (r, say): string => `this card may also be played whenever an interrupt could be${r.to ? `, then only at ${say.np(r.to, 'a')}` : ''}${
    r.lose ? `${r.to ? ' and' : ', then'} losing ${r.lose} energy as well` : ''}`,
});
