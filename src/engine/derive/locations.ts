// Facts about locations derived from the table: relation, adjacency, who is where, control,
// and the icons on each player's side (R-LOC, R-ENC).
import type { CardDef, Faction } from '../cards/types';
import { FACTIONS } from '../cards/types';
import { changesOf, steady } from '../abilities/continuous';
import type { ActiveChange } from '../abilities/continuous';
import { matches } from '../abilities/select';
import type { Continuous } from '../abilities/vocabulary';
import { amountNow } from '../abilities/amounts';
import { holds } from '../abilities/conditions';
import { memo } from '../memo';
import { defOf } from '../state';
import type { CardId, GameState, Seat } from '../types';

export const UNIT_TYPES = ['CHARACTER', 'NOBOT', 'VEHICLE'] as const;
const NONE: readonly CardId[] = [];

export function isUnit(s: GameState, id: CardId): boolean {
  return (UNIT_TYPES as readonly string[]).includes(defOf(s, id).type);
}
export function isShip(s: GameState, id: CardId): boolean {
  return defOf(s, id).type === 'SHIP';
}
export const isSite = (s: GameState, id: CardId): boolean =>
  defOf(s, id).type === 'LOCATION' && defOf(s, id).kind === 'Site';
export const isSector = (s: GameState, id: CardId): boolean =>
  defOf(s, id).type === 'LOCATION' && defOf(s, id).kind === 'Sector';

/** The part of a location title before the slash (R-LOC-06). */
export function prefixOf(title: string): string {
  const i = title.indexOf('/');
  return i < 0 ? title : title.slice(0, i);
}

/** Related: same prefix, and never to itself (R-LOC-06). */
export function related(s: GameState, a: CardId, b: CardId): boolean {
  return a !== b && prefixOf(defOf(s, a).title) === prefixOf(defOf(s, b).title);
}

/** Adjacent: neighbouring sites of one related group in the row (R-LOC-11). */
export function adjacent(s: GameState, a: CardId, b: CardId): boolean {
  if (!isSite(s, a) || !isSite(s, b) || !related(s, a, b)) return false;
  // The group's sites in row order, each against the one before it.
  let before: CardId | undefined;
  for (const l of s.row) {
    if (l !== a && !(isSite(s, l) && related(s, l, a))) continue;
    if ((before === a && l === b) || (before === b && l === a)) return true;
    before = l;
  }
  return false;
}

/** The location a card on the table is at (a location is at itself; a unit aboard a ship is at
 * the ship's sector, R-LOC-14). */
export function locationOf(s: GameState, id: CardId): CardId | undefined {
  let c: CardId | undefined = id;
  for (let i = 0; c !== undefined && i < 8; i++) {
    const t: GameState['table'][string] | undefined = s.table[c];
    if (!t) return undefined;
    if (t.at) return t.at;
    if (!t.under) return s.row.includes(c) ? c : undefined;
    c = t.under;
  }
  return undefined;
}

/** Ships and units of a player at a location, aboard ships included: found for every location
 * at once, with the cards in play (control, battles and icons ask for each location). */
export function forcesAt(s: GameState, loc: CardId, seat: Seat | 'any'): readonly CardId[] {
  const at = steady(s, 'forces', () => {
    const out = new Map<CardId, [CardId[], CardId[], CardId[]]>();
    for (const id in s.table) {
      if (!isUnit(s, id) && !isShip(s, id)) continue;
      const where = locationOf(s, id);
      if (where === undefined) continue;
      let lists = out.get(where);
      if (!lists) out.set(where, lists = [[], [], []]);
      lists[s.table[id].controller].push(id);
      lists[2].push(id);
    }
    return out;
  }).get(loc);
  return at ? at[seat === 'any' ? 2 : seat] : NONE;
}

/** You control a location with a ship or unit there and none of the opponent's (R-LOC-12). */
export function controls(s: GameState, seat: Seat, loc: CardId): boolean {
  return forcesAt(s, loc, seat).length > 0 && forcesAt(s, loc, seat === 0 ? 1 : 0).length === 0;
}

/** Encampments stacked beneath a location (R-ENC): found for every location at once, with the
 * cards in play (icons ask for each location). */
export function encampmentsOf(s: GameState, loc: CardId): readonly CardId[] {
  return steady(s, 'encampments', () => {
    const out = new Map<CardId, CardId[]>();
    for (const id in s.table) {
      const under = s.table[id].under;
      if (under === undefined || defOf(s, id).type !== 'LOCATION') continue;
      const list = out.get(under);
      if (list) list.push(id);
      else out.set(under, [id]);
    }
    return out;
  }).get(loc) ?? NONE;
}

/** Printed icons on a player's side of a location, encampments added (R-LOC-03, R-ENC-05). */
function printedEnergy(s: GameState, loc: CardId, seat: Seat): number {
  const d = defOf(s, loc);
  const mine = s.table[loc].controller === seat;
  let n = d.energyIcons ? (mine ? d.energyIcons.yourSide : d.energyIcons.opponentSide) : 0;
  for (const e of encampmentsOf(s, loc)) {
    if (s.table[e].controller === seat) n += defOf(s, e).energyIcons?.yourSide ?? 0;
  }
  return n;
}

