// Selector filters ("your units here", "an armed Warrior") and the places a selected card may be,
// relative to the ability's source. A selector is a record of these filters, all of which must
// pass.
import { adjacent, isSite, isUnit, locationOf, related, supportIcons } from '../../derive/locations';
import { keywordValue, stat } from '../../derive/stats';
import { placeRefusal } from '../../rules/play';
import { defOf, ownerOf } from '../../state';
import type { CardDef } from '../../cards/types';
import { FACTIONS } from '../../cards/types';
import type { CardId, GameState, Seat } from '../../types';
import { filter, place, READ } from '../define';
import { bool, flag, list, node, oneOf, record, str, STATS, WHO } from '../schema';
import { hasLabel, hasWeapon, hereOf, isKind, kindOfFacts, placeAt } from '../select';

export const KINDS = ['unit', 'character', 'nobot', 'vehicle', 'ship', 'weapon', 'asset', 'location', 'site', 'sector', 'interrupt', 'order'] as const;
export const KEYWORDS = ['scouting', 'unlimited', 'encampment', 'piloting', 'transport', 'size'] as const;

const printedKeyword = (d: CardDef, k: string): boolean => (d.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === k);
/** Has a printed support icon of a faction the reader has a support icon of in play. */
function iconMatching(s: GameState, seat: Seat, d: CardDef): boolean {
  const mine = supportIcons(s, seat);
  return FACTIONS.some((f) => (d.supportIcons?.[f] ?? 0) > 0 && (mine[f] ?? 0) > 0);
}

export const who = filter('who', oneOf(...WHO), {
  order: 0,
  test: (s, ctx, sel, id): boolean => sel.who === 'any' || (sel.who === 'you') === (s.table[id].controller === ctx.seat),
});
export const other = filter('other', flag, { order: 1, test: (_s, ctx, _sel, id): boolean => id !== ctx.source });
export const kinds = filter('kinds', list(oneOf(...KINDS)), {
  order: 2,
  test: (s, _ctx, sel, id): boolean => sel.kinds.some((k) => isKind(s, id, k)),
  printed: (s, sel, card): boolean => sel.kinds.some((k) => kindOfFacts(defOf(s, card), k)),
});
export const label = filter('label', str, {
  order: 3,
  test: (s, _ctx, sel, id): boolean => hasLabel(s, id, sel.label),
  printed: (s, sel, card): boolean => hasLabel(s, card, sel.label),
});
export const faction = filter('faction', oneOf(...FACTIONS), {
  order: 3,
  test: (s, _ctx, sel, id): boolean => defOf(s, id).faction === sel.faction,
  printed: (s, sel, card): boolean => defOf(s, card).faction === sel.faction,
});
export const titleHas = filter('titleHas', str, {
  order: 3,
  test: (s, _ctx, sel, id): boolean => defOf(s, id).title.includes(sel.titleHas),
  printed: (s, sel, card): boolean => defOf(s, card).title.includes(sel.titleHas),
});
export const damaged = filter('damaged', bool, { order: 4, test: (s, _ctx, sel, id): boolean => !!s.table[id].damaged === sel.damaged });
export const inverted = filter('inverted', bool, { order: 4, test: (s, _ctx, sel, id): boolean => !!s.table[id].inverted === sel.inverted });
/** Has a weapon beneath it. */
export const armed = filter('armed', bool, { order: 5, test: (s, _ctx, sel, id): boolean => hasWeapon(s, id) === sel.armed });
/** Has the Piloting keyword, printed or gained (characters). */
export const pilot = filter('pilot', bool, { order: 6, test: (s, _ctx, sel, id): boolean => (keywordValue(s, id, 'piloting') > 0) === sel.pilot });
/** Has at least one piloting unit aboard (ships). */
export const piloted = filter('piloted', bool, {
  order: 6,
  test: (s, _ctx, sel, id): boolean => {
    let has = false;
    for (const c in s.table) if (s.table[c].under === id && isUnit(s, c) && keywordValue(s, c, 'piloting') > 0) { has = true; break; }
    return has === sel.piloted;
  },
});
/** Each named stat (modified) is below this number: { defense: 5 } is "defense < 5". */
export const statBelow = filter('statBelow', record(STATS, { t: 'number' }), {
  order: 7,
  test: (s, _ctx, sel, id): boolean => STATS.every((k) => sel.statBelow[k] === undefined || stat(s, id, k).value < sel.statBelow[k]!),
});
/** Each named stat (modified) is at least this number. */
export const statAtLeast = filter('statAtLeast', record(STATS, { t: 'number' }), {
  order: 7,
  test: (s, _ctx, sel, id): boolean => STATS.every((k) => sel.statAtLeast[k] === undefined || stat(s, id, k).value >= sel.statAtLeast[k]!),
});
/** Has (true) or has not (false) cards stacked on it by its ability. */
export const stacked = filter('stacked', bool, { order: 4, test: (s, _ctx, sel, id): boolean => ((s.stacked[id]?.length ?? 0) > 0) === sel.stacked });
/** Has this keyword among its printed abilities. */
export const keyword = filter('keyword', oneOf(...KEYWORDS), {
  order: 5,
  test: (s, _ctx, sel, id): boolean => printedKeyword(defOf(s, id), sel.keyword),
  printed: (s, sel, card): boolean => printedKeyword(defOf(s, card), sel.keyword),
});
/** Has a printed support icon of a faction the reading player has a support icon of in play
 * (for a card out of play: its owner). */
