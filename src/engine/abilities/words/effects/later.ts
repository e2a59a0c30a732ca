// Effects that last or wait: a change until end of turn, a delayed trigger, a prevention.
import { defOf, logEvent, named, titleOf } from '../../../state';
import { triggerWord } from '../../../triggers';
import type { CardId, Step } from '../../../types';
import { locationOf } from '../../../derive/locations';
import { affectedNow } from '../../../derive/stats';
import { effect } from '../../define';
import { amountFor } from '../../effects';
import { affectedOf } from '../../continuous';
import type { AmountWord } from '../../define';
import { fits, replaceAmounts } from '../../visit';
import type { Amount, Ref, TriggerEvent } from '../../vocabulary';
import { flag, later, list, node, oneOf, opt } from '../../schema';
import { hereOf, refCardOf } from '../../select';
import { sayFor, sentence, theirs } from '../../text';

/** A change that lasts until the end of the turn (or, with no duration printed, while its cards stay in play), on the cards it affects when it starts
 * (R-EFF-04); "here" for a card not in play (an interrupt, an order) is its target location.
 * A number in it that reveals a card is read once, now ("+D until end of turn"); with `fixed`,
 * every number in it is ("+3 for each evidence asset you have" counts them now). */
export const lasting = effect('lasting', { change: node('change'), until: opt(oneOf('endOfTurn', 'endOfPhase')), fixed: opt(flag),
  /** The location it is at, when not the card's own or its target's ("in that battle"); a card in
   * play here means the location it is at. */
  at: opt(node('ref')) }, {
  text: (e, say): string => `${(say.lastingAt ? say.hereIs(say.lastingAt) : e.at !== undefined ? say.hereIs(say.ref(e.at)) : say).node('change', e.change)}${e.fixed ? ' (counted now)' : ''}${e.until === 'endOfTurn' ? ' until the end of the turn' : e.until === 'endOfPhase' ? ' until the end of this phase' : ' for as long as it stays in play'}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const change = replaceAmounts('change', e.change, (a, w) => (e.fixed || (w as AmountWord | undefined)?.reveals ? amountFor(g, ctx, a as Amount) : a));
    const to = affectedOf(change);
    // `at` names a location, or a card whose location it means ("every location related to that site").
    const atCard = e.at !== undefined ? refCardOf(s, ctx, e.at) : undefined;
    const location = e.at !== undefined ? (atCard !== undefined && !s.row.includes(atCard) ? locationOf(s, atCard) : atCard)
      : typeof ctx.targets[0] === 'string' && s.row.includes(ctx.targets[0]) ? ctx.targets[0] : hereOf(s, ctx);
    const cards = to === undefined ? [] : affectedNow(s, { ...ctx, ...(location !== undefined ? { here: location } : {}) }, to);
    s.lasting = [...s.lasting, { seat: ctx.seat, source: ctx.source, change, cards, ...(location ? { location } : {}), ...(e.until ? { until: e.until } : {}) }];
    // Said with the cards it names by title, for both players: "they" is the source's controller.
    const name = (id: CardId): string => (s.table[id] || !id.startsWith('stack:') ? titleOf(s, id) : 'the target');
    const where = location !== undefined ? name(location) : undefined;
    const said = sayFor(defOf(s, ctx.source), ctx.targets.map(name), where, where).node('effect', { ...e, change });
    logEvent(g, { kind: 'lasting', card: named(s, ctx.source), controller: ctx.seat, said: sentence(theirs(said)) });
    return [];
  },
});
/** A delayed trigger (R-TRIG-09): "the next time <card> is lost / is destroyed / moves <until>,
 * <effect>": `on` is a trigger about a card the ability names ({ lost: { target: 0 } }). It
 * triggers once and waits for initiative like any trigger; its effects keep this effect's targets
 * and "here" (a move's: where the card moved to). `if`: only an event after which this holds
 * counts; the others leave it waiting. `targets`: the trigger's own, chosen as it goes on the
 * stack, read with its event (R-TRIG-07); they are then its effects' targets, in place of this
 * effect's. */
export const nextTime = effect('nextTime', {
  on: node('trigger'), effect: later(list(node('effect'))), until: opt(oneOf('endOfTurn', 'endOfBattle')), if: opt(node('condition')),
  targets: opt(list(node('target'))),
}, {
  asks: [],
  text: (e, say): string => {
    // After a move, "here" is where the card moved to.
    const then = triggerWord(e.on).hereIsEvent ? say.hereIs('the location it moved to') : say;
    const spec = e.targets?.[0];
    const targets = spec ? `target ${then.node('target', spec)}: ` : '';
    const named = spec ? then.naming(0, spec.upTo !== undefined ? 'each target' : 'the target') : then;
    return `the next time ${say.trigger(e.on)}${e.until === 'endOfBattle' ? ' in this battle' : ' this turn'}${e.if ? `, if ${then.cond(e.if)}` : ''}: ${targets}${named.effects(e.effect)}`;
  },
  check: (e): string | null => (triggerWord(e.on).state !== undefined ? 'on: a delayed trigger waits for an event, not a state'
    : (e.targets?.length ?? 0) > 1 ? 'targets: a delayed trigger chooses one target spec' : null),
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    // About a card the ability names, which must be in play; or about any card a selector matches.
    const subject = subjectOf(e.on);
    const card = subject === undefined ? undefined : refCardOf(s, ctx, subject);
    if (subject !== undefined && (card === undefined || !s.table[card])) return [];
    const here = hereOf(s, ctx);
    s.watchers.push({ seat: ctx.seat, source: ctx.source, kind: 'delayed', ...(card !== undefined ? { card } : {}), on: e.on, ...(e.if ? { if: e.if } : {}), effect: e.effect,
      targets: ctx.targets.slice(), ...(e.targets ? { specs: e.targets } : {}), ...(here !== undefined ? { here } : {}), until: e.until ?? 'endOfTurn' });
    const on = triggerWord(e.on).name;
    logEvent(g, { kind: 'watchNext', ...(card !== undefined ? { card: named(s, card) } : {}), source: named(s, ctx.source),
      on: on === 'moved' || on === 'drained' || on === 'damaged' ? on : 'lost', rule: 'R-TRIG-09' });
    return [];
  },
});
/** The card a delayed trigger waits on: its trigger word's subject, when that is a ref. */
function subjectOf(t: TriggerEvent): Ref | undefined {
  const field = triggerWord(t).subject;
  const v = field === undefined ? undefined : (t as unknown as Record<string, unknown>)[field];
  return fits({ t: 'node', of: 'ref' }, v) ? v as Ref : undefined;
}
/** A replacement effect (R-REPL-03): "the next time <card> would be destroyed, prevent it" (and
 * undamage it). Needs no initiative; replaces one event only (R-REPL-04). */
export const preventNext = effect('preventNext', { card: node('ref'), undamage: opt(flag), until: opt(oneOf('endOfTurn', 'endOfBattle')) }, {
  text: (e, say): string => `the next time ${say.ref(e.card)} would be destroyed${e.until === 'endOfBattle' ? ' in this battle' : ' this turn'}, prevent it${e.undamage ? ' and undamage it' : ''}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    if (card === undefined || !s.table[card]) return [];
    s.watchers.push({ seat: ctx.seat, source: ctx.source, kind: 'preventDestroy', card, ...(e.undamage ? { undamage: true } : {}), until: e.until ?? 'endOfTurn' });
    logEvent(g, { kind: 'watchDestroy', card: named(s, card), rule: 'R-REPL-03' });
    return [];
  },
});
