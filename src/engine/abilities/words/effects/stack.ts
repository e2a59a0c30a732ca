// Effects on pending items on the stack: cancel one, add to a pending drain, or give a pending card a new place.
import { placeRefusal } from '../../../rules/play';
import { logEvent, named, putInPile } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { amountFor } from '../../effects';
import { node, num } from '../../schema';

/** Cancels the pending item named by a target ("stack:<id>"); a canceled card is lost (R-CANCEL-01). */
export const cancel = effect('cancel', { target: num }, {
  text: (e, say): string => `cancel ${say.names[e.target] ?? `target ${e.target + 1}`}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const ref = ctx.targets[e.target];
    const id = ref?.startsWith('stack:') ? Number(ref.slice(6)) : NaN;
    const i = s.stack.findIndex((x) => x.id === id);
    if (i < 0) return [];
    const [item] = s.stack.splice(i, 1);
    if (item.kind === 'card') putInPile(g, item.card, 'lost');
    logEvent(g, item.kind === 'card' ? { kind: 'pendingCanceled', card: named(s, item.card), what: 'card' } : { kind: 'pendingCanceled', what: item.kind });
    return [];
  },
});
/** A pending drain named by a target ("stack:<id>") gets +N, read now; drain modifiers still
 * apply when it resolves (R-DRAIN-04), and the sum is never below 0. */
export const boostDrain = effect('boostDrain', { target: num, amount: node('amount') }, {
  text: (e, say): string => `${say.names[e.target] ?? `target ${e.target + 1}`} gets ${typeof e.amount === 'number' ? `+${e.amount}` : `extra energy equal to ${say.amount(e.amount)}`}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const ref = ctx.targets[e.target];
    const i = s.stack.findIndex((x) => `stack:${x.id}` === ref);
    const item = s.stack[i];
    if (!item || item.kind !== 'drain') return [];
    const n = amountFor(g, ctx, e.amount);
    s.stack[i] = { ...item, bonus: (item.bonus ?? 0) + n };
    logEvent(g, { kind: 'drainBoosted', at: named(s, item.location), amount: n, rule: 'R-DRAIN-04' });
    return [];
  },
});
/** Gives a pending card (target `target`, "stack:<id>") a new place, target `to`; nothing happens
 * unless the new place is legal for it (R-PEND-05, R-TGT-06). */
export const redirect = effect('redirect', { target: num, to: num }, {
  text: (e, say): string => `move ${say.names[e.target] ?? `target ${e.target + 1}`} to ${say.names[e.to] ?? `target ${e.to + 1}`} if it may go there`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const ref = ctx.targets[e.target];
    const to = ctx.targets[e.to];
    const i = s.stack.findIndex((x) => `stack:${x.id}` === ref);
    const item = s.stack[i];
    if (!item || item.kind !== 'card' || to === undefined || item.at === to) return [];
    const r = placeRefusal(s, item.seat, item.card, { ...item, at: to });
    if (r) { logEvent(g, { kind: 'cantRedirect', card: named(s, item.card), reason: r.reason, rule: 'R-PEND-05' }); return []; }
    s.stack[i] = { ...item, at: to };
    logEvent(g, { kind: 'redirect', card: named(s, item.card), to: named(s, to), rule: 'R-PEND-05' });
    return [];
  },
});
