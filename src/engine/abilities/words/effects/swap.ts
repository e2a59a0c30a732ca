// Effects that change a hand card for a pile card (Meditation).
import { defOf, logEvent, named } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { oneOf } from '../../schema';

/** The top card of your reserve is revealed; you may show a card from your hand with the same
 * printed destiny, and the two change places. */
export const exchangeTop = effect('exchangeTop', { match: oneOf('destiny') }, {
  text: (): string => 'reveal the top card of your reserve; you may show a card from your hand with the same destiny and exchange the two',
  asks: ['pick'],
  run: (g, ctx): Step[] => {
    const s = g.s;
    const top = s.players[ctx.seat].reserve[0];
    if (top === undefined) { logEvent(g, { kind: 'reserveEmpty', seat: ctx.seat, owner: ctx.seat }); return []; }
    logEvent(g, { kind: 'revealReserveTop', seat: ctx.seat, owner: ctx.seat, cards: [named(s, top)] });
    const options = s.players[ctx.seat].hand.filter((h) => defOf(s, h).destiny === defOf(s, top).destiny);
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'swap', swapWith: top, optional: true, rule: 'R-EFF-02' }] : [];
  },
});
