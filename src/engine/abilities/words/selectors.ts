// Selector filters ("your units here", "an armed Warrior", "sites related to this one where you
// have a vehicle") and the places a selected card may be, relative to the ability's source (or,
// for a card in a selector's `such`, relative to that card). A selector is a record of these
// filters, all of which must pass.
import { adjacent, controls, isBattleground, locationOf, related, supportIcons } from '../../derive/locations';
import { hasKeyword, keywordValue, stat } from '../../derive/stats';
import { placeRefusal } from '../../rules/play';
import { defOf, ownerOf } from '../../state';
import type { CardDef } from '../../cards/types';
import { FACTIONS } from '../../cards/types';
import type { GameState, Seat } from '../../types';
import { filter, place, READ } from '../define';
import { article, cap, join } from '../text';
import type { NounPart, Say } from '../text';
import type { Selector } from '../vocabulary';
import { holds } from '../conditions';
import { bool, either, flag, list, node, num, obj, oneOf, opt, record, str, STATS, WHO } from '../schema';
import { hasLabel, hereOf, isKind, kindOfFacts, matches, placeAt, placeWord, refCardOf } from '../select';

/** What a card may have done this turn (the `thisTurn` filter), and the turn counter that lists
 * the cards that did it. */
const TURN_DEEDS = ['entered', 'moved', 'battled'] as const;
const TURN_COUNTER = { entered: 'entered', moved: 'moves', battled: 'battles' } as const;
const DEED_TEXT = {
  entered: ['entered play this turn', 'did not enter play this turn'],
  moved: ['has made a movement this turn', 'has made no movement this turn'],
  battled: ['has had a battle this turn', 'has had no battle this turn'],
} as const;
/** "entered play this turn and has made no movement this turn". */
const turnDeeds = (deeds: { entered?: boolean; moved?: boolean; battled?: boolean }): string =>
  join(TURN_DEEDS.filter((d) => deeds[d] !== undefined).map((d) => DEED_TEXT[d][deeds[d] ? 0 : 1]), 'and');

export const KINDS = ['unit', 'character', 'nobot', 'vehicle', 'ship', 'weapon', 'asset', 'location', 'site', 'sector', 'interrupt', 'order'] as const;
export const KEYWORDS = ['scouting', 'unlimited', 'encampment', 'piloting', 'transport', 'size', 'quickdraw'] as const;

const printedKeyword = (d: CardDef, k: string): boolean => (d.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === k);
/** Has a printed support icon of a faction the reader has a support icon of in play. */
function iconMatching(s: GameState, seat: Seat, d: CardDef): boolean {
  const mine = supportIcons(s, seat);
  return FACTIONS.some((f) => (d.supportIcons?.[f] ?? 0) > 0 && (mine[f] ?? 0) > 0);
}
const whose = (who: 'you' | 'opponent' | 'any', seat: Seat, reader: Seat): boolean => who === 'any' || (who === 'you') === (seat === reader);

