// Effects on a player's whole used pile at once: taken into the hand, or put beneath the reserve
// (which is then shuffled).
import { logEvent, other } from '../../../state';
import type { Step } from '../../../types';
import { shuffle } from '../../../rng';
import { effect } from '../../define';
import { oneOf, SIDE } from '../../schema';

/** A player moves every card of their used pile, in its order, into their hand or beneath their
 * reserve; beneath the reserve, the reserve is shuffled after (a shuffle moves the used cards in
 * among the others, so their order does not matter). */
export const usedPile = effect('usedPile', { usedPile: oneOf('hand', 'reserve'), who: oneOf(...SIDE) }, {
  text: (e): string => (e.who === 'you'
    ? e.usedPile === 'hand' ? 'put all the cards of your used pile into your hand' : 'put your used pile beneath your reserve, then shuffle that reserve'
    : e.usedPile === 'hand' ? 'your opponent puts all the cards of their used pile into their hand'
      : 'your opponent puts their used pile beneath their reserve, then shuffles that reserve'),
  asks: [],
  run: (g, ctx, e): Step[] => {
    const seat = e.who === 'you' ? ctx.seat : other(ctx.seat);
    const p = g.s.players[seat];
    const cards = p.used;
    p.used = [];
    logEvent(g, { kind: 'usedPileMoved', seat, count: cards.length, to: e.usedPile });
    if (e.usedPile === 'hand') { p.hand = [...p.hand, ...cards]; return []; }
    const [rng, reserve] = shuffle(g.s.rng, [...p.reserve, ...cards]);
    g.s.rng = rng;
    p.reserve = reserve;
    logEvent(g, { kind: 'shuffle', seat, pile: 'reserve' });
    return [];
  },
});
