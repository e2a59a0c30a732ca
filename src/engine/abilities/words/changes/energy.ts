// Changes to energy: energy generated for the activation action, icons gained, drains changed.
import { FACTIONS } from '../../../cards/types';
import { change } from '../../define';
import { node, num, oneOf, opt, WHO } from '../../schema';

/** Extra energy for the activation action (R-ACT-02) while this applies: at the source's location,
 * or at related locations where the player has a ship or unit. `ifPlayer`: read for each player. */
export const generate = change('generate', { generate: node('amount'), at: opt(oneOf('here', 'relatedWithYours')), who: opt(oneOf(...WHO)), ifPlayer: opt(node('condition')) });
export const gainSupportIcon = change('gainSupportIcon', { gainSupportIcon: oneOf(...FACTIONS), side: oneOf('you') });
export const gainEnergyIcon = change('gainEnergyIcon', { gainEnergyIcon: num, side: oneOf('you') });
/** Drains at the source's location (a lasting effect's: at its location, or everywhere) get this. */
export const drain = change('drain', { drain: node('amount'), who: opt(oneOf(...WHO)) });
