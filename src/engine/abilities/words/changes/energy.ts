// Changes to energy: energy generated for the activation action, icons gained, the icons a drain counts.
import { FACTIONS } from '../../../cards/types';
import { change } from '../../define';
import { article, subject, theirs, verb } from '../../text';
import { flag, node, oneOf, opt, WHO } from '../../schema';

/** Extra energy for the activation action (R-ACT-02) while this applies: at the source's location,
 * or at related locations where the player has a ship or unit, or (`at: 'action'`) once for each
 * activation action, wherever the source is. `ifPlayer`: read for each player. */
export const generate = change('generate', { generate: node('amount'), at: opt(oneOf('here', 'relatedWithYours', 'action')), who: opt(oneOf(...WHO)), ifPlayer: opt(node('condition')) }, {
  text: (c, say): string => {
    const who = subject(c.who ?? 'you', say);
    if (c.at === 'action') {
      return `each time ${who.text} ${verb('take', who.plural)} an activation action, ${who.plural ? 'you' : 'they'} may activate ${say.amount(c.generate)} more energy${c.ifPlayer ? ` while ${say.cond(c.ifPlayer)}` : ''}`;
    }
    const where = c.at === 'relatedWithYours' ? `at each related location where ${who.plural ? 'you have' : 'they have'} a ship or unit` : say.place('here');
    const any = (t: string): string => (c.who === 'any' ? theirs(t) : t);
    return `${who.text} ${verb('generate', who.plural)} ${any(say.amount(c.generate))} more energy ${where}${c.ifPlayer ? ` while ${any(say.cond(c.ifPlayer))}` : ''}`;
  },
});
/** Your drains at the source's location may count the energy icons on your own side instead of
 * your opponent's (read in flow.ts drainAmount). */
export const drainWithYourIcons = change('drainWithYourIcons', { drainWithYourIcons: flag }, {
  text: (_c, say): string => `your drains ${say.place('here')} may count the energy icons on your side instead of your opponent's`,
});
/** Your side of the source's location (a lasting effect's: its location) gains one icon: an
 * energy icon or a faction's support icon. `where`: instead, your side of each location the
 * selector matches, read from your side (the places holding an Anant of yours). */
export const gainIcon = change('gainIcon', { gainIcon: oneOf('energy', ...FACTIONS), where: opt(node('selector')) }, {
  text: (c, say): string => `your side of ${c.where ? say.np(c.where, 'each') : say.ref('here')} gains ${c.gainIcon === 'energy' ? 'an energy icon' : `${article(c.gainIcon)} ${c.gainIcon} support icon`}`,
});
