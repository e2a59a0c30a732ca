// Costs (R-PLAY-03..06): whether each can be paid, which cards a player chooses to pay it with,
// and paying it.
import { FACTIONS } from '../../cards/types';
import { pick as pickRandom } from '../../rng';
import { defOf, energyOf, logEvent, named, ownerOf, putInPile, setStacked, takeOut, titleOf } from '../../state';
import type { CardId, GameState, Refusal, Seat } from '../../types';
import { amountNow } from '../amounts';
import { cost } from '../define';
import { steady } from '../continuous';
import { damageable } from '../../derive/stats';
import { damage as damageCard, destroy, invert, pay as payEnergy } from '../effects';
import { toUsed } from '../costs';
import { either, flag, list, node, num, oneOf, opt, str } from '../schema';
import { fits } from '../visit';
import { hasLabel, kindOfFacts, refCardOf, selectAll } from '../select';
import type { Ref, Selector } from '../vocabulary';

const isRef = (v: unknown): v is Ref => fits({ t: 'node', of: 'ref' }, v);
import { KINDS } from './selectors';

/** Energy from the active pile (R-ENERGY-05). An amount that reveals a card ("you may pay X,
 * where X is a destiny") is read by the effect offering the payment, before it is offered. */
export const pay = cost('pay', { pay: node('amount') }, {
  text: (c, say): string => `pay ${say.amount(c.pay)}`,
  refusal: (s, seat, source, c): Refusal | null => {
    const need = amountNow(s, { seat, source, targets: [] }, c.pay);
    const n = s.players[seat].active.length;
    return n < need ? { rule: 'R-PLAY-04', reason: `Paying ${need} energy needs ${need} cards in your active pile; you have ${n}.` } : null;
  },
  pay: (g, ctx, c): void => { payEnergy(g, ctx.seat, amountNow(g.s, ctx, c.pay)); },
});
/** Energy lost card by card (R-ENERGY-06); hand cards may stand in (AMB-11). */
export const lose = cost('lose', { lose: num }, {
  text: (c): string => `lose ${c.lose}`,
  refusal: (s, seat, _source, c): Refusal | null => {
    const have = energyOf(s, seat) + s.players[seat].hand.length;
    return have < c.lose ? { rule: 'R-PLAY-04', reason: `You can't lose ${c.lose}: you have only ${have} cards of energy and hand.` } : null;
  },
  pay: (g, ctx, c): void => { g.s.queue.unshift({ k: 'lose', seat: ctx.seat, n: c.lose, rule: 'R-ENERGY-06', source: ctx.source }); },
});
/** Dismiss a card: one the ability names (a chosen target marked paidAsCost: "dismiss target
 * ..."), or one of your cards in play matching the selector, picked as you pay. */
export const dismiss = cost('dismiss', { dismiss: either(node('ref'), node('selector')) }, {
  text: (c, say): string => `dismiss ${isRef(c.dismiss) ? say.ref(c.dismiss) : say.np({ ...c.dismiss, who: 'you' }, 'a')}`,
  refusal: (s, seat, source, c, targets): Refusal | null => {
    const v = c.dismiss;
    if (!isRef(v)) return null;
    const card = refCardOf(s, { seat, source, targets: targets.slice() }, v);
    return card !== undefined && s.table[card] ? null : { rule: 'R-PLAY-04', reason: 'The target that pays this cost is not in play.' };
  },
  picks: (c): number => (isRef(c.dismiss) ? 0 : 1),
  from: (s, ctx, c): CardId[] => (isRef(c.dismiss) ? [] : selectAll(s, ctx, { ...c.dismiss, who: 'you' })),
  pay: (g, ctx, c, paying): void => {
    const card = isRef(c.dismiss) ? refCardOf(g.s, ctx, c.dismiss) : paying[0];
    if (card !== undefined) destroy(g, card, 'dismissed');
  },
});
/** Damage a card in play: one the ability names (this card, a chosen target marked paidAsCost).
 * A card already damaged, or one that can't be damaged, can't pay it (R-BATTLE-08). */
export const damage = cost('damage', { damage: node('ref') }, {
  text: (c, say): string => `damage ${say.ref(c.damage)}`,
  refusal: (s, seat, source, c, targets): Refusal | null => {
    const card = refCardOf(s, { seat, source, targets: targets.slice() }, c.damage);
    if (card !== undefined && damageable(s, card)) return null;
    return { rule: 'R-PLAY-04', reason: card !== undefined && s.table[card] ? `${titleOf(s, card)} can't be damaged now, so it can't pay this cost.` : 'The card that pays this cost is not in play.' };
  },
  pay: (g, ctx, c): void => {
    const card = refCardOf(g.s, ctx, c.damage);
    if (card !== undefined) damageCard(g, card);
  },
});
/** Put a card in play on its owner's used pile (R-ENERGY-16): a card the ability names (this
 * card, a chosen target marked paidAsCost), or one the player picks among those matching. */
