// Card lookup and the few named helpers through which the engine changes a draft of the state.
// A draft is a copy made by draft(); the state passed to apply() is never mutated.
import { CARDS } from '../../cards';
import type { CardDef } from './cards/types';
import type { Named } from './events';
import type { BattleState, CardId, GameEvent, GameState, Part, Pile, Seat, TableCard, TurnCounters } from './types';
import { PILES } from './types';

export const ownerOf = (id: CardId): Seat => (id.charCodeAt(0) === 48 ? 0 : 1);
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

export function numberOf(s: GameState, id: CardId): string {
  return s.decks[ownerOf(id)][Number(id.slice(2))];
}

// Decks never change during a game and are shared by every state of it, so the definitions
// of a deck's cards are looked up once per deck list, by position (the last deck of each seat
// is kept at hand). This is the engine's most frequent call.
const deckDefs = new WeakMap<string[], CardDef[]>();
const recent: [string[] | null, string[] | null] = [null, null];
const recentDefs: [CardDef[], CardDef[]] = [[], []];

export function defOf(s: GameState, id: CardId): CardDef {
  const seat = id.charCodeAt(0) === 48 ? 0 : 1;
  const deck = s.decks[seat];
  let defs: CardDef[] | undefined = recentDefs[seat];
  if (recent[seat] !== deck) {
    defs = deckDefs.get(deck);
    if (!defs) { defs = []; deckDefs.set(deck, defs); }
    recent[seat] = deck;
    recentDefs[seat] = defs;
  }
  let index = 0;
  for (let i = 2; i < id.length; i++) index = index * 10 + id.charCodeAt(i) - 48;
  return defs[index] ??= cardByNumber(s, deck[index]);
}

export function cardByNumber(s: Pick<GameState, 'customCards'>, number: string): CardDef {
  const d = s.customCards?.[number] ?? CARDS[number];
  if (!d) throw new Error(`Unknown card ${number}`);
  return d;
}

export function titleOf(s: GameState, id: CardId): string {
  return defOf(s, id).title;
}

/** The engine's working copy of a state, plus the events of the action being applied. */
export interface Game {
  s: GameState;
  events: GameEvent[];
  /** Objects this draft copied for itself: it may change them in place (unless pinned). */
  mine: Set<object>;
}

// Objects a cache remembers by identity (abilities/continuous.ts) are pinned: no draft changes
// them in place any more; one that writes copies them first, so a changed position is always a
// new object.
const pinned = new WeakSet<object>();
export function pin(o: object): void {
  pinned.add(o);
}

const writable = (g: Game, o: object): boolean => g.mine.has(o) && !pinned.has(o);
function mine<T extends object>(g: Game, o: T): T {
  g.mine.add(o);
  return o;
}

/** Puts a card on the table, changes its entry, or (undefined) takes it off. The table map is
 * copied on first write: a draft shares it with the state it came from until then. */
export function setTable(g: Game, id: CardId, entry: TableCard | undefined): void {
  if (!writable(g, g.s.table)) g.s.table = mine(g, { ...g.s.table });
  if (entry) g.s.table[id] = entry;
  else delete g.s.table[id];
}

/** A card in play goes to a location (at) or beneath another card (under), keeping its damage
 * and inversion. */
export function relocate(g: Game, id: CardId, to: CardId): void {
  const t = g.s.table[id];
  const entry: TableCard = g.s.row.includes(to) ? { controller: t.controller, at: to } : { controller: t.controller, under: to };
  if (t.damaged) entry.damaged = true;
  if (t.inverted) entry.inverted = true;
  if (t.wonSince) entry.wonSince = t.wonSince;
  setTable(g, id, mine(g, entry));
}

/** Sets (or with undefined, clears) the cards stacked on an asset; copied on first write. */
export function setStacked(g: Game, id: CardId, cards: CardId[] | undefined): void {
  if (!writable(g, g.s.stacked)) g.s.stacked = mine(g, { ...g.s.stacked });
  if (cards) g.s.stacked[id] = cards;
  else delete g.s.stacked[id];
}

