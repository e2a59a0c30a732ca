// Amounts read from the event that set off a triggered or delayed ability.
import { amount } from '../define';
import { oneOf } from '../schema';

/** The size of the drain that set the ability off: the energy its loser must lose (R-DRAIN-03). */
export const eventValue = amount('eventValue', { eventValue: oneOf('drain') }, {
  text: (): string => 'the energy that drain takes',
  value: (_s, ctx): number => (ctx.event?.event === 'drain' ? ctx.event.value ?? 0 : 0),
});
