// Conditions that combine other conditions or compare numbers and counts.
import { condition } from '../../define';
import { amountNow } from '../../amounts';
import { compare, conditionWord, holds, holdsFor, within } from '../../conditions';
import { join } from '../../text';
import type { Say } from '../../text';
import type { Comparison, Condition, Ref, Selector } from '../../vocabulary';
import { amountFor } from '../../effects';
import { list, node, num, oneOf, opt, tuple } from '../../schema';
import { matches, refCardOf, selectAll } from '../../select';

export const all = condition('all', { all: list(node('condition')) }, {
  text: (c, say): string => sameLeft(c.all, say) ?? join(c.all.map((x) => say.cond(x))),
  holds: (s, ctx, c): boolean => c.all.every((x) => holds(s, ctx, x)),
  holdsFor: (g, ctx, c): boolean => c.all.every((x) => holdsFor(g, ctx, x)),
});
export const any = condition('any', { any: list(node('condition')) }, {
  text: (c, say): string => join(c.any.map((x) => say.cond(x)), 'or'),
  holds: (s, ctx, c): boolean => c.any.some((x) => holds(s, ctx, x)),
  holdsFor: (g, ctx, c): boolean => c.any.some((x) => holdsFor(g, ctx, x)),
});
export const not = condition('not', { not: node('condition') }, {
  text: (c, say): string => {
    const w = conditionWord(c.not);
    return w.negated ? w.negated(c.not, say) : `it is not so that ${say.cond(c.not)}`;
  },
  holds: (s, ctx, c): boolean => !holds(s, ctx, c.not),
  holdsFor: (g, ctx, c): boolean => !holdsFor(g, ctx, c.not),
});
/** How many cards in play match: at least one, unless bounds are given. */
export const count = condition('count', { count: node('selector'), atLeast: opt(num), atMost: opt(num), exactly: opt(num) }, {
  text: (c, say): string => {
    const many = say.np(c.count, 'plural');
    if (c.exactly === 0 || c.atMost === 0) return none(many);
    // "you have at least 2 Fighter ships", "your opponent has a unit here", "there is a battleground".
    const side = c.count.who === 'you' ? 'you have' : c.count.who === 'opponent' ? 'your opponent has' : undefined;
    const sel: Selector = side ? { ...c.count, who: 'any' } : c.count;
    const some = (n: string): string => (side ? `${side} ${n}` : `there ${n.startsWith('a ') || n.startsWith('an ') || n.startsWith('exactly one ') ? 'is' : 'are'} ${n}`);
    if (c.exactly !== undefined) return some(c.exactly === 1 ? `exactly one ${say.np(sel, 'a').replace(/^an? /, '')}` : `exactly ${c.exactly} ${say.np(sel, 'plural')}`);
    const least = some(c.atLeast !== undefined && c.atLeast > 1 ? `at least ${c.atLeast} ${say.np(sel, 'plural')}` : say.np(sel, 'a'));
    return c.atMost !== undefined ? `${least}, and at most ${c.atMost}` : least;
  },
  negated: (c, say): string => (c.atLeast === undefined && c.atMost === undefined && c.exactly === undefined
    ? none(say.np(c.count, 'plural')) : `it is not so that ${say.cond(c)}`),
  holds: (s, ctx, c): boolean => within(selectAll(s, ctx, c.count).length, c),
});
export const compareAmounts = condition('compare', { compare: tuple(node('amount'), oneOf('>', '<', '>=', '<=', '='), node('amount')) }, {
  text: (c, say): string => pileHas(c.compare, say) ?? `${say.amount(c.compare[0])} ${OPS[c.compare[1]]} ${say.amount(c.compare[2])}`,
  negated: (c, say): string => `${say.amount(c.compare[0])} ${OPS[NEGATED[c.compare[1]]]} ${say.amount(c.compare[2])}`,
  holds: (s, ctx, c): boolean => compare(amountNow(s, ctx, c.compare[0]), c.compare[1], amountNow(s, ctx, c.compare[2])),
  // In an effect, a side may reveal destiny.
  holdsFor: (g, ctx, c): boolean => compare(amountFor(g, ctx, c.compare[0]), c.compare[1], amountFor(g, ctx, c.compare[2])),
});
/** The card a ref names is in play (or is a location) and matches the selector: "while this is at a
 * site" is { card: 'here', is: { kinds: ['site'] } }, "while aboard a ship" { card: 'shipAboard' }. */
export const card = condition('card', { card: node('ref'), is: opt(node('selector')) }, {
  text: (c, say): string => cardIs(c.card, c.is, say, false),
  negated: (c, say): string => cardIs(c.card, c.is, say, true),
  holds: (s, ctx, c): boolean => {
    const id = refCardOf(s, ctx, c.card);
    return id !== undefined && s.table[id] !== undefined && (c.is === undefined || matches(s, ctx, c.is, id));
  },
});

