// The one implementation of card selectors ("your units here", "target ship in a battle
// here"). A selector is read relative to the ability's controller and source card.
import { adjacent, isSite, isUnit, locationOf, related, supportIcons } from '../derive/locations';
import { keywordValue, stat } from '../derive/stats';
import { defOf, ownerOf } from '../state';
import { placeRefusal } from '../rules/play';
import type { CardDef, CardFacts } from '../cards/types';
import type { CardId, EffectContext, GameState } from '../types';
import type { Kind, Place, Selector } from './vocabulary';

export type Ctx = Pick<EffectContext, 'seat' | 'source' | 'targets' | 'here' | 'event'>;

/** The source's location, or where it was when its ability was used if it has left play. */
export function hereOf(s: GameState, ctx: Ctx): CardId | undefined {
  return locationOf(s, ctx.source) ?? (s.table[ctx.source] ? undefined : ctx.here ?? targetPlace(s, ctx));
}

/** "Here" for an interrupt or order, which is never in play: the location its first target is or
 * names (a location, or a pending drain or attack there). */
function targetPlace(s: GameState, ctx: Ctx): CardId | undefined {
  const type = defOf(s, ctx.source).type;
  const t = ctx.targets[0];
  if ((type !== 'INTERRUPT' && type !== 'ORDER') || t === undefined) return undefined;
  if (s.row.includes(t)) return t;
  const item = t.startsWith('stack:') ? s.stack.find((x) => `stack:${x.id}` === t) : undefined;
  return item?.kind === 'drain' || item?.kind === 'attack' ? item.location : undefined;
}

const KIND_TYPES: Record<Kind, readonly string[]> = {
  unit: ['CHARACTER', 'NOBOT', 'VEHICLE'], character: ['CHARACTER'], nobot: ['NOBOT'],
  vehicle: ['VEHICLE'], ship: ['SHIP'], weapon: ['WEAPON'], asset: ['ASSET'],
  location: ['LOCATION'], site: ['LOCATION'], sector: ['LOCATION'], interrupt: ['INTERRUPT'],
  order: ['ORDER'],
};

export function isKind(s: GameState, id: CardId, kind: Kind): boolean {
  return kindOfFacts(defOf(s, id), kind);
}

/** The selector keys read from printed facts and abilities: keyword, iconMatchingYours. */
export function factsMatch(s: GameState, seat: Ctx['seat'], sel: Selector, d: CardDef): boolean {
  if (sel.keyword && !(d.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === sel.keyword)) return false;
  if (sel.iconMatchingYours) {
    const mine = supportIcons(s, seat);
    if (!Object.keys(d.supportIcons ?? {}).some((f) => (mine[f as keyof typeof mine] ?? 0) > 0)) return false;
  }
  return true;
}

/** Does a card that is not in play (in a pile, stacked on an asset) match a selector by its printed
 * facts: kinds, label, faction, title, keyword, icons (read for its owner)? */
export function printedMatch(s: GameState, sel: Selector, card: CardId): boolean {
  const d = defOf(s, card);
  if (sel.titleHas && !d.title.includes(sel.titleHas)) return false;
  if (sel.kinds && !sel.kinds.some((k) => kindOfFacts(d, k))) return false;
  if (sel.label && !d.labels.some((l) => l.toLowerCase() === sel.label!.toLowerCase())) return false;
  if (sel.faction && d.faction !== sel.faction) return false;
  return factsMatch(s, ownerOf(card), sel, d);
}

/** Kind read from printed facts alone, for cards that are not in play (downloads). */
export function kindOfFacts(d: CardFacts, kind: Kind): boolean {
  if (!KIND_TYPES[kind].includes(d.type)) return false;
  if (kind === 'site') return d.kind === 'Site';
  if (kind === 'sector') return d.kind === 'Sector';
  return true;
}

export function hasLabel(s: GameState, id: CardId, label: string): boolean {
  const l = label.toLowerCase();
  return defOf(s, id).labels.some((x) => x.toLowerCase() === l);
}

