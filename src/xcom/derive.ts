// Values derived from the state on demand: card facts by id, abilities with the panic
// compensations, ranks, scores, research levels, meld room and action allowances.
import { sideCards } from './cards';
import type { Ability, CardDef, CardType, Filter } from './cards';
import { EARTH, SIDE_OF } from './types';
import type { CardId, Seat, XState } from './types';

const CARDS = [sideCards('earth'), sideCards('alien')] as const;

export function seatOf(id: CardId): Seat {
  return id.startsWith('0.') ? 0 : 1;
}

const BY_ID = new Map<string, CardDef>(CARDS.flatMap((cards, seat) => cards.map((d, i): [string, CardDef] => [`${seat}.${i}`, d])));

/** The card's facts, or undefined for an id not in this game. */
export function lookup(id: unknown): CardDef | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

export function def(id: CardId): CardDef {
  const d = lookup(id);
  if (!d) throw new Error(`unknown card ${id}`);
  return d;
}

export function allIds(seat: Seat): CardId[] {
  return CARDS[seat].map((_, i) => `${seat}.${i}`);
}

export function opponent(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function matches(f: Filter, d: CardDef): boolean {
  if ('type' in f) return d.type === f.type;
  if ('psionic' in f) return d.psionic;
  return f.names.includes(d.name);
}

/** Titles no kill or trash can touch (XR-TRASH-04, ruling XRU-04). */
const UNTOUCHABLE = new Set(['Main Base', 'Cydonia Base', 'Cydonia or Bust', 'Final Assault']);
export function untouchable(id: CardId): boolean {
  return UNTOUCHABLE.has(def(id).name);
}

/** The panic level at which the Aliens win (XR-WIN-03); the count may end past it (XRU-15). */
export const PANIC_LOSS = 50;

/** Drawn cards per panic level (XR-DRAW-01): Earth's count, the Aliens' count. */
export function drawCounts(panic: number): [number, number] {
  if (panic < 10) return [8, 8];
  if (panic < 20) return [7, 8];
  if (panic < 30) return [7, 9];
  if (panic < 40) return [6, 9];
  return [6, 10];
}

/** The Trash for R+N an Earth card gains from the panic level (XR-COMP-03..05). */
function compensationTrash(panic: number, type: CardType): number {
  if (panic >= 40 && (type === 'interceptor' || type === 'squad')) return 3;
  if (panic >= 30 && type === 'tactics') return 2;
  if (panic >= 20 && (type === 'defense' || type === 'weapon')) return 1;
  return 0;
}

/** A card's abilities with the panic compensations it gains (XR-COMP-06: none twice). */
export function abilities(s: XState, id: CardId): readonly Ability[] {
  const d = def(id);
  if (d.side !== 'earth' || d.abilities.some((a) => a.kind === 'trashForRank')) return d.abilities;
  const n = compensationTrash(s.panic, d.type);
  return n ? [...d.abilities, { kind: 'trashForRank', n }] : d.abilities;
}

function sum(id: CardId, s: XState, pick: (a: Ability) => number): number {
  return abilities(s, id).reduce((n, a) => n + pick(a), 0);
}

export function trashForRank(s: XState, id: CardId): number {
  return sum(id, s, (a) => (a.kind === 'trashForRank' ? a.n : 0));
}

/** Rank with the bonuses of its owner's cards in play (XR-MELD-06) and a tactics boost. */
export function rank(s: XState, id: CardId): number {
  const d = def(id);
  const seat = seatOf(id);
  let r = d.rank;
  for (const other of s.sides[seat].play) {
    for (const a of abilities(s, other)) if (a.kind === 'rank' && matches(a.what, d)) r += a.n;
  }
  if (s.boosts[id] === 'tactics') r += trashForRank(s, id);
  return r;
}

/** Interception score (XR-INT-01/02): the best UFO or Interceptor in play, plus interception boosts. */
export function interceptionScore(s: XState, seat: Seat): number {
  const type: CardType = seat === EARTH ? 'interceptor' : 'ufo';
  const play = s.sides[seat].play;
  const best = Math.max(0, ...play.filter((id) => def(id).type === type).map((id) => rank(s, id)));
  const boosts = play.filter((id) => s.boosts[id] === 'interception').reduce((n, id) => n + trashForRank(s, id), 0);
  return best + boosts;
}

export function hasInterceptor(s: XState): boolean {
  return s.sides[EARTH].play.some((id) => def(id).type === 'interceptor');
}

/** Which types may be melded: every type of the side but its flyers (XR-MELD-01/02). */
export function meldable(d: CardDef): boolean {
  return d.type !== 'interceptor' && d.type !== 'ufo';
}

/** Places for one type in a meld: one, plus each More for it in play (XR-MELD-05). */
export function meldRoom(s: XState, seat: Seat, type: CardType): number {
  return 1 + s.sides[seat].play.reduce((n, id) => n + sum(id, s, (a) => (a.kind === 'more' && a.type === type ? 1 : 0)), 0);
}

/** Places of a type the meld already fills; an Extra card fills none (XR-MELD-04). */
export function meldUsed(s: XState, seat: Seat, type: CardType): number {
  return s.melds[seat].filter((id) => def(id).type === type && !def(id).abilities.some((a) => a.kind === 'extra')).length;
}

export function meldTotal(s: XState, seat: Seat): number {
  return s.melds[seat].reduce((n, id) => n + rank(s, id), 0);
}

/** Uses an action-phase or base-phase ability grants each turn (XR-ACT-05, XR-STAGE-02). */
function uses(a: Ability): number {
  if (a.kind === 'supply') return a.n;
  return a.kind === 'call' || a.kind === 'kill' || a.kind === 'superSearch' ? 1 : 0;
}

export function usesLeft(s: XState, id: CardId, kind: Ability['kind']): number {
  const total = abilities(s, id).filter((a) => a.kind === kind).reduce((n, a) => n + uses(a), 0);
  return total - (s.spent[id] ?? 0);
}

/** Search actions this turn (XR-SEARCH-01, XR-COMP-01). */
export function searchAllowance(s: XState, seat: Seat): number {
  const cards = s.sides[seat].play.reduce((n, id) => n + sum(id, s, (a) => (a.kind === 'search' ? a.n : 0)), 0);
  return 1 + cards + (seat === EARTH && s.panic >= 1 ? 1 : 0);
}

/** Trash actions this turn (XR-END-02). */
export function trashAllowance(s: XState, seat: Seat): number {
  return 1 + s.sides[seat].play.reduce((n, id) => n + sum(id, s, (a) => (a.kind === 'trashActions' ? a.n : 0)), 0);
}

/** What a card pays towards a purchase (XR-RES-02, XR-RES-04, XR-RES-05, XR-COMP-02). */
export function researchValue(s: XState, id: CardId, buying: CardDef, boosted: boolean): number {
  const d = def(id);
  let v = d.rl;
  if (d.side === 'earth' && s.panic >= 10 && (d.type === 'base' || d.type === 'logistics')) v += 1;
  for (const a of d.abilities) {
    if (a.kind === 'researchFor' && a.type === buying.type) v += a.n;
    if (boosted && a.kind === 'trashForResearch') v += a.n;
  }
  return v;
}

/** How many cards at the top of a base deck lie face up as its staging cards (XR-STAGE-01). */
export const STAGING_CARDS = 5;

export function staging(s: XState, seat: Seat): CardId[] {
  return s.sides[seat].base.slice(0, STAGING_CARDS);
}

/** XR-PSI-01: Earth buys Psionic cards only with a Psi Laboratory among its active cards. */
export function hasPsiLab(s: XState): boolean {
  const e = s.sides[EARTH];
  return [...e.deck, ...e.hand, ...e.play, ...e.discard].some((id) => def(id).name === 'Psi Laboratory');
}

export function sideName(seat: Seat): string {
  return SIDE_OF[seat] === 'earth' ? 'Earth' : 'the Aliens';
}
