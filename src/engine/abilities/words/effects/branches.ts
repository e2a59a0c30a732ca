// Effects that branch, ask or repeat: if, "you may pay", a choice between options, choosing a
// card, doing something for each card, and marking the source for the rest of the turn.
import { optionKey } from '../../../abilityIds';
import { other, setCounters } from '../../../state';
import type { Step } from '../../../types';
import { effect } from '../../define';
import { amountWord } from '../../amounts';
import { amountFor } from '../../effects';
import { canPay } from '../../costs';
import { holds, holdsFor } from '../../conditions';
import { list, node, num, oneOf, opt, SIDE, str } from '../../schema';
import { selectAll } from '../../select';
import { join, theirs } from '../../text';
import { replaceAmounts } from '../../visit';
import type { Amount } from '../../vocabulary';
import { markKey } from '../conditions/turn';

export const ifThen = effect('if', { cond: node('condition'), then: list(node('effect')), else: opt(list(node('effect'))) }, {
  text: (e, say): string => `if ${say.cond(e.cond)}, ${say.effects(e.then)}${e.else ? `; otherwise, ${say.effects(e.else)}` : ''}`,
  asks: ['effects'],
  run: (g, ctx, e): Step[] => {
    const branch = holdsFor(g, ctx, e.cond) ? e.then : e.else ?? [];
    return branch.length ? [{ k: 'effects', ctx, effects: branch }] : [];
  },
});
/** "You may pay N. If you do, ...": offered only if the cost can be paid; an amount in it is read
 * now (a destiny revealed: "you may pay X, where X is ..."). */
export const mayPay = effect('mayPay', { cost: node('cost'), then: list(node('effect')) }, {
  text: (e, say): string => `you may ${say.cost(e.cost)}; if you do, ${say.effects(e.then)}`,
  asks: ['mayPay'],
  run: (g, ctx, e): Step[] => {
    const cost = replaceAmounts('cost', e.cost, (a) => (typeof a === 'number' ? a : amountFor(g, ctx, a as Amount)));
    return canPay(g, ctx.seat, cost) ? [{ k: 'mayPay', ctx, cost, then: e.then }] : [];
  },
});
/** A player picks one of the options they can carry out (R-EFF-07). */
export const choice = effect('choice', { who: oneOf(...SIDE), options: list(node('option')) }, {
  text: (e, say): string => `${e.who === 'you' ? 'choose' : 'your opponent chooses'} one: ${join(e.options.map((o) => say.node('option', o)), 'or')}`,
  asks: ['option'],
  check: (e): string | null => {
    const keys = e.options.map(optionKey);
    return keys.some((k, i) => keys.indexOf(k) !== i) ? 'options: two options have one key' : null;
  },
  run: (g, ctx, e): Step[] => {
    const open = e.options.filter((o) => !o.if || holds(g.s, ctx, o.if));
    if (open.length === 0) return [];
    return [{ k: 'option', seat: e.who === 'opponent' ? other(ctx.seat) : ctx.seat, ctx, options: open, keys: open.map((o) => optionKey(o, e.options.indexOf(o))) }];
  },
});
/** A player picks one card in play matching the selector (read from the ability's side); it
 * becomes target `as` for the effects in `then`. Nothing happens if there is none. `by: 'opponent'`:
 * the opponent carries `then` out ("your opponent dismisses a ship of theirs here"), "you" in it
 * meaning them. */
export const choose = effect('choose', { who: opt(oneOf(...SIDE)), select: node('selector'), as: num, then: list(node('effect')), by: opt(oneOf(...SIDE)) }, {
  text: (e, say): string => {
    const named = say.naming(e.as, `the chosen ${e.select.kinds?.length === 1 ? say.np({ kinds: e.select.kinds }, 'a').replace(/^an? /, '') : 'card'}`);
    return `${e.who === 'opponent' ? 'your opponent chooses' : 'choose'} ${say.np(e.select, 'a')}, then ${
      e.by === 'opponent' ? `they ${theirs(named.effects(e.then))}` : named.effects(e.then)}`;
  },
  asks: ['chooseCard'],
  run: (g, ctx, e): Step[] => {
    const options = selectAll(g.s, ctx, e.select);
    if (options.length === 0) return [];
    return [{ k: 'chooseCard', seat: e.who === 'opponent' ? other(ctx.seat) : ctx.seat, options, ctx: e.by === 'opponent' ? { ...ctx, seat: other(ctx.seat) } : ctx, as: e.as, then: e.then }];
  },
});
/** For each card in play matching `select` when this starts (fixed, R-EFF-04), do `then` with that
 * card as target `as`. `by: 'opponent'`: the opponent carries `then` out, "you" in it meaning them. */
export const each = effect('each', { select: node('selector'), as: num, then: list(node('effect')), by: opt(oneOf(...SIDE)) }, {
  // One effect names the cards in it ("return each unit here to its owner's hand"); several say
  // "for each ..." first.
  text: (e, say): string => (e.then.length === 1 && e.then[0].do !== 'if' && e.by === undefined
    ? say.naming(e.as, say.np(e.select, 'each')).effects(e.then)
    : `for ${say.np(e.select, 'each')}, ${e.by === 'opponent' ? 'your opponent does this: ' : ''}${say.naming(e.as, 'that card').effects(e.then)}`),
  asks: ['effects'],
  run: (g, ctx, e): Step[] => {
    const seat = e.by === 'opponent' ? other(ctx.seat) : ctx.seat;
    return selectAll(g.s, ctx, e.select).map((c) => {
      const targets = ctx.targets.slice();
      targets[e.as] = c;
      return { k: 'effects', ctx: { ...ctx, seat, targets }, effects: e.then };
    });
  },
});
/** Marks the source for the rest of the turn (read with { thisTurn: 'marked', key }). */
export const mark = effect('mark', { key: str }, {
  text: (): string => 'this counts as doing so this turn',
  asks: [],
  run: (g, ctx, e): Step[] => {
    const key = markKey(ctx.source, e.key);
    setCounters(g, { bullets: { ...g.s.counters.bullets, [key]: (g.s.counters.bullets[key] ?? 0) + 1 } });
    return [];
  },
});
/** Reads an amount once (a destiny revealed: "reveal a destiny; each unit with defense below it")
 * and does `then` with it noted ({ noted: 'destiny' }), and the card revealed for it with it
 * ({ revealed }). */
export const note = effect('note', { amount: node('amount'), then: list(node('effect')) }, {
  text: (e, say): string => `note ${say.amount(e.amount)}; then ${say.effects(e.then)}`,
  asks: ['effects'],
  run: (g, ctx, e): Step[] => {
    const a = e.amount;
    const reveal = typeof a === 'number' ? undefined : amountWord(a).revealFor;
    if (typeof a === 'number' || !reveal) return [{ k: 'effects', ctx: { ...ctx, noted: amountFor(g, ctx, a) }, effects: e.then }];
    const { value, card } = reveal(g, ctx, a);
    return [{ k: 'effects', ctx: { ...ctx, noted: value, ...(card !== undefined ? { revealed: card } : {}) }, effects: e.then }];
  },
});
/** A player names a number from 0 to `max`; the effects in `then` follow with it noted
 * ({ noted: 'named' }). */
export const nameNumber = effect('nameNumber', { max: num, then: list(node('effect')) }, {
  text: (e, say): string => `name a number from 0 to ${e.max}; then ${say.effects(e.then)}`,
  asks: ['nameNumber'],
  run: (_g, ctx, e): Step[] => [{ k: 'nameNumber', seat: ctx.seat, max: e.max, then: { ctx, effects: e.then } }],
});
