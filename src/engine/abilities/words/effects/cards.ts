// Effects on a card: damage and undamage, destroy, dismiss, return to hand or to the top of a pile, invert and revert,
// put into play from the lost pile, use as yours, remove from the game.
import { locationOf } from '../../../derive/locations';
import { defOf, leavePlay, logEvent, named, putInPile, setTable, tableCard, takeOut, titleOf, zoneOf } from '../../../state';
import type { Game, LostWith } from '../../../state';
import type { CardId, EffectContext, Step } from '../../../types';
import { emit, reportLost } from '../../../triggers';
import { effect } from '../../define';
import { damage as damageCard, destroy as destroyCard, invert as invertCard, refCards } from '../../effects';
import { flag, node, oneOf, opt } from '../../schema';
import { refCardOf } from '../../select';
import type { Ref } from '../../vocabulary';

/** Does `fn` to each card in play a reference names (all of an "any number of targets" group). */
function eachCard(g: Game, ctx: EffectContext, ref: Ref, fn: (id: CardId) => void): Step[] {
  for (const id of refCards(g, ctx, ref)) if (g.s.table[id]) fn(id);
  return [];
}

/** Damages a card (R-BATTLE-08: not one already damaged); `undo`: undamages it. */
export const damage = effect('damage', { card: node('ref'), undo: opt(flag) }, {
  text: (e, say): string => `${e.undo ? 'undamage' : 'damage'} ${say.ref(e.card)}`,
  asks: [],
  run: (g, ctx, e): Step[] => eachCard(g, ctx, e.card, (id) => {
    if (!e.undo) { damageCard(g, id, ctx.source); return; }
    if (g.s.table[id].damaged) { tableCard(g, id).damaged = false; logEvent(g, { kind: 'undamaged', card: named(g.s, id) }); }
  }),
});
export const destroy = effect('destroy', { card: node('ref') }, {
  text: (e, say): string => `destroy ${say.ref(e.card)}`,
  asks: [],
  run: (g, ctx, e): Step[] => eachCard(g, ctx, e.card, (id) => destroyCard(g, id, 'destroyed')),
});
/** Only a card of the player carrying it out can be dismissed. */
export const dismiss = effect('dismiss', { card: node('ref') }, {
  text: (e, say): string => `dismiss ${say.ref(e.card)}`,
  asks: [],
  run: (g, ctx, e): Step[] => eachCard(g, ctx, e.card, (id) => { if (g.s.table[id].controller === ctx.seat) destroyCard(g, id, 'dismissed'); }),
});
/** To its owner's hand; a card just lost ("this card" after it was destroyed, the card a trigger
 * is about) comes back from the lost pile. */
export const toHand = effect('toHand', { card: node('ref') }, {
  text: (e, say): string => `return ${say.ref(e.card)} to its owner's hand`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const gone = e.card === 'self' || e.card === 'eventCard' ? refCardOf(g.s, ctx, e.card) : undefined;
    if (gone !== undefined && !g.s.table[gone]) {
      const z = zoneOf(g.s, gone);
      if (z.z !== 'pile' || z.pile !== 'lost') return [];
      takeOut(g, gone);
      putInPile(g, gone, 'hand');
      logEvent(g, { kind: 'toHand', card: named(g.s, gone), fromLost: true });
      return [];
    }
    // A card being played (a pending card) leaves the stack for its owner's hand.
    for (const id of refCards(g, ctx, e.card)) {
      const i = g.s.stack.findIndex((x) => x.kind === 'card' && x.card === id);
      if (i < 0) continue;
      g.s.stack.splice(i, 1);
      putInPile(g, id, 'hand');
      logEvent(g, { kind: 'toHand', card: named(g.s, id), fromLost: false });
    }
    return eachCard(g, ctx, e.card, (id) => {
      const location = locationOf(g.s, id);
      const along = leavePlay(g, id, 'hand');
      logEvent(g, { kind: 'toHand', card: named(g.s, id), fromLost: false });
      reportLost(g, along, location);
    });
  },
});
/** Puts a card on top of its owner's used pile or reserve (`bottom`: beneath it): one in play
 * leaves play, not lost (R-ENERGY-16), and what was beneath it is lost; one in its owner's lost
 * pile (just destroyed) comes out of it. Anywhere else, nothing happens. */
