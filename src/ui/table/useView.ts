// The on-screen seat's table view (the engine's tableView), worked out once per game state and
// read by every part of the table straight from the store: a part that picks a slice of the view
// renders again only when that slice changes (parts that did not change keep their identity).
import { tableView } from '../../engine';
import type { CardId, CardView, Seat, TableView } from '../../engine';
import { useTable } from '../store';
import type { TableStore } from '../store';

let last: { game: TableStore['game']; legal: TableStore['legal']; seat: TableStore['screenSeat']; shared: boolean; view: TableView } | null = null;

/** The view of the seat at the screen, or null when no seat has it. On a shared screen both
 * players look, so neither hand is in the view. */
export function viewOf(s: Pick<TableStore, 'game' | 'legal' | 'screenSeat' | 'screen'>): TableView | null {
  if (!s.game || s.screenSeat === null) return null;
  const shared = s.screen?.kind === 'shared';
  if (last && last.game === s.game && last.legal === s.legal && last.seat === s.screenSeat && last.shared === shared) return last.view;
  const full = tableView(s.game, s.screenSeat, s.legal);
  const seen = shared ? { ...full, players: full.players.map(({ hand: _, ...p }) => p) as TableView['players'] } : full;
  const view = shareUnchanged(last?.view ?? null, seen);
  last = { game: s.game, legal: s.legal, seat: s.screenSeat, shared, view };
  return view;
}

/** The seat whose side of the table is drawn at the bottom (on a shared screen, the seat that
 * last had its own: the board does not turn over for a decision taken there). */
export function useNearSeat(): Seat {
  return useTable((s) => s.nearSeat ?? s.screenSeat ?? 0);
}

/** The seat whose own screen this is; null on a shared screen (both look: nobody is "you"). */
export function useOwnSeat(): Seat | null {
  return useTable((s) => (s.screen?.kind === 'seat' ? s.screen.seat : null));
}

export function useView(): TableView {
  const v = useTable(viewOf);
  if (!v) throw new Error('useView with no seat at the screen');
  return v;
}

/** A part of the view; the caller renders again only when this part changes. */
export function useViewPart<T>(pick: (v: TableView) => T): T {
  return useTable((s) => pick(viewOf(s)!));
}

/** Every card in play on the view by id, beneath cards included. */
export function cardsById(v: TableView): Map<CardId, CardView> {
  const out = new Map<CardId, CardView>();
  const walk = (c: CardView) => { out.set(c.id, c); c.beneath.forEach(walk); };
  for (const l of v.locations) { walk(l.card); for (const side of l.sides) side.forces.forEach(walk); }
  for (const p of v.players) p.elsewhere.forEach(walk);
  return out;
}

type Plain = Record<string, unknown> | unknown[];
const isPlain = (x: unknown): x is Plain => typeof x === 'object' && x !== null;
const idOf = (x: unknown): unknown => (isPlain(x) && !Array.isArray(x) ? (x as { id?: unknown; card?: { id?: unknown } }).id ?? (x as { card?: { id?: unknown } }).card?.id : undefined);

/** `next` with every part equal to the same part of `prev` replaced by `prev`'s object, so parts
 * of the table that did not change keep their identity and their components skip rendering.
 * Lists of cards are matched by id, so a card joining a side leaves the others untouched. */
export function shareUnchanged<T>(prev: unknown, next: T): T {
  if (prev === next || !isPlain(prev) || !isPlain(next) || Array.isArray(prev) !== Array.isArray(next)) return next;
  const n = next as Record<string, unknown>;
  const p = prev as Record<string, unknown>;
  let same = Object.keys(p).length === Object.keys(n).length;
  if (Array.isArray(next)) {
    const byId = new Map((prev as unknown[]).map((x, i) => [idOf(x) ?? i, x]));
    next.forEach((x, i) => {
      const shared = shareUnchanged(byId.get(idOf(x) ?? i), x);
      next[i] = shared;
      if (shared !== (prev as unknown[])[i]) same = false;
    });
  } else {
    for (const k of Object.keys(n)) {
      const shared = shareUnchanged(p[k], n[k]);
      n[k] = shared;
      if (shared !== p[k]) same = false;
    }
  }
  return same ? (prev as T) : next;
}
