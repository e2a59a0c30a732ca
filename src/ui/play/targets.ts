// Where a card can go, read off the engine's legal actions. A "target key" names a place on the
// table: a card (location, ship, host, target), a slot in the location row, or the table itself.
import { check, defOf, targetKeyOf } from '../../engine';
import type { Action, CardId, GameState, Refusal, Seat } from '../../engine';

export type TargetKey = string;
export const TABLE_ZONE: TargetKey = 'table';
export const slotKey = (position: number): TargetKey => `slot:${position}`;

type Aimed = Extract<Action, { type: 'play' | 'move' }>;


/** The legal plays of a hand card, or moves of a card on the table. */
export function actionsFrom(s: GameState, legal: readonly Action[], card: CardId): Aimed[] {
  const type = s.table[card] ? 'move' : 'play';
  return legal.filter((a): a is Aimed => a.type === type && a.card === card);
}

/** Target keys a card can legally be aimed at. */
export function legalTargets(s: GameState, legal: readonly Action[], card: CardId): Set<TargetKey> {
  return new Set(actionsFrom(s, legal, card).map((a) => targetKeyOf(a)!));
}

/** Where a drop lands among the targets under the pointer (innermost first): the innermost one
 * the card may legally go to (a unit let go over a ship it cannot board still reaches the
 * location around it), else the innermost, for the engine to say why not. */
export function dropKey(s: GameState, legal: readonly Action[], card: CardId, keys: readonly TargetKey[]): TargetKey | null {
  const ok = legalTargets(s, legal, card);
  return keys.find((k) => ok.has(k)) ?? keys[0] ?? null;
}

/** What aiming a card at a place most plausibly asks, so the engine can say why it is refused. */
function attempted(s: GameState, seat: Seat, card: CardId, key: TargetKey | null): Aimed {
  if (s.table[card]) return { type: 'move', seat, card, to: key! };
  const base = { type: 'play' as const, seat, card };
  if (key === null || key === TABLE_ZONE) return base;
  if (key.startsWith('slot:')) return { ...base, position: Number(key.slice(5)) };
  const d = defOf(s, card);
  if (d.type === 'LOCATION') return { ...base, at: key, encamp: true };
  const placed = d.type !== 'ORDER' && d.type !== 'INTERRUPT' && !(d.type === 'ASSET' && !d.kind);
  return placed ? { ...base, at: key } : { ...base, targets: [key] };
}

export type Aim = { kind: 'act'; actions: Aimed[] } | { kind: 'refused'; refusal: Refusal };

/** The legal actions that aiming `card` at `key` means, or the engine's reason why none is. */
export function aim(s: GameState, legal: readonly Action[], seat: Seat, card: CardId, key: TargetKey | null): Aim {
  const actions = actionsFrom(s, legal, card).filter((a) => targetKeyOf(a) === key);
  if (actions.length > 0) return { kind: 'act', actions };
  // A card in play aimed at no card (the play area, empty space) asks for no movement at all.
  if (s.table[card] && (key === null || !Object.hasOwn(s.table, key))) {
    return { kind: 'refused', refusal: { rule: 'R-MOVE-03', reason: 'A card in play moves only to a location or aboard a ship.' } };
  }
  const attempt = attempted(s, seat, card, key);
  const refusal = check(s, attempt);
  return refusal ? { kind: 'refused', refusal } : { kind: 'act', actions: [attempt] };
}