export const who = filter('who', oneOf(...WHO), {
  text: (sel): NounPart => (sel.who === 'any' ? {} : { owner: sel.who }),
  order: 0,
  test: (s, ctx, sel, id): boolean => whose(sel.who, s.table[id].controller, ctx.seat),
});
/** Not the source card itself; false: the source card itself ("movements of this card"). */
export const other = filter('other', bool, {
  text: (sel): NounPart => (sel.other ? { adj: 'other', rank: 0 } : { noun: 'this card', nouns: 'this card' }),
  order: 1,
  test: (_s, ctx, sel, id): boolean => (id !== ctx.source) === sel.other,
});
export const kinds = filter('kinds', list(oneOf(...KINDS)), {
  text: (sel): NounPart => ({ noun: join(sel.kinds.map(kindName), 'or'), nouns: join(sel.kinds.map(kindNames), 'or') }),
  order: 2,
  // A loop, not some(): every selector with kinds tests every card in play with it.
  test: (s, _ctx, sel, id): boolean => {
    for (const k of sel.kinds) if (isKind(s, id, k)) return true;
    return false;
  },
  printed: (s, sel, card): boolean => sel.kinds.some((k) => kindOfFacts(defOf(s, card), k)),
});
export const label = filter('label', str, {
  text: (sel): NounPart => ((sel as Selector).kinds ? { adj: sel.label, rank: 3 } : { noun: sel.label }),
  order: 3,
  test: (s, _ctx, sel, id): boolean => hasLabel(s, id, sel.label),
  printed: (s, sel, card): boolean => hasLabel(s, card, sel.label),
});
export const faction = filter('faction', oneOf(...FACTIONS), {
  text: (sel): NounPart => ({ adj: sel.faction, rank: 2 }),
  order: 3,
  test: (s, _ctx, sel, id): boolean => defOf(s, id).faction === sel.faction,
  printed: (s, sel, card): boolean => defOf(s, card).faction === sel.faction,
});
export const titleHas = filter('titleHas', str, {
  text: (sel): NounPart => ({ post: `whose title contains "${sel.titleHas}"` }),
  order: 3,
  test: (s, _ctx, sel, id): boolean => defOf(s, id).title.includes(sel.titleHas),
  printed: (s, sel, card): boolean => defOf(s, card).title.includes(sel.titleHas),
});
export const damaged = filter('damaged', bool, {
  text: (sel): NounPart => ({ adj: sel.damaged ? 'damaged' : 'undamaged', rank: 1 }), order: 4, test: (s, _ctx, sel, id): boolean => !!s.table[id].damaged === sel.damaged });
export const inverted = filter('inverted', bool, {
  text: (sel): NounPart => ({ adj: sel.inverted ? 'inverted' : 'upright', rank: 1 }), order: 4, test: (s, _ctx, sel, id): boolean => !!s.table[id].inverted === sel.inverted });
/** Prints a support icon (true) or none (false): a location's own icons, not those it gains;
 * 'matchingYours': one of a faction the reading player has a support icon of in play (for a card
 * out of play: its owner). */
const printsIcon = (s: GameState, seat: Seat, d: CardDef, which: boolean | 'matchingYours'): boolean =>
  (which === 'matchingYours' ? iconMatching(s, seat, d) : FACTIONS.some((f) => (d.supportIcons?.[f] ?? 0) > 0) === which);
export const supportIcon = filter('supportIcon', either(bool, oneOf('matchingYours')), {
  text: (sel): NounPart => ({ post: sel.supportIcon === 'matchingYours' ? 'bearing a support icon of a faction you have support icons of'
    : sel.supportIcon ? 'with a support icon' : 'with no support icon' }),
  order: 4,
  test: (s, ctx, sel, id): boolean => printsIcon(s, ctx.seat, defOf(s, id), sel.supportIcon),
  printed: (s, sel, card): boolean => printsIcon(s, ownerOf(card), defOf(s, card), sel.supportIcon),
});
/** Has (true) or has not (false) cards stacked on it by its ability. */
export const stacked = filter('stacked', bool, {
  text: (sel): NounPart => ({ post: sel.stacked ? 'with cards stacked on it' : 'with nothing stacked on it' }), order: 4, test: (s, _ctx, sel, id): boolean => ((s.stacked[id]?.length ?? 0) > 0) === sel.stacked });
/** Has this keyword: in play, printed or gained (R-MOD-04); out of play, printed. */
export const keyword = filter('keyword', oneOf(...KEYWORDS), {
  text: (sel): NounPart => ({ post: `with ${cap(sel.keyword)}` }),
  order: 5,
  test: (s, _ctx, sel, id): boolean => (sel.keyword === 'scouting' || sel.keyword === 'unlimited' || sel.keyword === 'encampment'
    ? hasKeyword(s, id, sel.keyword) : keywordValue(s, id, sel.keyword) > 0),
  printed: (s, sel, card): boolean => printedKeyword(defOf(s, card), sel.keyword),
});
/** A card directly beneath it matches (a weapon beneath a unit, a pilot aboard a ship). */
export const has = filter('has', node('selector'), {
  text: (sel, say): NounPart => ({ post: `with ${say.np(sel.has, 'a')} beneath it` }),
  order: 6,
  test: (s, ctx, sel, id): boolean => {
    for (const c in s.table) if (s.table[c].under === id && matches(s, ctx, sel.has, c)) return true;
    return false;
  },
});
/** Directly beneath the card a ref names: the units aboard a target ship, the characters aboard the
 * ship this card is aboard. */
