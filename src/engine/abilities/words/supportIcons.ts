// Support icons used to play a card (Ivan McCarr's extra cost is the costs change's
// `at: 'iconsHere'`): the event of a player using them at a place.
import { trigger } from '../define';
import { node, oneOf, opt, WHO } from '../schema';
import { eventAt, eventBy } from './triggers';

/** A card is played using its player's support icons at the place (rules/play.ts supportUsedAt:
 * the icons of a faction it needs, all of which count); once per card played, by whom. */
export const supportUsed = trigger('supportUsed', { supportUsed: node('place'), by: opt(oneOf(...WHO)) }, {
  text: (t, say): string => `${say.who(t.by ?? 'any')} ${t.by === 'you' ? 'use' : 'uses'} support icons ${say.place(t.supportUsed)} to play a card`,
  listens: (): 'supportUsed' => 'supportUsed',
  fires: (s, t, l, e): boolean => eventAt(s, t.supportUsed, l, e) && eventBy(t.by, e, l),
});
