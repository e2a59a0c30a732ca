// Changes to energy: energy generated for the activation action, icons gained.
import { FACTIONS } from '../../../cards/types';
import { change } from '../../define';
import { node, oneOf, opt, WHO } from '../../schema';

/** Extra energy for the activation action (R-ACT-02) while this applies: at the source's location,
 * or at related locations where the player has a ship or unit. `ifPlayer`: read for each player. */
export const generate = change('generate', { generate: node('amount'), at: opt(oneOf('here', 'relatedWithYours')), who: opt(oneOf(...WHO)), ifPlayer: opt(node('condition')) });
/** Your side of the source's location (a lasting effect's: its location) gains one icon: an
 * energy icon or a faction's support icon. */
export const gainIcon = change('gainIcon', { gainIcon: oneOf('energy', ...FACTIONS) });