export const beneath = filter('beneath', node('ref'), {
  text: (sel, say): NounPart => ({ post: `${(sel as Selector).kinds?.every((k) => k === 'unit' || k === 'character' || k === 'nobot' || k === 'vehicle') ? 'aboard' : 'beneath'} ${say.ref(sel.beneath)}` }),
  order: 6,
  test: (s, ctx, sel, id): boolean => { const c = refCardOf(s, ctx, sel.beneath); return c !== undefined && s.table[id].under === c; },
});
/** It matches one of the inner selectors, whatever its other filters ask too: "a Bot or vehicle
 * of yours here" is { who: 'you', at: 'here', either: [{ label: 'Bot' }, { kinds: ['vehicle'] }] }. */
export const eitherOf = filter('either', list(node('selector')), {
  text: (sel, say): NounPart => (sel.either.every((x) => Object.keys(x).length === 1 && x.at !== undefined)
    ? { post: sel.either.map((x) => say.place(x.at!)).join(' or ') }
    : { noun: sel.either.map((x) => say.np(x, 'a').replace(/^an? /, '').replace(/^another /, 'other ')).join(' or ') }),
  order: 3,
  test: (s, ctx, sel, id): boolean => sel.either.some((x) => matches(s, ctx, x, id)),
});
/** It does not match the inner selector. */
export const not = filter('not', node('selector'), {
  text: (sel, say): NounPart => (Object.keys(sel.not).length !== 1 ? { post: `other than ${say.np(sel.not, 'plural')}` }
    : sel.not.has ? { post: `with no ${say.np(sel.not.has, 'a').replace(/^an? /, '')} beneath it` }
      : sel.not.keyword ? { post: `without ${say.np({ keyword: sel.not.keyword }, 'plural').replace(/^cards with /, '')}` }
        : { post: `other than ${say.np(sel.not, 'plural')}` }), order: 9, test: (s, ctx, sel, id): boolean => !matches(s, ctx, sel.not, id) });
/** Its modified stats are within these bounds: { tactics: { atLeast: 3 } }. */
export const statIs = filter('stat', record(STATS, obj({ atLeast: opt(num), atMost: opt(num) })), {
  text: (sel): NounPart => ({ post: `with ${join(STATS.flatMap((k) => { const b = sel.stat[k]; return b ? [bounds(k, b)] : []; }))}` }),
  order: 7,
  test: (s, _ctx, sel, id): boolean => STATS.every((k) => within(sel.stat[k], stat(s, id, k).value)),
  // Out of play (in hand, in a pile), a card has its printed stats; one with none matches no bound.
  printed: (s, sel, card): boolean => STATS.every((k) => within(sel.stat[k], defOf(s, card).stats?.[k] ?? -1)),
});
const within = (b: { atLeast?: number; atMost?: number } | undefined, v: number): boolean =>
  !b || (v >= 0 && (b.atLeast === undefined || v >= b.atLeast) && (b.atMost === undefined || v <= b.atMost));
/** A card the asset or weapon a ref names (this card, a chosen target) could be played beneath
 * now: "eligible" (R-ASSET-07, the Ominous Presence ruling), never where it already is. */
