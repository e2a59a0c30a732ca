// "Pay X energy" as an extra cost of playing a card, X chosen by its player (Z-Level Gurus); its
// effect reads X as { noted: 'x' }.
import { cost } from '../define';
import { flag } from '../schema';

/** Pay X energy, X any number from 0 to the active pile, chosen as the card is played; the pending
 * card carries it to its effect (the amount { noted: 'x' }). Only a card being played pays it. */
export const payX = cost('payX', { payX: flag }, {
  text: (): string => 'pay X energy, X being any amount you choose',
  pay: (g, ctx): void => {
    const s = g.s;
    const item = s.stack.findLast((it) => it.kind === 'card' && it.card === ctx.source);
    if (!item) return;
    s.queue.unshift({ k: 'payX', seat: ctx.seat, max: s.players[ctx.seat].active.length, item: item.id, source: ctx.source });
  },
});
