// Effects on the cards stacked on the source asset by its ability (R-ASSET-05): taking one back.
import { logEvent, named, ownerOf, putInPile, setStacked } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { oneOf } from '../../schema';

/** A card stacked on the source goes into its owner's hand (or on top of their used pile): the one
 * stacked there, or the one the player picks among several. */
export const unstack = effect('unstack', { unstack: oneOf('hand', 'usedTop') }, {
  text: (e): string => `put a card stacked on this card ${e.unstack === 'hand' ? "into its owner's hand" : "on top of its owner's used pile"}`,
  asks: ['pick'],
  run: (g, ctx, e): Step[] => {
    const on = g.s.stacked[ctx.source] ?? [];
    if (on.length === 0) return [];
    if (on.length > 1) return [{ k: 'pick', seat: ctx.seat, options: on, n: 1, to: e.unstack, optional: false, rule: 'R-EFF-02' }];
    const [card] = on;
    setStacked(g, ctx.source, undefined);
    putInPile(g, card, e.unstack === 'hand' ? 'hand' : 'used');
    logEvent(g, { kind: 'unstacked', from: named(g.s, ctx.source), owner: ownerOf(card), to: e.unstack });
    return [];
  },
});