export const eligibleHost = filter('eligibleHost', node('ref'), {
  text: (sel, say): NounPart => ({ post: `${say.ref(sel.eligibleHost)} could be played beneath` }),
  order: 9,
  test: (s, ctx, sel, id): boolean => {
    const card = refCardOf(s, ctx, sel.eligibleHost);
    return card !== undefined && s.table[card] !== undefined && id !== card && s.table[card].under !== id
      && placeRefusal(s, s.table[card].controller, card, { at: id }) === null;
  },
});
/** Has the title of a card stacked on the source by its ability (Chained). */
export const sameTitleAsStacked = filter('sameTitleAsStacked', flag, {
  text: (): NounPart => ({ post: 'with the title of a card stacked on this card' }),
  order: 8,
  test: (s, ctx, _sel, id): boolean => (s.stacked[ctx.source] ?? []).some((c) => defOf(s, c).title === defOf(s, id).title),
});
/** A location that player controls (R-LOC-12); 'any': someone does. */
export const controlledBy = filter('controlledBy', oneOf(...WHO), {
  text: (sel, say): NounPart => ({ post: sel.controlledBy === 'any' ? 'that a player controls' : `that ${say.who(sel.controlledBy)} control${sel.controlledBy === 'you' ? '' : 's'}` }),
  order: 6,
  test: (s, ctx, sel, id): boolean => (whose(sel.controlledBy, 0, ctx.seat) && controls(s, 0, id))
    || (whose(sel.controlledBy, 1, ctx.seat) && controls(s, 1, id)),
});
/** A battleground (R-LOC-13). */
export const battleground = filter('battleground', flag, {
  text: (): NounPart => ({ adj: 'battleground' }), order: 6, test: (s, _ctx, _sel, id): boolean => isBattleground(s, id) });
/** What it did this turn, each true (it did) or false (it did not): `entered` play; `moved`: a
 * movement action was taken for it (cards it transported do not count); `battled`: a battle
 * began at this location. */
export const thisTurn = filter('thisTurn', record(TURN_DEEDS, bool), {
  text: (sel): NounPart => ({ post: `that ${turnDeeds(sel.thisTurn)}` }),
  order: 4, reads: READ.counters,
  test: (s, _ctx, sel, id): boolean => TURN_DEEDS.every((d) => {
    const did = sel.thisTurn[d];
    return did === undefined || (s.counters[TURN_COUNTER[d]] ?? []).includes(id) === did;
  }),
});
/** In the battle under way (at the battle's location). */
export const inBattle = filter('inBattle', flag, {
  text: (sel, say): NounPart => ({ post: battlePlace(sel as Selector, say) }),
  order: 5, reads: READ.battle,
  test: (s, _ctx, _sel, id): boolean => s.battle !== null && locationOf(s, id) === s.battle.location,
});
/** Its location matches (a location's location is itself): { where: { kinds: ['site'] } }. */
export const where = filter('where', node('selector'), {
  text: (sel, say): NounPart => ((sel as Selector).inBattle ? {} : { post: `at ${say.np(sel.where, 'a')}` }),
  order: 7,
  test: (s, ctx, sel, id): boolean => { const l = locationOf(s, id); return l !== undefined && matches(s, ctx, sel.where, l); },
});
/** The condition holds read from the card itself (its "here" is its location): "sites where you
 * have a unit" is { kinds: ['site'], such: { count: { who: 'you', kinds: ['unit'], at: 'here' } } }. */
export const such = filter('such', node('condition'), {
  text: (sel, say): NounPart => {
    // "a site adjacent to the battle's location", not "a site where the battle's location is an adjacent site".
    const c = sel.such;
    if ('card' in c && c.is?.at === 'adjacent' && Object.keys(c.is).every((k) => k === 'at' || k === 'kinds')) return { post: `adjacent to ${say.ref(c.card)}` };
    // "ships at the target": the target location is where the card is.
    if ('card' in c && c.is?.at === 'here' && Object.keys(c.is).length === 1) return { post: `at ${say.ref(c.card)}` };
    // "Here" in it is the selected card's own place: "sites where you have a unit".
    return { post: `where ${say.hereIs().cond(sel.such).replace(/ here\b/g, '').replace(/ of this card's location\b/g, '')}` };
  },
  order: 11,
  // The card is "this card" to the condition; the event and a number noted still read as they did.
  test: (s, ctx, sel, id): boolean => holds(s, { seat: ctx.seat, source: id, targets: ctx.targets,
    ...(ctx.event !== undefined ? { event: ctx.event } : {}), ...(ctx.noted !== undefined ? { noted: ctx.noted } : {}) }, sel.such),
});
export const at = filter('at', node('place'), {
  text: (sel, say): NounPart => {
    if ((sel as Selector).inBattle) return {};
    const adjective = placeWord(sel.at).adjective;
    return adjective && (sel as Selector).kinds?.every((k) => k === 'location' || k === 'site' || k === 'sector')
      ? { adj: adjective, rank: 0 } : { post: say.place(sel.at) };
  }, order: 10, test: (s, ctx, sel, id): boolean => placeAt(s, ctx, sel.at, id) });