export const iconMatchingYours = filter('iconMatchingYours', flag, {
  order: 8,
  test: (s, ctx, _sel, id): boolean => iconMatching(s, ctx.seat, defOf(s, id)),
  printed: (s, _sel, card): boolean => iconMatching(s, ownerOf(card), defOf(s, card)),
});
/** A card the source (a weapon or asset) could be played beneath now: "eligible" (R-ASSET-07,
 * the Ominous Presence ruling), never where it already is. */
export const eligibleHost = filter('eligibleHost', flag, {
  order: 9,
  test: (s, ctx, _sel, id): boolean => id !== ctx.source && s.table[ctx.source]?.under !== id
    && placeRefusal(s, ctx.seat, ctx.source, { at: id }) === null,
});
/** Has the title of a card stacked on the source by its ability (Chained). */
export const sameTitleAsStacked = filter('sameTitleAsStacked', flag, {
  order: 8,
  test: (s, ctx, _sel, id): boolean => (s.stacked[ctx.source] ?? []).some((c) => defOf(s, c).title === defOf(s, id).title),
});
export const at = filter('at', node('place'), {
  order: 10,
  test: (s, ctx, sel, id): boolean => placeAt(s, ctx, sel.at, id),
});

// Places, relative to the source's location ("here"; for a location, itself).
const battleAt = (s: GameState, loc: CardId | undefined): boolean => loc !== undefined && s.battle?.location === loc;

export const anywhere = place('anywhere', { at: (): boolean => true, pending: (): boolean => true });
export const here = place('here', { at: (s, ctx, id): boolean => locationOf(s, id) === hereOf(s, ctx) && hereOf(s, ctx) !== undefined });
export const battleHere = place('battleHere', {
  reads: READ.battle,
  at: (s, ctx, id): boolean => { const h = hereOf(s, ctx); return h !== undefined && locationOf(s, id) === h && battleAt(s, h); },
});
export const siteBattleHere = place('siteBattleHere', {
  reads: READ.battle,
  at: (s, ctx, id): boolean => { const h = hereOf(s, ctx); return h !== undefined && locationOf(s, id) === h && battleAt(s, h) && isSite(s, h); },
});
export const inBattle = place('inBattle', { reads: READ.battle, at: (s, _ctx, id): boolean => battleAt(s, locationOf(s, id)) });
export const inSiteBattle = place('inSiteBattle', {
  reads: READ.battle,
  at: (s, _ctx, id): boolean => { const l = locationOf(s, id); return battleAt(s, l) && isSite(s, l!); },
});
export const relatedSite = place('relatedSite', {
  at: (s, ctx, id): boolean => { const h = hereOf(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && isSite(s, l) && related(s, l, h); },
  pending: (s, ctx, loc): boolean => { const h = hereOf(s, ctx); return h !== undefined && related(s, h, loc); },
});
export const battleAtRelatedSite = place('battleAtRelatedSite', {
  reads: READ.battle,
  at: (s, ctx, id): boolean => {
    const h = hereOf(s, ctx); const l = locationOf(s, id);
    return h !== undefined && l !== undefined && battleAt(s, l) && isSite(s, l) && related(s, l, h);
  },
});
export const relatedLocation = place('relatedLocation', {
  at: (s, ctx, id): boolean => { const h = hereOf(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && related(s, l, h); },
  pending: (s, ctx, loc): boolean => { const h = hereOf(s, ctx); return h !== undefined && related(s, h, loc); },
});
export const adjacentSite = place('adjacentSite', {
  at: (s, ctx, id): boolean => { const h = hereOf(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && adjacent(s, l, h); },
  pending: (s, ctx, loc): boolean => { const h = hereOf(s, ctx); return h !== undefined && adjacent(s, h, loc); },
});
export const aboardThis = place('aboardThis', { at: (s, ctx, id): boolean => s.table[id]?.under === ctx.source });
export const elsewhere = place('elsewhere', {
  at: (s, ctx, id): boolean => { const h = hereOf(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && l !== h; },
});
