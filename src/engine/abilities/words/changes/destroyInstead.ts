// What a card's destruction may become instead, at a price (Alcove of Panacea).
import { change } from '../../define';
import { node, num } from '../../schema';

/** Each time a matching card would be destroyed, the change's controller may pay this much energy;
 * if they do, the card goes on top of its owner's reserve instead (effects.ts destroy: a
 * replacement, R-REPL-03, offered only when they can pay). */
export const saveFromDestroy = change('saveFromDestroy', { saveFromDestroy: num, of: node('selector') }, {
  text: (c, say): string => `each time ${say.np(c.of, 'a')} would be destroyed, you may pay ${c.saveFromDestroy}; if you do, put it on top of its owner's reserve instead`,
});