/** A location takes its place in the row (the row is replaced, never changed in place). */
export function insertInRow(g: Game, card: CardId, position: number): void {
  g.s.row = [...g.s.row.slice(0, position), card, ...g.s.row.slice(position)];
}

// The battle, the turn's counters, the row and lasting effects are replaced, never changed in
// place: a draft shares them with its state until it writes.
export function setBattle(g: Game, patch: Partial<BattleState>): void {
  g.s.battle = { ...g.s.battle!, ...patch };
}

/** The battle's record of a side's destiny with more terms added (a new array: never changed in place). */
export function withParts(record: [Part[], Part[]] | undefined, seat: Seat, parts: Part[]): [Part[], Part[]] {
  const out: [Part[], Part[]] = record ? [record[0], record[1]] : [[], []];
  out[seat] = [...out[seat], ...parts];
  return out;
}

export function setCounters(g: Game, patch: Partial<TurnCounters>): void {
  g.s.counters = { ...g.s.counters, ...patch };
}

/** A pile that may be changed: copied on first write. Every change to a pile goes through
 * here (or assigns a new array). */
export function pileOf(g: Game, seat: Seat, pile: Pile): CardId[] {
  const p = g.s.players[seat][pile];
  return writable(g, p) ? p : (g.s.players[seat][pile] = mine(g, p.slice()));
}

/** A table entry that may be changed in place: copied, with the table, on first write. */
export function tableCard(g: Game, id: CardId): TableCard {
  const t = g.s.table[id];
  if (!writable(g, t) || !writable(g, g.s.table)) setTable(g, id, mine(g, { ...t }));
  return g.s.table[id];
}

/** Copies the parts of the state that the engine changes in place (the players, the stack,
 * triggers, queue and watchers lists); everything else is shared until written: table entries
 * and piles are copied on first write (tableCard, pileOf, setTable, setStacked), the row,
 * battle, counters and lasting effects are replaced (setBattle, setCounters). */
export function draft(s: GameState): Game {
  // Every field is written in one literal, in one order, so that all drafts share one shape.
  const d: GameState = {
    v: s.v, seed: s.seed, rng: s.rng, decks: s.decks,
    players: [{ ...s.players[0] }, { ...s.players[1] }],
    table: s.table, row: s.row, stacked: s.stacked,
    turn: s.turn, turnPlayer: s.turnPlayer, firstPlayer: s.firstPlayer, phase: s.phase,
    initiative: s.initiative, passes: s.passes,
    stack: s.stack.slice(), nextId: s.nextId, triggers: s.triggers.slice(), queue: s.queue.slice(),
    battle: s.battle, counters: s.counters, lasting: s.lasting, watchers: s.watchers.slice(),
    winner: s.winner,
  };
  if (s.customCards) d.customCards = s.customCards;
  if (s.gaining !== undefined) d.gaining = s.gaining;
  if (s.result !== undefined) d.result = s.result;
  return { events: [], s: d, mine: new Set() };
}

/** Records what happened (events.ts says how it reads). */
export function logEvent(g: Game, e: GameEvent): void {
  g.events.push(e);
}

/** A card as an event names it. */
export function named(s: GameState, id: CardId): Named {
  return { id, title: titleOf(s, id) };
}

/** Where a card is now. */
export type Zone =
  | { z: 'pile'; seat: Seat; pile: Pile; index: number }
  | { z: 'table' }
  | { z: 'stacked'; on: CardId }
  | { z: 'stack' };

export function zoneOf(s: GameState, id: CardId): Zone {
  if (s.table[id]) return { z: 'table' };
  for (const seat of [0, 1] as Seat[]) {
    for (const pile of PILES) {
      const index = s.players[seat][pile].indexOf(id);
      if (index >= 0) return { z: 'pile', seat, pile, index };
    }
  }
  for (const on in s.stacked) if (s.stacked[on].includes(id)) return { z: 'stacked', on };
  return { z: 'stack' };
}

/** Takes a card out of a pile or off an asset (not the table: see leavePlay). */
export function takeOut(g: Game, id: CardId): void {
  const z = zoneOf(g.s, id);
  if (z.z === 'pile') pileOf(g, z.seat, z.pile).splice(z.index, 1);
  else if (z.z === 'stacked') setStacked(g, z.on, g.s.stacked[z.on].filter((c) => c !== id));
}

