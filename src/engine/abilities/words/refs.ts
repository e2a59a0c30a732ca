// The cards an effect names (refs) and the cards a continuous change applies to (affected).
import { defOf } from '../../state';
import { affected, keyedAffected, keyedRef, READ, ref } from '../define';
import { node, num } from '../schema';
import { matches, selectAll } from '../select';

export const self = ref('self', { card: (_s, ctx): string => ctx.source });
/** The card this weapon or asset is beneath. */
export const host = ref('host', { card: (s, ctx): string | undefined => s.table[ctx.source]?.under });
/** The ship this unit is aboard. */
export const shipAboard = ref('shipAboard', {
  card: (s, ctx): string | undefined => {
    const under = s.table[ctx.source]?.under;
    return under !== undefined && defOf(s, under).type === 'SHIP' ? under : undefined;
  },
});
export const battleLocation = ref('battleLocation', { reads: READ.battle, card: (s): string | undefined => s.battle?.location });
/** The card the triggering event is about (the unit that was damaged). */
export const eventCard = ref('eventCard', { card: (_s, ctx): string | undefined => ctx.event?.card });
/** A chosen target of the ability, by its index among the targets. */
export const target = keyedRef('target', { target: num }, { card: (_s, ctx, r): string | undefined => ctx.targets[r.target] });

export const affectsSelf = affected('self', { affects: (_s, a, _to, id): boolean => id === a.source });
export const affectsHost = affected('host', { affects: (s, a, _to, id): boolean => s.table[a.source]?.under === id });
export const affectsShipAboard = affected('shipAboard', {
  affects: (s, a, _to, id): boolean => s.table[a.source]?.under === id && defOf(s, id).type === 'SHIP',
});
/** Cards matching a selector, read from the change's side and source. */
export const affectsSelected = keyedAffected('select', { select: node('selector') }, {
  affects: (s, a, to, id): boolean => matches(s, { seat: a.seat, source: a.source, targets: [] }, to.select, id),
  fixed: (s, ctx, to): string[] => selectAll(s, ctx, to.select),
});
/** A chosen target: only lasting effects name one, and they fix their cards when they start. */
export const affectsTarget = keyedAffected('target', { target: num }, {
  affects: (): boolean => false,
  fixed: (s, ctx, to): string[] => { const c = ctx.targets[to.target]; return c !== undefined && s.table[c] ? [c] : []; },
});
