// Conditions on where the source card is and what is there with it.
import { controls, isSector, isSite } from '../../../derive/locations';
import { defOf } from '../../../state';
import { condition, READ } from '../../define';
import { flag, oneOf, str } from '../../schema';
import { hasWeapon, hereOf } from '../../select';

export const atSite = condition('atSite', { atSite: flag }, {
  holds: (s, ctx): boolean => { const h = hereOf(s, ctx); return h !== undefined && isSite(s, h); },
});
export const atSector = condition('atSector', { atSector: flag }, {
  holds: (s, ctx): boolean => { const h = hereOf(s, ctx); return h !== undefined && isSector(s, h); },
});
export const aboardShip = condition('aboardShip', { aboardShip: flag }, {
  holds: (s, ctx): boolean => { const u = s.table[ctx.source]?.under; return u !== undefined && defOf(s, u).type === 'SHIP'; },
});
/** A battle is under way at the source's location. */
export const inBattle = condition('inBattle', { inBattle: flag }, {
  reads: READ.battle,
  holds: (s, ctx): boolean => s.battle !== null && hereOf(s, ctx) === s.battle.location,
});
/** The source has a weapon beneath it. */
export const armed = condition('armed', { armed: flag }, { holds: (s, ctx): boolean => hasWeapon(s, ctx.source) });
/** The source's location has this text in its title. */
export const locationTitleHas = condition('locationTitleHas', { locationTitleHas: str }, {
  holds: (s, ctx, c): boolean => { const h = hereOf(s, ctx); return h !== undefined && defOf(s, h).title.includes(c.locationTitleHas); },
});
/** The reader controls the source's location (R-LOC-12). */
export const control = condition('control', { control: oneOf('here') }, {
  holds: (s, ctx): boolean => { const h = hereOf(s, ctx); return h !== undefined && controls(s, ctx.seat, h); },
});
