// Changes to what a card is: labels it gains (a kizen, a port), read wherever labels are
// (select.ts hasLabel), so hosting rules and selectors see them too.
import { change } from '../../define';
import { affectedSubject, article } from '../../text';
import { affectedCards, str } from '../../schema';

/** The affected cards have this label as well as their printed ones ("this character is a kizen"). */
export const gainLabel = change('gainLabel', { gainLabel: str, to: affectedCards }, {
  affects: 'to',
  text: (c, say): string => {
    const to = affectedSubject(c.to, say);
    return `${to.text} ${to.plural ? 'are' : 'is'} ${to.plural ? c.gainLabel : `${article(c.gainLabel)} ${c.gainLabel}`} as well`;
  },
});
