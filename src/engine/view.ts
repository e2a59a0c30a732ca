// One seat's view of the game (R-GEN-07): the other hand and every face-down pile become
// counts; lost piles, the table, cards beneath others and the stack stay visible. The public
// view (no seat) is what both players may see together: both hands are counts.
import type { CardId, GameState, Seat } from './types';

export interface PileView {
  count: number;
  /** Only for piles this seat may see face up: its own hand, and both lost piles. */
  cards?: CardId[];
}

export interface SeatView {
  seat: Seat | null;
  players: [Record<'reserve' | 'active' | 'used' | 'lost' | 'hand' | 'removed', PileView>,
    Record<'reserve' | 'active' | 'used' | 'lost' | 'hand' | 'removed', PileView>];
  /** Public parts of the state, identical for both seats. */
  table: GameState['table'];
  row: GameState['row'];
  stacked: GameState['stacked'];
  stack: GameState['stack'];
  battle: GameState['battle'];
  turn: number;
  turnPlayer: Seat;
  phase: GameState['phase'];
  initiative: Seat | null;
  winner: GameState['winner'];
  result?: GameState['result'];
  /** The collector number of every card this seat may see, by id. */
  numbers: Record<CardId, string>;
}

export function seatView(s: GameState, seat: Seat | null): SeatView {
  const numbers: Record<CardId, string> = {};
  const see = (ids: CardId[]) => { for (const id of ids) numbers[id] = s.decks[Number(id[0])][Number(id.slice(2))]; };
  const players = ([0, 1] as Seat[]).map((p) => {
    const pl = s.players[p];
    const open = (ids: CardId[]) => { see(ids); return { count: ids.length, cards: ids.slice() }; };
    const closed = (ids: CardId[]) => ({ count: ids.length });
    return {
      reserve: closed(pl.reserve), active: closed(pl.active), used: closed(pl.used),
      lost: open(pl.lost), removed: open(pl.removed),
      hand: p === seat ? open(pl.hand) : closed(pl.hand),
    };
  }) as SeatView['players'];
  see(Object.keys(s.table));
  for (const on in s.stacked) see(s.stacked[on]);
  for (const item of s.stack) if ('card' in item) see([item.card]);
  return {
    seat, players, table: s.table, row: s.row, stacked: s.stacked, stack: s.stack, battle: s.battle,
    turn: s.turn, turnPlayer: s.turnPlayer, phase: s.phase, initiative: s.initiative, winner: s.winner,
    ...(s.result ? { result: s.result } : {}), numbers,
  };
}
