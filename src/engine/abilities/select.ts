// Card selectors ("your units here", "target ship in a battle here"): a selector is a record of
// filters (words/selectors.ts), read relative to the ability's controller and source card. And
// the references effects make to single cards (words/refs.ts).
import { locationOf } from '../derive/locations';
import { affects } from '../derive/stats';
import { changesOf } from './continuous';
import { defOf } from '../state';
import type { CardFacts } from '../cards/types';
import type { CardId, EffectContext, GameState } from '../types';
import type { FilterWord, PlaceWord, RefWord } from './define';
import { FILTERS, keyedWord, PLACES, REFS } from './registry';
import type { Kind, Place, Ref, Selector } from './vocabulary';

export type Ctx = Pick<EffectContext, 'seat' | 'source' | 'targets' | 'here' | 'host' | 'event' | 'noted' | 'revealed' | 'paid' | 'many' | 'stacked'>;

/** The source's location, or where it was if it has left play: when its ability was used, or
 * when the event about it that set off its trigger happened. */
export function hereOf(s: GameState, ctx: Ctx): CardId | undefined {
  if (s.table[ctx.source]) return locationOf(s, ctx.source);
  return ctx.here ?? (ctx.event?.card === ctx.source ? ctx.event.location : undefined) ?? targetPlace(s, ctx);
}

/** "Here" for an interrupt or order, which is never in play: the location its first target is or
 * names (a location, a pending drain or attack there, or where a pending card would enter play). */
function targetPlace(s: GameState, ctx: Ctx): CardId | undefined {
  const type = defOf(s, ctx.source).type;
  const t = ctx.targets[0];
  if ((type !== 'INTERRUPT' && type !== 'ORDER') || t === undefined) return undefined;
  if (s.row.includes(t)) return t;
  const item = t.startsWith('stack:') ? s.stack.find((x) => `stack:${x.id}` === t) : undefined;
  if (item?.kind === 'card' && item.at !== undefined) return s.row.includes(item.at) ? item.at : locationOf(s, item.at);
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

/** Kind read from printed facts alone, for cards that are not in play (downloads). */
export function kindOfFacts(d: CardFacts, kind: Kind): boolean {
  if (!KIND_TYPES[kind].includes(d.type)) return false;
  if (kind === 'site') return d.kind === 'Site';
  if (kind === 'sector') return d.kind === 'Sector';
  return true;
}

/** A printed label, or (in play) one a change in force gives it (Metamorphose's kizen). */
export function hasLabel(s: GameState, id: CardId, label: string): boolean {
  const l = label.toLowerCase();
  if (defOf(s, id).labels.some((x) => x.toLowerCase() === l)) return true;
  if (!s.table[id]) return false;
  for (const a of changesOf(s, 'gainLabel')) if (a.change.gainLabel.toLowerCase() === l && affects(s, a, a.change.to, id)) return true;
  return false;
}

export function hasWeapon(s: GameState, id: CardId): boolean {
  for (const c in s.table) if (s.table[c].under === id && defOf(s, c).type === 'WEAPON') return true;
  return false;
}

// A selector's filters, cheapest first, worked out once per selector object.
type Filter = FilterWord<string, never>;
const compiled = new WeakMap<Selector, Filter[]>();
function filtersOf(sel: Selector): Filter[] {
  let list = compiled.get(sel);
  if (!list) {
    list = [];
    for (const [k, v] of Object.entries(sel)) {
      const f = FILTERS[k];
      if (!f) throw new Error(`Unknown selector filter "${k}"`);
      if (v !== undefined) list.push(f as unknown as Filter);
    }
    list.sort((a, b) => a.order - b.order);
    compiled.set(sel, list);
  }
  return list;
}

/** Does a card in play match a selector? */
export function matches(s: GameState, ctx: Ctx, sel: Selector, id: CardId): boolean {
  if (!s.table[id]) return false;
  for (const f of filtersOf(sel)) if (!f.test(s, ctx, sel as never, id)) return false;
  return true;
}

/** Does a card that is not in play (in a pile, stacked on an asset) match a selector by its printed
 * facts (read for its owner)? A filter that needs the card in play can't be read this way. */
export function printedMatch(s: GameState, sel: Selector, card: CardId): boolean {
  for (const f of filtersOf(sel)) {
    if (!f.printed) throw new Error(`The selector filter "${f.name}" can't read ${defOf(s, card).title}, which is not in play`);
    if (!f.printed(s, sel as never, card)) return false;
  }
  return true;
}

export function selectAll(s: GameState, ctx: Ctx, sel: Selector): CardId[] {
  const out: CardId[] = [];
  const filters = filtersOf(sel);
  next: for (const id in s.table) {
    // Encampments beneath a location are no longer locations (R-ENC-02).
    if (defOf(s, id).type === 'LOCATION' && !s.row.includes(id)) continue;
    for (const f of filters) if (!f.test(s, ctx, sel as never, id)) continue next;
    out.push(id);
  }
  return out;
}

export function placeWord(p: Place): PlaceWord {
  const w = PLACES[p];
  if (!w) throw new Error(`Unknown place "${p}"`);
  return w;
}

/** Is a card in play at this place, relative to the source? */
export function placeAt(s: GameState, ctx: Ctx, p: Place, id: CardId): boolean {
  return placeWord(p).at(s, ctx, id);
}

/** The card a reference names, read without changing anything. */
export function refCardOf(s: GameState, ctx: Ctx, r: Ref): CardId | undefined {
  const w = (typeof r === 'string' ? REFS[r] : keyedWord(REFS, r)) as RefWord<string, never, Ref> | undefined;
  if (!w) throw new Error(`Unknown card reference ${JSON.stringify(r)}`);
  return w.card(s, ctx, r);
}