export const toUsedPile = cost('toUsedPile', { toUsedPile: either(node('ref'), node('selector')) }, {
  text: (c, say): string => `put ${isRef(c.toUsedPile) ? say.ref(c.toUsedPile) : say.np(c.toUsedPile, 'a')} on its owner's used pile`,
  refusal: (s, seat, source, c, targets): Refusal | null => {
    const v = c.toUsedPile;
    if (!isRef(v)) return null;
    const card = refCardOf(s, { seat, source, targets: targets.slice() }, v);
    if (card !== undefined && s.table[card]) return null;
    return { rule: 'R-PLAY-04', reason: v === 'self' ? `${titleOf(s, source)} is not in play.` : 'The card that pays this cost is not in play.' };
  },
  picks: (c): number => (isRef(c.toUsedPile) ? 0 : 1),
  from: (s, ctx, c): CardId[] => (isRef(c.toUsedPile) ? [] : selectAll(s, ctx, c.toUsedPile)),
  pay: (g, ctx, c, paying): void => {
    const v = c.toUsedPile;
    const card = isRef(v) ? refCardOf(g.s, ctx, v) : paying[0];
    if (card !== undefined) toUsed(g, card);
  },
});

/** Put cards from hand on the used pile (of a faction or kinds; shown if `reveal`). */
export const handToUsed = cost('handToUsed', { handToUsed: num, faction: opt(oneOf(...FACTIONS)), kinds: opt(list(oneOf(...KINDS))), label: opt(str), reveal: opt(flag),
  /** 'lost': they are lost from hand instead. */
  pile: opt(oneOf('lost')) }, {
  text: (c, say): string => {
    const sel = { ...(c.faction ? { faction: c.faction } : {}), ...(c.kinds ? { kinds: c.kinds } : {}), ...(c.label ? { label: c.label } : {}) };
    const what = Object.keys(sel).length ? say.np(sel, c.handToUsed === 1 ? 'a' : 'plural') : '';
    const n = c.handToUsed === 1 ? what || 'a card' : `${c.handToUsed} ${what || 'cards'}`;
    return c.pile === 'lost' ? `lose ${n} from your hand` : `put ${n} from your hand on your used pile${c.reveal ? ', showing it' : ''}`;
  },
  picks: (c): number => c.handToUsed,
  from: (s, ctx, c): CardId[] => s.players[ctx.seat].hand.filter((h) => {
    const d = defOf(s, h);
    return (!c.faction || d.faction === c.faction) && (!c.kinds || c.kinds.some((k) => kindOfFacts(d, k))) && (!c.label || hasLabel(s, h, c.label));
  }),
  pay: (g, ctx, c, paying): void => {
    for (const card of paying) {
      takeOut(g, card);
      putInPile(g, card, c.pile ?? 'used');
      logEvent(g, c.pile === 'lost' ? { kind: 'loseFromHand', seat: ctx.seat, card: named(g.s, card) } : { kind: 'discardCost', seat: ctx.seat, card: named(g.s, card), revealed: !!c.reveal });
    }
  },
});
/** Lose cards at random from your hand to your lost pile. */
export const loseRandomFromHand = cost('loseRandomFromHand', { loseRandomFromHand: num }, {
  text: (c): string => (c.loseRandomFromHand === 1 ? 'lose a random card from your hand' : `lose ${c.loseRandomFromHand} random cards from your hand`),
  refusal: (s, seat, _source, c): Refusal | null => {
    const n = s.players[seat].hand.length;
    return n < c.loseRandomFromHand ? { rule: 'R-PLAY-04', reason: `Losing ${c.loseRandomFromHand} from your hand needs that many cards in it; you have ${n}.` } : null;
  },
  pay: (g, ctx, c): void => {
    for (let i = 0; i < c.loseRandomFromHand; i++) {
      const hand = g.s.players[ctx.seat].hand;
      if (hand.length === 0) return;
      const [rng, j] = pickRandom(g.s.rng, hand.length);
      g.s.rng = rng;
      const card = hand[j];
      takeOut(g, card);
      putInPile(g, card, 'lost');
      logEvent(g, { kind: 'loseAtRandom', seat: ctx.seat, card: named(g.s, card) });
    }
  },
});
/** Invert this inverter (R-KW-INV-03), or with `undo` revert it (R-KW-INV-04). */
export const invertSelf = cost('invertSelf', { invertSelf: flag, undo: opt(flag) }, {
  text: (c): string => (c.undo ? 'revert this card' : 'invert this card'),
  refusal: (s, _seat, source, c): Refusal | null => (!defOf(s, source).inverted || !!s.table[source]?.inverted === !c.undo
    ? c.undo ? { rule: 'R-KW-INV-04', reason: `${titleOf(s, source)} can't be reverted now.` } : { rule: 'R-KW-INV-03', reason: `${titleOf(s, source)} can't be inverted now.` } : null),
  pay: (g, ctx, c): void => invert(g, ctx.source, !c.undo),
});
/** Revert an inverter the ability names (a chosen target marked paidAsCost): "as an additional
 * cost, revert your target inverter" (R-KW-INV-04). One upright, or not in play, can't pay it. */
