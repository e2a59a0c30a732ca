// Conditions on support icons and the locations a player controls.
import { FACTIONS } from '../../../cards/types';
import { controls, isBattleground, supportIcons, supportIconsAt } from '../../../derive/locations';
import { other } from '../../../state';
import type { Seat } from '../../../types';
import { condition } from '../../define';
import { within } from '../../conditions';
import { num, oneOf, opt, WHO } from '../../schema';
import { hereOf } from '../../select';

/** Support icons on a side of the source's location (of one faction, or all). */
export const supportIconsHere = condition('supportIconsHere', { supportIconsHere: oneOf(...WHO), faction: opt(oneOf(...FACTIONS)), atLeast: opt(num), atMost: opt(num) }, {
  holds: (s, ctx, c): boolean => {
    const h = hereOf(s, ctx);
    if (h === undefined) return false;
    const seats: Seat[] = c.supportIconsHere === 'any' ? [0, 1] : [c.supportIconsHere === 'you' ? ctx.seat : other(ctx.seat)];
    let n = 0;
    for (const seat of seats) {
      const icons = supportIconsAt(s, h, seat);
      for (const f of FACTIONS) if (!c.faction || c.faction === f) n += icons[f] ?? 0;
    }
    return within(n, { atLeast: c.atLeast, atMost: c.atMost });
  },
});
export const supportIconsInPlay = condition('supportIconsInPlay', { supportIconsInPlay: oneOf('you'), faction: oneOf(...FACTIONS), atLeast: num }, {
  holds: (s, ctx, c): boolean => (supportIcons(s, ctx.seat)[c.faction] ?? 0) >= c.atLeast,
});
/** Most of the reader's support icons are of this faction. */
export const mostSupportIcons = condition('mostSupportIcons', { mostSupportIcons: oneOf(...FACTIONS) }, {
  holds: (s, ctx, c): boolean => {
    const icons = supportIcons(s, ctx.seat);
    const mine = icons[c.mostSupportIcons] ?? 0;
    return FACTIONS.every((f) => f === c.mostSupportIcons || (icons[f] ?? 0) < mine);
  },
});
/** How many factions the reader has support icons of in play. */
export const supportIconTypes = condition('supportIconTypes', { supportIconTypes: oneOf('you'), atLeast: opt(num), atMost: opt(num), exactly: opt(num) }, {
  holds: (s, ctx, c): boolean => {
    const icons = supportIcons(s, ctx.seat);
    return within(FACTIONS.filter((f) => (icons[f] ?? 0) > 0).length, { atLeast: c.atLeast, atMost: c.atMost, exactly: c.exactly });
  },
});
/** Battlegrounds (R-LOC-13) the reader controls. */
export const battlegroundsControlled = condition('battlegroundsControlled', { battlegroundsControlled: oneOf('you'), atLeast: num }, {
  holds: (s, ctx, c): boolean => s.row.filter((l) => isBattleground(s, l) && controls(s, ctx.seat, l)).length >= c.atLeast,
});
