// What every game's save shares: the format name, the limits, and what the list of saved games
// shows about one save.
import type { GameId } from '../game';

export const SAVE_FORMAT = 'wars-table-save';
/** A save larger than this is refused unread (a long game is a few hundred KB). */
export const MAX_SAVE_CHARS = 4 * 1024 * 1024;
export const MAX_ACTIONS = 50_000;
export const MAX_LABEL_CHARS = 120;

/** What the list of saved games shows about one save. */
export interface SaveSummary {
  /** Which game it is. */
  game: GameId;
  id: string;
  label: string;
  savedAt: string;
  /** The sides' names: the decks for WARS, Earth and the Aliens for X-COM. */
  deckNames: [string, string];
  turn: number;
  /** Where the game stands, in words ("turn 3, tactics phase"). */
  where: string;
  winner: 0 | 1 | 'draw' | null;
  actionCount: number;
}