/** Does an icon gained reach this location: the change's own place, or each place it selects? */
function gainsAt(s: GameState, a: ActiveChange<Extract<Continuous, { gainIcon: unknown }>>, loc: CardId): boolean {
  return a.change.where ? matches(s, { seat: a.seat, source: a.source, targets: [] }, a.change.where, loc) : (a.location ?? locationOf(s, a.source)) === loc;
}

/** Energy icons on a player's side of a location, printed plus granted. */
export function energyIcons(s: GameState, loc: CardId, seat: Seat): number {
  return steady(s, `energy:${loc}:${seat}`, () => energyIconsNow(s, loc, seat));
}

function energyIconsNow(s: GameState, loc: CardId, seat: Seat): number {
  let n = printedEnergy(s, loc, seat);
  for (const a of changesOf(s, 'gainIcon')) {
    if (a.change.gainIcon === 'energy' && a.seat === seat && gainsAt(s, a, loc)) n++;
  }
  return n;
}

/** Support icons on a player's side of one location (R-LOC-05, R-ENC-05, EX-RUL-07). */
export function supportIconsAt(s: GameState, loc: CardId, seat: Seat): Partial<Record<Faction, number>> {
  const n = FACTIONS.map(() => 0);
  const printed = (icons: CardDef['supportIcons']) => {
    if (icons) FACTIONS.forEach((f, i) => { n[i] += icons[f] ?? 0; });
  };
  if (s.table[loc].controller === seat) printed(defOf(s, loc).supportIcons);
  for (const e of encampmentsOf(s, loc)) if (s.table[e].controller === seat) printed(defOf(s, e).supportIcons);
  for (const a of changesOf(s, 'gainIcon')) {
    const icon = a.change.gainIcon;
    if (icon !== 'energy' && a.seat === seat && gainsAt(s, a, loc)) n[FACTIONS.indexOf(icon)]++;
  }
  // Factions in their order, only those with icons.
  const out: Partial<Record<Faction, number>> = {};
  FACTIONS.forEach((f, i) => { if (n[i]) out[f] = n[i]; });
  return out;
}

/** All of a player's support icons, on their side of every location in play (AMB-14). */
export function supportIcons(s: GameState, seat: Seat): Partial<Record<Faction, number>> {
  return steady(s, `support:${seat}`, () => allSupportIcons(s, seat));
}

function allSupportIcons(s: GameState, seat: Seat): Partial<Record<Faction, number>> {
  const out: Partial<Record<Faction, number>> = {};
  for (const loc of s.row) {
    const at = supportIconsAt(s, loc, seat);
    for (const f of FACTIONS) if (at[f]) out[f] = (out[f] ?? 0) + at[f];
  }
  return out;
}

/** Extra energy a player may activate with each activation action, wherever the card is. */
function generatedPerAction(s: GameState, seat: Seat): number {
  let n = 0;
  for (const a of changesOf(s, 'generate')) {
    const c = a.change;
    const who = c.who ?? 'you';
    if (c.at !== 'action' || (who === 'you' ? a.seat !== seat : who === 'opponent' ? a.seat === seat : false)) continue;
    const ctx = { seat, source: a.source, targets: [] };
    if (!c.ifPlayer || holds(s, ctx, c.ifPlayer)) n += amountNow(s, ctx, c.generate);
  }
  return n;
}

/** Extra energy a player generates at a location from abilities ("you generate 1 more here"). */
function generatedAt(s: GameState, loc: CardId, seat: Seat): number {
  let n = 0;
  for (const a of changesOf(s, 'generate')) {
    const c = a.change;
    const who = c.who ?? 'you';
    if (who === 'you' ? a.seat !== seat : who === 'opponent' ? a.seat === seat : false) continue;
    if (c.at === 'action') continue;
    const here = locationOf(s, a.source);
    const applies = c.at === 'relatedWithYours'
      ? here !== undefined && related(s, here, loc) && forcesAt(s, loc, seat).length > 0
      : here === loc;
    const ctx = { seat, source: a.source, targets: [] };
    if (applies && (!c.ifPlayer || holds(s, ctx, c.ifPlayer))) n += amountNow(s, ctx, c.generate);
  }
  return n;
}

/** The most a player may activate with the activation action (R-ACT-02): asked once for each
 * amount listed, so remembered for the state. */
export function activationMax(s: GameState, seat: Seat): number {
  return memo(s, seat === 0 ? 'activationMax:0' : 'activationMax:1', () => {
    let n = 1;
    for (const loc of s.row) n += energyIcons(s, loc, seat) + generatedAt(s, loc, seat);
    return n + generatedPerAction(s, seat);
  });
}

/** A battleground has an icon on each side and nothing stopping ships or units or battles
 * there (R-LOC-13); no card in the pool forbids these yet, so icons decide. */
export function isBattleground(s: GameState, loc: CardId): boolean {
  return energyIcons(s, loc, 0) > 0 && energyIcons(s, loc, 1) > 0;
}