/** Puts a card on top (index 0) or at the bottom of its owner's pile. */
export function putInPile(g: Game, id: CardId, pile: Pile, where: 'top' | 'bottom' = 'top'): void {
  const p = pileOf(g, ownerOf(id), pile);
  if (where === 'top') p.unshift(id);
  else p.push(id);
}

/** Moves the top card of one of a player's piles to the top of another; false if empty. */
export function moveTop(g: Game, seat: Seat, from: Pile, to: Pile): CardId | undefined {
  if (g.s.players[seat][from].length === 0) return undefined;
  const id = pileOf(g, seat, from).shift()!;
  pileOf(g, seat, to).unshift(id);
  return id;
}

/** Cards directly beneath a card on the table. */
export function beneath(s: GameState, id: CardId): CardId[] {
  const out: CardId[] = [];
  for (const c in s.table) if (s.table[c].under === id) out.push(c);
  return out;
}

/** A card that was lost from a location along with the card it was beneath. */
export interface LostWith {
  card: CardId;
  /** Its controller while it was in play. */
  seat: Seat;
  /** The card it was directly beneath, when it went because that card left play. */
  under?: CardId;
}

/**
 * A card leaves play to a pile (R-TERM-LEAVE-01..03): it loses damage and inversion, and
 * everything beneath it and stacked on it is lost to its owners' lost piles. Returns the cards
 * in play beneath it that left play with it, so that each can report being lost
 * (triggers.ts reportLost).
 */
export function leavePlay(g: Game, id: CardId, to: Pile, where: 'top' | 'bottom' = 'top'): LostWith[] {
  const gone: LostWith[] = [];
  for (const c of beneath(g.s, id)) {
    const seat = g.s.table[c].controller;
    gone.push(...leavePlay(g, c, 'lost'), { card: c, seat, under: id });
    logEvent(g, { kind: 'lostWith', card: named(g.s, c), with: named(g.s, id), rule: 'R-TERM-LEAVE-02' });
  }
  // Stacked cards are lost, unless the card says they go to the used piles (Capture).
  const stackedTo = (defOf(g.s, id).abilities ?? []).some((a) => a.kind === 'play' && 'stackedLeaveTo' in a.rule) ? 'used' : 'lost';
  for (const c of g.s.stacked[id] ?? []) putInPile(g, c, stackedTo);
  if (g.s.stacked[id]) setStacked(g, id, undefined);
  setTable(g, id, undefined);
  // What effects did to it ends with it (R-TERM-LEAVE-03): back in play it is a new card.
  if (g.s.lasting.some((l) => l.cards.includes(id))) {
    g.s.lasting = g.s.lasting.flatMap((l) => {
      if (!l.cards.includes(id)) return [l];
      const cards = l.cards.filter((c) => c !== id);
      return cards.length > 0 ? [{ ...l, cards }] : [];
    });
  }
  const i = g.s.row.indexOf(id);
  if (i >= 0) g.s.row = g.s.row.filter((c) => c !== id);
  putInPile(g, id, to, where);
  return gone;
}

/** Bullet counters, per player and turn (AMB-15): an interrupt's by title; an activated
 * ability's by card and ability, apart for an opponent allowed to use it (R-ABIL-07). */
export function interruptBulletKey(seat: Seat, title: string): string {
  return `title:${title}#P${seat + 1}`;
}

// Every listing asks the key of each ability with bullets in play: each key is made once.
const bulletKeys = new Map<CardId, string[]>();

export function abilityBulletKey(s: GameState, seat: Seat, card: CardId, ability: number): string {
  const controller = s.table[card]?.controller;
  const own = controller === undefined || controller === seat;
  let keys = bulletKeys.get(card);
  if (!keys) bulletKeys.set(card, keys = []);
  const at = 3 * ability + (own ? 0 : seat + 1);
  return keys[at] ??= own ? `${card}#${ability}` : `${card}#${ability}#P${seat + 1}`;
}

export function energyOf(s: GameState, seat: Seat): number {
  const p = s.players[seat];
  return p.reserve.length + p.active.length + p.used.length;
}