function atPlace(s: GameState, ctx: Ctx, id: CardId, place: Place): boolean {
  if (place === 'anywhere') return true;
  if (place === 'aboardThis') return s.table[id]?.under === ctx.source;
  const loc = locationOf(s, id);
  if (loc === undefined) return false;
  if (place === 'inBattle') return s.battle?.location === loc;
  if (place === 'inSiteBattle') return s.battle?.location === loc && isSite(s, loc);
  const here = hereOf(s, ctx);
  if (here === undefined) return false;
  switch (place) {
    case 'here': return loc === here;
    case 'battleHere': return s.battle?.location === here && loc === here;
    case 'siteBattleHere': return s.battle?.location === here && loc === here && isSite(s, here);
    case 'relatedSite': return isSite(s, loc) && related(s, loc, here);
    case 'battleAtRelatedSite': return s.battle?.location === loc && isSite(s, loc) && related(s, loc, here);
    case 'relatedLocation': return related(s, loc, here);
    case 'adjacentSite': return adjacent(s, loc, here);
    case 'elsewhere': return loc !== here;
  }
}

/** Does a card in play match a selector? */
export function matches(s: GameState, ctx: Ctx, sel: Selector, id: CardId): boolean {
  const t = s.table[id];
  if (!t) return false;
  if (sel.who === 'you' && t.controller !== ctx.seat) return false;
  if (sel.who === 'opponent' && t.controller === ctx.seat) return false;
  if (sel.other && id === ctx.source) return false;
  if (sel.kinds && !sel.kinds.some((k) => isKind(s, id, k))) return false;
  if (sel.label && !hasLabel(s, id, sel.label)) return false;
  const d = defOf(s, id);
  if (sel.faction && d.faction !== sel.faction) return false;
  if (sel.titleHas && !d.title.includes(sel.titleHas)) return false;
  if (sel.damaged !== undefined && !!t.damaged !== sel.damaged) return false;
  if (sel.inverted !== undefined && !!t.inverted !== sel.inverted) return false;
  if (sel.armed !== undefined && hasWeapon(s, id) !== sel.armed) return false;
  if (sel.pilot !== undefined && (keywordValue(s, id, 'piloting') > 0) !== sel.pilot) return false;
  if (sel.piloted !== undefined && piloted(s, id) !== sel.piloted) return false;
  if (sel.statBelow) {
    for (const [k, v] of Object.entries(sel.statBelow)) if (stat(s, id, k as 'power').value >= v) return false;
  }
  if (sel.statAtLeast) {
    for (const [k, v] of Object.entries(sel.statAtLeast)) if (stat(s, id, k as 'power').value < v) return false;
  }
  if (sel.stacked !== undefined && ((s.stacked[id]?.length ?? 0) > 0) !== sel.stacked) return false;
  if (!factsMatch(s, ctx.seat, sel, d)) return false;
  if (sel.sameTitleAsStacked && !(s.stacked[ctx.source] ?? []).some((c) => defOf(s, c).title === d.title)) return false;
  // Eligible: where the source could be played now, not where it already is (R-ASSET-07).
  if (sel.eligibleHost && (id === ctx.source || s.table[ctx.source]?.under === id
    || placeRefusal(s, ctx.seat, ctx.source, { at: id }) !== null)) return false;
  return atPlace(s, ctx, id, sel.at ?? 'anywhere');
}

export function selectAll(s: GameState, ctx: Ctx, sel: Selector): CardId[] {
  const out: CardId[] = [];
  for (const id in s.table) {
    // Encampments beneath a location are no longer locations (R-ENC-02).
    if (defOf(s, id).type === 'LOCATION' && !s.row.includes(id)) continue;
    if (matches(s, ctx, sel, id)) out.push(id);
  }
  return out;
}

export function hasWeapon(s: GameState, id: CardId): boolean {
  for (const c in s.table) if (s.table[c].under === id && defOf(s, c).type === 'WEAPON') return true;
  return false;
}

function piloted(s: GameState, ship: CardId): boolean {
  for (const c in s.table) {
    if (s.table[c].under === ship && isUnit(s, c) && keywordValue(s, c, 'piloting') > 0) return true;
  }
  return false;
}