// Places, relative to the source's location ("here"; for a location, itself).
const here = (s: GameState, ctx: Parameters<typeof hereOf>[1]) => hereOf(s, ctx);
export const atHere = place('here', { text: (_p, say): string => (say.here ? `at ${say.here}` : 'here'), at: (s, ctx, id): boolean => { const h = here(s, ctx); return h !== undefined && locationOf(s, id) === h; } });
/** At a location related to here (never here itself, R-LOC-06). */
export const atRelated = place('related', { text: (): string => 'at a related location', adjective: 'related',
  at: (s, ctx, id): boolean => { const h = here(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && related(s, l, h); },
  location: (s, ctx, loc): boolean => { const h = here(s, ctx); return h !== undefined && related(s, h, loc); },
});
/** At a site adjacent to here (R-LOC-11). */
export const atAdjacent = place('adjacent', { text: (): string => 'at an adjacent site', adjective: 'adjacent',
  at: (s, ctx, id): boolean => { const h = here(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && adjacent(s, l, h); },
  location: (s, ctx, loc): boolean => { const h = here(s, ctx); return h !== undefined && adjacent(s, h, loc); },
});
/** At a location other than here. */
export const atElsewhere = place('elsewhere', { text: (): string => 'at another location', adjective: 'other',
  at: (s, ctx, id): boolean => { const h = here(s, ctx); const l = locationOf(s, id); return h !== undefined && l !== undefined && l !== h; },
  location: (s, ctx, loc): boolean => { const h = here(s, ctx); return h !== undefined && loc !== h; },
});
/** Directly beneath the source: aboard this ship, beneath this card. */
export const atAboard = place('aboard', { text: (): string => 'aboard this card', at: (s, ctx, id): boolean => s.table[id]?.under === ctx.source });

const KIND_NAMES: Record<(typeof KINDS)[number], [string, string]> = {
  unit: ['unit', 'units'], character: ['character', 'characters'], nobot: ['NōBot', 'NōBots'], vehicle: ['vehicle', 'vehicles'],
  ship: ['ship', 'ships'], weapon: ['weapon', 'weapons'], asset: ['asset', 'assets'], location: ['location', 'locations'],
  site: ['site', 'sites'], sector: ['sector', 'sectors'], interrupt: ['interrupt', 'interrupts'], order: ['order', 'orders'],
};
const kindName = (k: (typeof KINDS)[number]): string => KIND_NAMES[k][0];
const kindNames = (k: (typeof KINDS)[number]): string => KIND_NAMES[k][1];
const bounds = (k: string, b: { atLeast?: number; atMost?: number }): string =>
  (b.atLeast !== undefined && b.atMost !== undefined ? `${k} ${b.atLeast} to ${b.atMost}`
    : b.atLeast !== undefined ? `${k} ${b.atLeast} or more` : `${k} ${b.atMost} or less`);
/** Where a card in the battle is: "in a battle here", "in a site battle at a related location". */
function battlePlace(sel: Selector, say: Say): string {
  const site = sel.where && Object.keys(sel.where).length === 1 && sel.where.kinds?.length === 1 ? sel.where.kinds[0] : undefined;
  const battle = site ? `${site} battle` : 'battle';
  const where = sel.where && !site ? `, at ${say.np(sel.where, 'a')}` : '';
  if (!sel.at) return `in the ${battle} under way${where}`;
  return `in ${article(battle)} ${battle} ${say.place(sel.at)}${where}`;
}