export const revert = cost('revert', { revert: node('ref') }, {
  text: (c, say): string => `revert ${say.ref(c.revert)}`,
  refusal: (s, seat, source, c, targets): Refusal | null => {
    const card = refCardOf(s, { seat, source, targets: targets.slice() }, c.revert);
    return card !== undefined && s.table[card]?.inverted && defOf(s, card).inverted ? null
      : { rule: 'R-KW-INV-04', reason: card !== undefined && s.table[card] ? `${titleOf(s, card)} is not inverted, so it can't be reverted.` : 'The card that pays this cost is not in play.' };
  },
  pay: (g, ctx, c): void => {
    const card = refCardOf(g.s, ctx, c.revert);
    if (card !== undefined) invert(g, card, false);
  },
});

// One selector object: its filters are compiled once per object (select.ts).
const STOCKPILE: Selector = { who: 'you', kinds: ['asset'], label: 'Stockpile' };
/** Your stockpile asset in play that a cost stacks cards on (the first one). It reads only what a
 * frame keys on (the cards in play, a label a change gives), so it is found once per frame and
 * seat: every listing asks it for each ability with a stockpile cost. */
function yourStockpile(s: GameState, seat: Seat): CardId | undefined {
  return steady(s, seat === 0 ? 'stockpile:0' : 'stockpile:1', () => selectAll(s, { seat, source: '', targets: [] }, STOCKPILE)[0]);
}
/** Move a card the ability names (a target in the opponent's lost pile, marked paidAsCost) face
 * down onto your stockpile asset (Widowmaker). */
export const stackLostOnStockpile = cost('stackLostOnStockpile', { stackLostOnStockpile: node('ref') }, {
  text: (c, say): string => `place ${say.ref(c.stackLostOnStockpile)} face down under your stockpile asset`,
  refusal: (s, seat, source, c, targets): Refusal | null => {
    const card = refCardOf(s, { seat, source, targets: targets.slice() }, c.stackLostOnStockpile);
    if (card === undefined || !s.players[seat === 0 ? 1 : 0].lost.includes(card)) {
      return { rule: 'R-PLAY-04', reason: "The target that pays this cost is not in your opponent's lost pile." };
    }
    return yourStockpile(s, seat) === undefined
      ? { rule: 'R-PLAY-04', reason: 'You have no stockpile asset in play to stack the card on.' } : null;
  },
  pay: (g, ctx, c): void => {
    const card = refCardOf(g.s, ctx, c.stackLostOnStockpile);
    const on = yourStockpile(g.s, ctx.seat);
    if (card === undefined || on === undefined) return;
    takeOut(g, card);
    setStacked(g, on, [...(g.s.stacked[on] ?? []), card]);
    logEvent(g, { kind: 'stackedFromLost', card: named(g.s, card), on: named(g.s, on), cost: true });
  },
});
/** Put cards stacked on your stockpile asset in their owner's lost pile: the top ones, face down
 * as they are (nobody picks among cards nobody may see). */
export const stockpileToLost = cost('stockpileToLost', { stockpileToLost: num }, {
  text: (c): string => (c.stockpileToLost === 1 ? "move a card from your stockpile asset to its owner's lost pile"
    : `move ${c.stockpileToLost} cards from your stockpile asset to their owner's lost pile`),
  refusal: (s, seat, _source, c): Refusal | null => {
    const on = yourStockpile(s, seat);
    const n = on === undefined ? 0 : s.stacked[on]?.length ?? 0;
    return n < c.stockpileToLost ? { rule: 'R-PLAY-04', reason: `This needs ${c.stockpileToLost} ${c.stockpileToLost === 1 ? 'card' : 'cards'} stacked on your stockpile asset; you have ${n}.` } : null;
  },
  pay: (g, ctx, c): void => {
    const on = yourStockpile(g.s, ctx.seat);
    if (on === undefined) return;
    for (const card of (g.s.stacked[on] ?? []).slice(-c.stockpileToLost)) {
      takeOut(g, card);
      putInPile(g, card, 'lost');
      logEvent(g, { kind: 'stockpileToLost', on: named(g.s, on), owner: ownerOf(card) });
    }
  },
});