export const toPile = effect('toPile', { card: node('ref'), pile: oneOf('used', 'reserve'), bottom: opt(flag) }, {
  text: (e, say): string => `put ${say.ref(e.card)} ${e.bottom ? 'beneath' : 'on top of'} its owner's ${e.pile === 'used' ? 'used pile' : 'reserve'}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const where = e.bottom ? 'bottom' : 'top';
    for (const id of refCards(g, ctx, e.card)) {
      const moved = { kind: 'toPile', card: named(g.s, id), pile: e.pile, bottom: !!e.bottom } as const;
      if (g.s.table[id]) {
        const location = locationOf(g.s, id);
        const along = leavePlay(g, id, e.pile, where);
        logEvent(g, { ...moved, from: 'play' });
        reportLost(g, along, location);
        continue;
      }
      // Out of play: from the lost pile, or from the used pile (a card revealed for destiny, which
      // both players saw go there).
      const z = zoneOf(g.s, id);
      if (z.z !== 'pile' || (z.pile !== 'lost' && z.pile !== 'used') || z.pile === e.pile) continue;
      takeOut(g, id);
      putInPile(g, id, e.pile, where);
      logEvent(g, { ...moved, from: z.pile });
    }
    return [];
  },
});
/** Inverts an inverter (R-KW-INV-03); `undo`: reverts it (R-KW-INV-04). */
export const invert = effect('invert', { card: node('ref'), undo: opt(flag) }, {
  text: (e, say): string => `${e.undo ? 'revert' : 'invert'} ${say.ref(e.card)}`,
  asks: [],
  run: (g, ctx, e): Step[] => eachCard(g, ctx, e.card, (id) => invertCard(g, id, !e.undo)),
});
/** Puts a card that is not in play (from its owner's lost pile) into play under your control, at
 * (or aboard, or beneath) the card `at` names: 'here' is the source's location. */
export const putInPlay = effect('putInPlay', { card: node('ref'), at: node('ref') }, {
  text: (e, say): string => `put ${say.ref(e.card)} into play, under your control, ${e.at === 'here' ? 'here' : `at ${say.ref(e.at)}`}`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    const place = refCardOf(s, ctx, e.at);
    if (card === undefined || place === undefined || s.table[card] || !s.table[place]) return [];
    const z = zoneOf(s, card);
    if (z.z !== 'pile' || z.pile !== 'lost') return [];
    takeOut(g, card);
    setTable(g, card, s.row.includes(place) ? { controller: ctx.seat, at: place } : { controller: ctx.seat, under: place });
    logEvent(g, { kind: 'putIntoPlay', card: named(s, card), at: named(s, place) });
    emit(g, { event: 'entersPlay', card, location: locationOf(s, card), seat: ctx.seat });
    return [];
  },
});
/** "Use as yours" (R-TERM-USEAS-01): you control the card (and what is beneath it); its owner
 * still owns it. Not if it is unique and you have a copy in play. */
export const takeControl = effect('takeControl', { card: node('ref') }, {
  text: (e, say): string => `use ${say.ref(e.card)} as yours`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    if (card === undefined || !s.table[card] || s.table[card].controller === ctx.seat) return [];
    const d = defOf(s, card);
    if (d.unique && Object.keys(s.table).some((c) => s.table[c].controller === ctx.seat && titleOf(s, c) === d.title)) {
      logEvent(g, { kind: 'cantControl', seat: ctx.seat, card: { id: card, title: d.title }, rule: 'R-TERM-USEAS-01' });
      return [];
    }
    const take = (c: CardId): void => {
      tableCard(g, c).controller = ctx.seat;
      for (const b of Object.keys(s.table)) if (s.table[b].under === c) take(b);
    };
    take(card);
    logEvent(g, { kind: 'control', seat: ctx.seat, card: { id: card, title: d.title }, rule: 'R-TERM-USEAS-01' });
    return [];
  },
});
/** Removed from the game (R-KW-REM-01): set aside, not in play, not energy. */
export const removeFromGame = effect('removeFromGame', { card: node('ref') }, {
  text: (e, say): string => `remove ${say.ref(e.card)} from the game`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    if (card === undefined) return [];
    let along: LostWith[] = [];
    const location = locationOf(s, card);
    // An interrupt or order removing itself as it resolves goes there instead of to its pile.
    const resolving = s.queue.findIndex((q) => q.k === 'toPile' && q.card === card);
    if (s.table[card]) along = leavePlay(g, card, 'removed');
    else if (zoneOf(s, card).z === 'pile') { takeOut(g, card); putInPile(g, card, 'removed'); }
    else if (resolving >= 0) s.queue[resolving] = { ...(s.queue[resolving] as Extract<Step, { k: 'toPile' }>), pile: 'removed' };
    else return [];
    logEvent(g, { kind: 'removed', card: named(s, card), rule: 'R-KW-REM-01' });
    reportLost(g, along, location);
    return [];
  },
});
