// What a coach rings on the table: things to look at, named as a lesson writes them, and the
// things to use for an action it asks for (the card to pick up and where it goes, or the button
// that does it). The table finds each by its data attributes (see ringSelector).
import { targetKeyOf } from '../../engine';
import type { Action, CardId, GameState, Seat } from '../../engine';
import { actionKey } from './patterns';

/** Parts of the table a lesson can point at. */
export const TABLE_PARTS = ['pass', 'phases', 'actions', 'battle', 'stack', 'log', 'hand', 'initiative', 'energy', 'details', 'handover', 'recap',
  // X-COM Incursion's board.
  'panic', 'contests', 'meld', 'staging'] as const;
export type TablePart = (typeof TABLE_PARTS)[number];

export const SHOWN_PILES = ['reserve', 'active', 'used', 'lost', 'hand'] as const;
export type ShownPile = (typeof SHOWN_PILES)[number];

/** Something a lesson step points at: a card (by its scenario name), a pile, or a part of the table. */
export type Mark =
  | { card: string }
  /** A pile; the learner's own unless `seat` says otherwise. */
  | { pile: ShownPile; seat?: Seat }
  | { part: TablePart };

/** What the player is to do with a ringed thing: look at it, press it, pick it up (`from`) and
 * put it somewhere (`to`), or, when that drop could mean several moves (what a vehicle carries
 * along, which of a card's plays), choose the option the table then offers (`pick`). */
export type RingRole = 'look' | 'press' | 'from' | 'to' | 'pick';

export type Ring = { role: RingRole; group?: number } & (
  | { kind: 'card'; id: CardId }
  | { kind: 'slot'; position: number }
  | { kind: 'table' }
  | { kind: 'pile'; seat: Seat; pile: ShownPile }
  | { kind: 'part'; part: TablePart }
  | { kind: 'action'; key: string }
  /** A button that offers several actions, one to choose (X-COM's "Kill…"): the keys it lists. */
  | { kind: 'offer'; key: string });

/** The option to choose if the table asks which move or play a drop meant. */
const pick = (a: Action, group: number): Ring => ({ kind: 'action', key: actionKey(a), role: 'pick', group });

/** The rings that show how to take an action at the table; `group` tells actions apart. */
export function ringsFor(a: Action, group: number): Ring[] {
  const press = (r: Ring): Ring[] => [{ ...r, role: 'press', group }];
  switch (a.type) {
    case 'pass':
      return press({ kind: 'part', part: 'pass', role: 'press' });
    case 'activate': case 'drain': case 'attack': case 'draw': case 'use': case 'choose':
      return press({ kind: 'action', key: actionKey(a), role: 'press' });
    case 'play': {
      const from: Ring = { kind: 'card', id: a.card, role: 'from', group };
      // Where the table takes the drop (a stack item is played on the table).
      const key = targetKeyOf(a)!;
      const target = a.position !== undefined ? { kind: 'slot' as const, position: a.position }
        : key === 'table' ? { kind: 'table' as const } : { kind: 'card' as const, id: key };
      return [from, { ...target, role: 'to', group }, pick(a, group)];
    }
    case 'move':
      return [{ kind: 'card', id: a.card, role: 'from', group }, { kind: 'card', id: a.to, role: 'to', group }, pick(a, group)];
    default:
      return [];
  }
}

/** Where a card is, as far as the learner may see it: in play or in their own hand. */
export function visibleTo(s: GameState, id: CardId, seat: Seat): boolean {
  return s.table[id] !== undefined || s.players[seat].hand.includes(id);
}

/** The CSS selector the table answers for a ring (docs/lessons.md lists the attributes). */
export function ringSelector(r: Ring): string {
  switch (r.kind) {
    case 'card': return `[data-card="${r.id}"]`;
    case 'slot': return `[data-target="slot:${r.position}"]`;
    case 'table': return '[data-target="table"]';
    case 'pile': return `[data-pile="${r.seat}:${r.pile}"]`;
    case 'part': return `[data-coach="${r.part}"]`;
    // A button may stand for several actions (the uses of one ability, each target apart): its
    // data-action lists their keys, which hold no spaces.
    case 'action': return `[data-action~="${CSS_ESCAPE(r.key)}"]`;
    case 'offer': return `[data-offer~="${CSS_ESCAPE(r.key)}"]`;
  }
}

/** Quotes and backslashes escaped for an attribute selector in double quotes. */
const CSS_ESCAPE = (s: string) => s.replace(/["\\]/g, (c) => `\\${c}`);
