// Effects that play cards: "you may play a [card] here" from hand, the top of the reserve or the
// cards stacked on the source; playing one named card from outside the hand; and keeping a
// resolving card stacked on the source (Chained). Plays made by effects go on the stack like any
// play (R-PLAY-02), paid when made.
import { placeOptions, playByEffectRefusal, playRulesOf } from '../../../rules/play';
import { lostStandIn } from '../../../rules/targets';
import { defOf, logEvent, named, titleOf, zoneOf } from '../../../state';
import type { Game } from '../../../state';
import type { CardId, GameState, Seat, Step } from '../../../types';
import { effect } from '../../define';
import { amountFor, playFromEffect } from '../../effects';
import { flag, node, num, oneOf, opt, printed } from '../../schema';
import { hereOf, printedMatch, refCardOf, selectAll } from '../../select';

/** `places`: only these locations (read from the ability's side when it resolves). */
type PlayTerms = { costLess: number; free: boolean; via?: string; places?: CardId[] };

/** A play rule "free when the ability of <title> plays it" (Reliable Quarrel, Amorian Shipyard). */
function freeVia(s: GameState, card: CardId, via: string | undefined): boolean {
  return via !== undefined && playRulesOf(defOf(s, card), 'costLess').some((r) => r.via === via && r.costLess === 'all');
}

/** The places an effect may play this card now (R-CARD-17: uniqueness, support icons, the place
 * and the cost are all checked as the effect happens). */
export function playPlaces(s: GameState, seat: Seat, card: CardId, at: 'here' | 'any', here: CardId | undefined, p: PlayTerms): CardId[] {
  const free = p.free || freeVia(s, card, p.via);
  const places = at === 'here' ? (here === undefined ? [] : [here])
    : placeOptions(s, seat, card, defOf(s, card)).flatMap((o) => (o.at !== undefined && !o.encamp ? [o.at] : []));
  return places.filter((place) => (p.places === undefined || p.places.includes(place))
    && playByEffectRefusal(s, seat, card, place, free ? Infinity : p.costLess) === null);
}

/** A card picked to be played: straight to the stack when its place is known, else the player
 * chooses where (the `playPlace` step). */
export function playPicked(g: Game, seat: Seat, card: CardId, p: PlayTerms & { at?: CardId }): void {
  const free = p.free || freeVia(g.s, card, p.via);
  if (p.at !== undefined) { playFromEffect(g, seat, card, { at: p.at, costLess: p.costLess, free }); return; }
  const options = playPlaces(g.s, seat, card, 'any', undefined, p);
  if (options.length === 0) { logEvent(g, { kind: 'cantPlay', card: named(g.s, card), checked: false, rule: 'R-CARD-17' }); return; }
  g.s.queue.unshift({ k: 'playPlace', seat, card, options, play: { costLess: p.costLess, free } });
}

/** "You may play a [select] here [from]": the player picks one that can be played now, or none,
 * at `costLess` less or free. `stackedOnSelf`: a card stacked on the source asset (Amorian
 * Shipyard); `at: 'any'`: wherever it may be played, the player choosing the place after the card. */