/** "you have no other ships here", "there are no characters here". */
const none = (many: string): string => (many.startsWith("your opponent's ") ? `your opponent has no ${many.slice(16)}`
  : many.startsWith('your ') ? `you have no ${many.slice(5)}` : `there are no ${many}`);
const OPS: Record<Comparison, string> = { '>': 'is more than', '<': 'is less than', '>=': 'is at least', '<=': 'is at most', '=': 'is' };
const NEGATED: Record<Comparison, Comparison> = { '>': '<=', '<': '>=', '>=': '<', '<=': '>', '=': '=' };

/** "this card is at a site", "a battle is under way here", "the ship this card is aboard has a
 * weapon beneath it": the common shapes of a card condition read naturally, any other generally. */
function cardIs(r: Ref, is: Selector | undefined, say: Say, negated: boolean): string {
  const not = negated ? ' not' : '';
  const only = (k: keyof Selector): boolean => is !== undefined && Object.keys(is).length === 1 && is[k] !== undefined;
  if (!is) return r === 'shipAboard' ? `this card is${not} aboard a ship` : `${say.ref(r)} is${not} in play`;
  if (r === 'here' && only('inBattle')) return negated ? 'no battle is under way here' : 'a battle is under way here';
  if (r === 'here' && only('controlledBy') && is.controlledBy !== 'any') {
    return `${say.who(is.controlledBy!)} ${negated ? `do${is.controlledBy === 'you' ? '' : 'es'} not control` : `control${is.controlledBy === 'you' ? '' : 's'}`} ${say.ref('here')}`;
  }
  const place: Selector = is.kinds || is.label ? is : { kinds: ['location'], ...is };
  if (r === 'here' && say.here !== undefined) return `${say.here} is${not} ${say.np(place, 'a')}`;
  if (r === 'here' && say.card?.type !== 'LOCATION') return `this card is${not} at ${say.np(place, 'a')}`;
  if (r === 'here') return `this location is${not} ${say.np(place, 'a')}`;
  if (only('has')) return `${say.ref(r)} ${negated ? `has no ${say.np(is.has!, 'a').replace(/^an? /, '')}` : `has ${say.np(is.has!, 'a')}`} beneath it`;
  if (only('stacked')) return `${is.stacked !== negated ? 'cards are' : 'nothing is'} stacked on ${say.ref(r)}`;
  if (only('thisTurn') && Object.keys(is.thisTurn!).length === 1) {
    const [[deed, did]] = Object.entries(is.thisTurn!);
    return deed === 'entered' ? `${say.ref(r)} ${did !== negated ? 'entered' : 'did not enter'} play this turn`
      : `${say.ref(r)} ${did !== negated ? 'has made' : 'has made no'} movement this turn`;
  }
  return `${say.ref(r)} is${not} ${say.np(is, 'a')}`;
}

type Compared = Extract<Condition, { compare: unknown }>['compare'];

/** "you have a Shi card in hand", "your opponent has at least 2 cards in their active pile": a
 * pile's count against a number, said as what the player has. */
function pileHas([a, op, n]: Compared, say: Say): string | undefined {
  if (op !== '>=' || typeof n !== 'number' || n < 1 || typeof a !== 'object' || !('cards' in a) || a.top !== undefined) return undefined;
  const you = say.who(a.who) === 'you';
  const what = a.matching ? (n === 1 ? say.np(a.matching, 'a') : `${n} ${say.np(a.matching, 'plural')}`) : n === 1 ? 'a card' : `${n} cards`;
  const where = a.cards === 'hand' ? 'in hand' : `in ${you ? 'your' : 'their'} ${a.cards} pile`;
  return `${say.who(a.who)} ${you ? 'have' : 'has'} ${n > 1 ? 'at least ' : ''}${what} ${where}`;
}

/** Comparisons of one amount against several, said once: "the number of Shi support icons ... is
 * more than the number of Earther, Gongen and Quay support icons ..., each counted apart". */
function sameLeft(conds: readonly Condition[], say: Say): string | undefined {
  if (conds.length < 2 || !conds.every((x) => 'compare' in x)) return undefined;
  const cs = conds.map((x) => (x as { compare: Compared }).compare);
  const left = JSON.stringify(cs[0][0]);
  if (!cs.every((x) => JSON.stringify(x[0]) === left && x[1] === cs[0][1])) return undefined;
  const rights = cs.map((x) => say.amount(x[2]).split(' '));
  // The words every right side shares at its start and at its end are said once.
  let pre = 0;
  while (rights.every((r) => pre < r.length - 1 && r[pre] === rights[0][pre])) pre++;
  let post = 0;
  while (rights.every((r) => post < r.length - pre - 1 && r[r.length - 1 - post] === rights[0][rights[0].length - 1 - post])) post++;
  const middles = rights.map((r) => r.slice(pre, r.length - post).join(' '));
  const shared = [...rights[0].slice(0, pre), join(middles), ...rights[0].slice(rights[0].length - post)].join(' ');
  return `${say.amount(cs[0][0])} ${OPS[cs[0][1]]} ${shared}, each counted apart`;
}
