// Places read from the event that set off a triggered or delayed ability.
import { locationOf } from '../../derive/locations';
import { place } from '../define';

/** At the location of the card whose ability did what set this off (the weapon whose ability
 * damaged a unit: Armor Penetrating), wherever the card it affected is. */
export const atByCard = place('byCard', {
  text: (): string => 'at the location of the card whose ability did that',
  at: (s, ctx, id): boolean => {
    const by = ctx.event?.by;
    const loc = by === undefined ? undefined : locationOf(s, by);
    return loc !== undefined && locationOf(s, id) === loc;
  },
  location: (s, ctx, loc): boolean => { const by = ctx.event?.by; return by !== undefined && locationOf(s, by) === loc; },
});
