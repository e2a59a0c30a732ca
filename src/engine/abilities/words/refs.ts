// The cards an ability names: this card, its location, its host, a chosen target... A continuous
// change applies to the card a ref names, or to every card matching a selector ({ select }).
import { defOf } from '../../state';
import { keyedAffected, keyedRef, READ, ref } from '../define';
import { node, num } from '../schema';
import { hereOf, matches, selectAll } from '../select';

export const self = ref('self', { text: (): string => 'this card', card: (_s, ctx): string => ctx.source });
/** The source's location (for a location: itself); where it was if it has left play. */
export const here = ref('here', { text: (_r, say): string => say.here ?? (say.card?.type === 'LOCATION' ? 'this location' : "this card's location"), card: (s, ctx): string | undefined => hereOf(s, ctx) });
/** The card this weapon or asset is beneath; once it has left play (dismissed to pay for its own
 * ability), the card it was beneath when the ability was used. */
export const host = ref('host', { text: (): string => 'the card this card is beneath', card: (s, ctx): string | undefined => (s.table[ctx.source] ? s.table[ctx.source].under : ctx.host) });
/** The ship this unit is aboard. */
export const shipAboard = ref('shipAboard', {
  text: (): string => 'the ship this card is aboard',
  card: (s, ctx): string | undefined => {
    const under = s.table[ctx.source]?.under;
    return under !== undefined && defOf(s, under).type === 'SHIP' ? under : undefined;
  },
});
export const battleLocation = ref('battleLocation', { text: (): string => "the battle's location", reads: READ.battle, card: (s): string | undefined => s.battle?.location });
/** The card the triggering event is about (the interrupt being played, the unit damaged). */
export const eventCard = ref('eventCard', { text: (): string => 'that card', card: (_s, ctx): string | undefined => ctx.event?.card });
/** Where the triggering event happened (the location a card moved to, the location drained). */
export const eventPlace = ref('eventPlace', { text: (): string => 'the location where that happened', card: (_s, ctx): string | undefined => ctx.event?.location });
/** A chosen target of the ability, by its index among the targets; a card being played, chosen as
 * a pending card, is that card. */
export const target = keyedRef('target', { target: num }, {
  text: (r, say): string => say.names[r.target] ?? `target ${r.target + 1}`,
  card: (s, ctx, r): string | undefined => {
    const t = ctx.targets[r.target];
    if (t === undefined || !t.startsWith('stack:')) return t;
    const item = s.stack.find((x) => `stack:${x.id}` === t);
    return item?.kind === 'card' ? item.card : t;
  },
});

/** Cards matching a selector, read from the change's side and source. */
export const affectsSelected = keyedAffected('select', { select: node('selector') }, {
  text: (to, say): string => say.np(to.select, 'plural'),
  affects: (s, a, to, id): boolean => matches(s, { seat: a.seat, source: a.source, targets: [] }, to.select, id),
  fixed: (s, ctx, to): string[] => selectAll(s, ctx, to.select),
});