export const play = effect('play', {
  from: oneOf('hand', 'reserveTop', 'stackedOnSelf', 'lost'), select: printed(node('selector')), at: oneOf('here', 'any'),
  /** With `at: 'any'`: only at a location matching this, read from the ability's side ("to an
   * asteroid sector", "at a related site"). */
  to: opt(node('selector')),
  costLess: opt(node('amount')), free: opt(flag), maxCost: opt(num),
}, {
  asks: ['pick'],
  text: (e, say): string => `you may play ${say.np(e.select, 'a')} ${e.from === 'hand' ? 'from your hand' : e.from === 'reserveTop' ? 'from the top of your reserve' : e.from === 'lost' ? 'from your lost pile' : 'stacked on this card'}${
    e.at === 'here' ? ' here' : e.to ? ` at ${say.np(e.to, 'a')}` : ''}${e.free ? ' at no energy cost' : e.costLess !== undefined ? ` for ${typeof e.costLess === 'number' ? e.costLess : say.amount(e.costLess)} less` : ''}${e.maxCost !== undefined ? ` (one costing ${e.maxCost} or less)` : ''}`,
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const here = hereOf(s, ctx);
    const costLess = e.costLess === undefined ? 0 : amountFor(g, ctx, e.costLess);
    if (e.from === 'stackedOnSelf' || e.from === 'lost' || e.at === 'any') {
      const terms: PlayTerms = { costLess, free: !!e.free, via: titleOf(s, ctx.source), ...(e.to ? { places: selectAll(s, ctx, e.to) } : {}) };
      const pool = e.from === 'stackedOnSelf' ? s.stacked[ctx.source] ?? [] : e.from === 'lost' ? s.players[ctx.seat].lost : s.players[ctx.seat].hand;
      const options = pool.filter((c) => printedMatch(s, e.select, c) && playPlaces(s, ctx.seat, c, e.at, here, terms).length > 0);
      if (options.length === 0) return [];
      return [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'play', optional: true, rule: 'R-PLAY-01',
        play: { ...terms, ...(e.at === 'here' && here !== undefined ? { at: here } : {}) } }];
    }
    if (here === undefined) return [];
    let pool: CardId[] = s.players[ctx.seat].hand;
    if (e.from === 'reserveTop') {
      const top = s.players[ctx.seat].reserve[0];
      if (top === undefined) return [];
      logEvent(g, { kind: 'revealTopCard', seat: ctx.seat, card: named(s, top) });
      pool = [top];
    }
    const terms = { at: here, costLess, free: !!e.free };
    const options = pool.filter((c) => printedMatch(s, e.select, c)
      && playByEffectRefusal(s, ctx.seat, c, here, terms.free ? Infinity : terms.costLess, e.maxCost) === null);
    return options.length ? [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'play', optional: true, rule: 'R-PLAY-01', play: terms }] : [];
  },
});
/** Play one referenced card that is not in play (a target in your lost pile: Sheltered) as if from
 * hand, now: uniqueness, support icons, place and cost are checked as the effect happens
 * (R-CARD-17); if it can't be played, nothing happens. */
export const playCard = effect('playCard', { card: node('ref'), at: oneOf('here', 'any'), costLess: opt(num), free: opt(flag) }, {
  text: (e, say): string => `play ${say.ref(e.card)} ${e.at === 'here' ? say.place('here') : 'where it may be played'}${e.free ? ' at no energy cost' : e.costLess ? ` for ${e.costLess} less` : ''}`,
  asks: ['playPlace'],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const printed = refCardOf(s, ctx, e.card);
    if (printed === undefined || s.table[printed]) return [];
    const card = zoneOf(s, printed).z === 'pile' ? lostStandIn(s, ctx.seat, printed) ?? printed : printed;
    const z = zoneOf(s, card);
    if (z.z !== 'stacked' && !(z.z === 'pile' && z.seat === ctx.seat && z.pile !== 'hand')) return [];
    const terms: PlayTerms = { costLess: e.costLess ?? 0, free: !!e.free, via: titleOf(s, ctx.source) };
    const options = playPlaces(s, ctx.seat, card, e.at, hereOf(s, ctx), terms);
    if (options.length === 0) {
      logEvent(g, { kind: 'cantPlay', card: named(s, card), checked: true, rule: 'R-CARD-17' });
      return [];
    }
    return [{ k: 'playPlace', seat: ctx.seat, card, options, play: { costLess: terms.costLess, free: terms.free || freeVia(s, card, terms.via) } }];
  },
});
/** The referenced card being played (an interrupt or order on the stack) is stacked on the source
 * asset once its effects have been performed, if nothing is stacked there then; otherwise it goes
 * to its pile as usual. Nothing happens if it is canceled or its effect is (Chained). */
export const stackAfterResolving = effect('stackAfterResolving', { card: node('ref') }, {
  text: (e, say): string => `once ${say.refs(e.card)} effects are done, stack it on this card if nothing is stacked here`,
  asks: [],
  run: (g, ctx, e): Step[] => {
    const s = g.s;
    const card = refCardOf(s, ctx, e.card);
    const i = s.stack.findIndex((x) => x.kind === 'card' && x.card === card);
    const item = s.stack[i];
    if (!item || item.kind !== 'card') return [];
    s.stack[i] = { ...item, stackOn: ctx.source };
    logEvent(g, { kind: 'willStack', card: named(s, item.card), on: named(s, ctx.source) });
    return [];
  },
});
