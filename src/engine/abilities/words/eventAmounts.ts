// Amounts read from the event that set off a triggered or delayed ability.
import { amount } from '../define';
import { oneOf } from '../schema';

/** A number the event that set the ability off carries: 'drain', the size of the drain, the energy
 * its loser must lose (R-DRAIN-03); 'destiny', the destiny of the card revealed for battle destiny,
 * with its modifiers (R-MOD-01). */
export const eventValue = amount('eventValue', { eventValue: oneOf('drain', 'destiny') }, {
  text: (a): string => (a.eventValue === 'drain' ? 'the energy that drain takes' : 'the destiny of the card revealed'),
  value: (_s, ctx, a): number => {
    const e = ctx.event;
    if (a.eventValue === 'drain') return e?.event === 'drain' ? e.value ?? 0 : 0;
    return e?.event === 'revealBattleDestiny' || e?.event === 'destinyRevealed' ? e.value ?? 0 : 0;
  },
});
