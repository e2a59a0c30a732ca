// Costs paid with the cards an asset's own ability stacked on it (Set, Top Pair, Vestiges): the
// player picks which, and they go to their owner's lost pile or on top of the used pile.
import { logEvent, named, ownerOf, putInPile, setStacked } from '../../state';
import type { CardId, Refusal } from '../../types';
import { cost } from '../define';
import { num, oneOf } from '../schema';

/** Take this many cards stacked on this card to their owner's lost pile, or ('used') on top of
 * the used pile, the first picked on top (R-CARD-16: stacked cards are not in play). */
export const unstack = cost('unstack', { unstack: num, to: oneOf('lost', 'used') }, {
  text: (c): string => {
    const whose = c.unstack === 1 ? "its owner's" : "their owners'";
    return `put ${c.unstack === 1 ? 'a card' : `${c.unstack} cards`} stacked on this card ${c.to === 'lost' ? `into ${whose} lost pile` : `on top of ${whose} used pile${c.unstack > 1 ? ' in any order' : ''}`}`;
  },
  refusal: (s, _seat, source, c): Refusal | null => {
    const n = s.stacked[source]?.length ?? 0;
    return n < c.unstack ? { rule: 'R-PLAY-04', reason: `This needs ${c.unstack} ${c.unstack === 1 ? 'card' : 'cards'} stacked on it; it has ${n}.` } : null;
  },
  picks: (c): number => c.unstack,
  from: (s, ctx): CardId[] => s.stacked[ctx.source] ?? [],
  pay: (g, ctx, c, paying): void => {
    const rest = (g.s.stacked[ctx.source] ?? []).filter((x) => !paying.includes(x));
    setStacked(g, ctx.source, rest.length ? rest : undefined);
    // The first picked ends on top of the used pile.
    for (const card of [...paying].reverse()) {
      putInPile(g, card, c.to);
      logEvent(g, { kind: 'unstacked', ...(c.to === 'lost' ? { card: named(g.s, card) } : {}), from: named(g.s, ctx.source), owner: ownerOf(card), to: c.to === 'lost' ? 'lost' : 'usedTop' });
    }
  },
});
