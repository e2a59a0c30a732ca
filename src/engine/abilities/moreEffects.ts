// Effect verbs that play a card from outside the hand (a target in the lost pile, a card stacked on
// an asset) and repeat effects for each card of a selection; and the step they ask players to make
// (the place to play a card).
import { placeOptions, playByEffectRefusal } from '../rules/play';
import { lostStandIn } from '../rules/targets';
import { defOf, log, other, titleOf, zoneOf } from '../state';
import type { Game } from '../state';
import type { CardId, EffectContext, GameState, Seat, Step } from '../types';
import { playFromEffect, refCard } from './effects';
import { hereOf, printedMatch, selectAll } from './select';
import type { Effect } from './vocabulary';

type PlayTerms = { costLess: number; free: boolean; via?: string };

/** A play rule "free when the ability of <title> plays it" (Reliable Quarrel, Amorian Shipyard). */
function freeVia(s: GameState, card: CardId, via: string | undefined): boolean {
  return via !== undefined && (defOf(s, card).abilities ?? []).some((a) => a.kind === 'play' && 'freeVia' in a.rule && a.rule.freeVia === via);
}

/** The places an effect may play this card now (R-CARD-17: uniqueness, support icons, the place
 * and the cost are all checked as the effect happens). */
export function playPlaces(s: GameState, seat: Seat, card: CardId, at: 'here' | 'any', here: CardId | undefined, p: PlayTerms): CardId[] {
  const free = p.free || freeVia(s, card, p.via);
  const places = at === 'here' ? (here === undefined ? [] : [here])
    : placeOptions(s, seat, card, defOf(s, card)).flatMap((o) => (o.at !== undefined && !o.encamp ? [o.at] : []));
  return places.filter((place) => playByEffectRefusal(s, seat, card, place, free ? Infinity : p.costLess) === null);
}

/** A card picked to be played: straight to the stack when its place is known, else the player
 * chooses where (the `playPlace` step). */
export function playPicked(g: Game, seat: Seat, card: CardId, p: PlayTerms & { at?: CardId }): void {
  const free = p.free || freeVia(g.s, card, p.via);
  if (p.at !== undefined) { playFromEffect(g, seat, card, { at: p.at, costLess: p.costLess, free }); return; }
  const options = playPlaces(g.s, seat, card, 'any', undefined, p);
  if (options.length === 0) { log(g, 'cancel', `${titleOf(g.s, card)} can't be played now (R-CARD-17).`); return; }
  g.s.queue.unshift({ k: 'playPlace', seat, card, options, play: { costLess: p.costLess, free } });
}

/** The cards a play from the source's stack, or to any place, could play now (`play` verb). */
export function anyPlayOptions(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'play' }>): Step[] {
  const s = g.s;
  const here = hereOf(s, ctx);
  const terms: PlayTerms = { costLess: e.costLess ?? 0, free: !!e.free, via: titleOf(s, ctx.source) };
  const pool = e.from === 'stackedOnSelf' ? s.stacked[ctx.source] ?? [] : s.players[ctx.seat].hand;
  const options = pool.filter((c) => printedMatch(s, e.select, c) && playPlaces(s, ctx.seat, c, e.at, here, terms).length > 0);
  if (options.length === 0) return [];
  return [{ k: 'pick', seat: ctx.seat, options, n: 1, to: 'play', optional: true, rule: 'R-PLAY-01',
    play: { ...terms, ...(e.at === 'here' && here !== undefined ? { at: here } : {}) } }];
}

export function moreEffect(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'playCard' | 'each' }>): Step[] {
  const s = g.s;
  switch (e.do) {
    case 'playCard': {
      const named = refCard(g, ctx, e.card);
      if (named === undefined || s.table[named]) return [];
      const card = zoneOf(s, named).z === 'pile' ? lostStandIn(s, ctx.seat, named) ?? named : named;
      const z = zoneOf(s, card);
      if (z.z !== 'stacked' && !(z.z === 'pile' && z.seat === ctx.seat && z.pile !== 'hand')) return [];
      const terms: PlayTerms = { costLess: e.costLess ?? 0, free: !!e.free, via: titleOf(s, ctx.source) };
      const options = playPlaces(s, ctx.seat, card, e.at, hereOf(s, ctx), terms);
      if (options.length === 0) {
        log(g, 'cancel', `${titleOf(s, card)} can't be played now: uniqueness, support icons, place and cost are checked as it is played (R-CARD-17).`);
        return [];
      }
      return [{ k: 'playPlace', seat: ctx.seat, card, options, play: { costLess: terms.costLess, free: terms.free || freeVia(s, card, terms.via) } }];
    }
    case 'each': {
      const seat = e.by === 'opponent' ? other(ctx.seat) : ctx.seat;
      return selectAll(s, ctx, e.select).map((c) => {
        const targets = ctx.targets.slice();
        targets[e.as] = c;
        return { k: 'effects', ctx: { ...ctx, seat, targets }, effects: e.then };
      });
    }
  }
}
