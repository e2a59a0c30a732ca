// Effects that last or wait: a change until end of turn, a delayed trigger, a prevention, and
// "can't draw any more this turn".
import { log, other, setCounters, titleOf } from '../../../state';
import type { Step } from '../../../types';
import { affectedNow } from '../../../derive/stats';
import { effect } from '../../define';
import { amountFor } from '../../effects';
import { affectedOf } from '../../continuous';
import type { AmountWord } from '../../define';
import { replaceAmounts } from '../../visit';
import type { Amount } from '../../vocabulary';
import { flag, later, list, node, oneOf, opt, SIDE } from '../../schema';
import { hereOf, refCardOf } from '../../select';

/** A change that lasts until the end of the turn, on the cards it affects when it starts
 * (R-EFF-04); "here" for a card not in play (an interrupt, an order) is its target location.
 * A number in it that reveals a card is read once, now ("+D until end of turn"). */
export const lasting = effect('lasting', { change: node('change'), until: oneOf('endOfTurn') }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const change = replaceAmounts('change', e.change, (a, w) => ((w as AmountWord | undefined)?.reveals ? amountFor(g, ctx, a as Amount) : a));
    const to = affectedOf(change);
    const location = typeof ctx.targets[0] === 'string' && s.row.includes(ctx.targets[0]) ? ctx.targets[0] : hereOf(s, ctx);
    const cards = to === undefined ? [] : affectedNow(s, { ...ctx, ...(location !== undefined ? { here: location } : {}) }, change, to);
    s.lasting = [...s.lasting, { seat: ctx.seat, source: ctx.source, change, cards, ...(location ? { location } : {}) }];
    return [];
  },
});
/** A delayed trigger (R-TRIG-09): "the next time <card> is lost / destroyed / moves <until>,
 * <effect>". It triggers once and waits for initiative like any trigger; its effects keep this
 * effect's targets and "here" ('moves': "here" is where the card moved to). `if`: only an event
 * after which this holds counts; the others leave it waiting. */
export const nextTime = effect('nextTime', {
  event: oneOf('lost', 'destroyed', 'moves'), card: node('ref'), effect: later(list(node('effect'))),
  until: opt(oneOf('endOfTurn', 'endOfBattle')), if: opt(node('condition')),
}, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    if (card === undefined || !s.table[card]) return [];
    const here = hereOf(s, ctx);
    s.watchers.push({ seat: ctx.seat, source: ctx.source, kind: 'delayed', card, event: e.event, ...(e.if ? { if: e.if } : {}), effect: e.effect,
      targets: ctx.targets.slice(), ...(here !== undefined ? { here } : {}), until: e.until ?? 'endOfTurn' });
    log(g, 'watch', `The next time ${titleOf(s, card)} ${e.event === 'moves' ? 'moves' : `is ${e.event}`}, ${titleOf(s, ctx.source)}'s delayed ability triggers (R-TRIG-09).`);
    return [];
  },
});
/** A replacement effect (R-REPL-03): "the next time <card> would be destroyed, prevent it" (and
 * undamage it). Needs no initiative; replaces one event only (R-REPL-04). */
export const preventNext = effect('preventNext', { event: oneOf('destroyed'), card: node('ref'), undamage: opt(flag), until: opt(oneOf('endOfTurn', 'endOfBattle')) }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    if (card === undefined || !s.table[card]) return [];
    s.watchers.push({ seat: ctx.seat, source: ctx.source, kind: 'preventDestroy', card, ...(e.undamage ? { undamage: true } : {}), until: e.until ?? 'endOfTurn' });
    log(g, 'watch', `The next time ${titleOf(s, card)} would be destroyed, that is prevented (R-REPL-03).`);
    return [];
  },
});
/** "You (or your opponent) can't draw any more cards this turn" (R-GEN-02, EX-ABIL-05). */
export const cantDraw = effect('cantDraw', { who: oneOf(...SIDE) }, {
  asks: [],
  run: (g, ctx, e): Step[] => {
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    if (!g.s.counters.cantDraw.includes(seat)) setCounters(g, { cantDraw: [...g.s.counters.cantDraw, seat] });
    log(g, 'cantDraw', `P${seat + 1} can't draw any more cards this turn (R-GEN-02).`);
    return [];
  },
});
