// Starting a game: every card of both decks in its owner's reserve, both players about to
// choose a starting location (R-SETUP-04..08).
import type { CardDef } from './cards/types';
import { pick } from './rng';
import type { GameState, Seat } from './types';

export interface NewGame {
  seed: number;
  /** Each player's 60 cards by collector number. */
  decks: [string[], string[]];
  /** Chosen by agreement, or at random from the seed (R-SETUP-04). */
  firstPlayer?: Seat | 'random';
  customCards?: Record<string, CardDef>;
}

export function createGame(o: NewGame): GameState {
  let rng = o.seed >>> 0;
  let first: Seat;
  if (o.firstPlayer === 0 || o.firstPlayer === 1) first = o.firstPlayer;
  else { const [r, n] = pick(rng, 2); rng = r; first = n as Seat; }
  const pile = (seat: Seat) => o.decks[seat].map((_, i) => `${seat}.${i}`);
  const empty = (seat: Seat) => ({ reserve: pile(seat), active: [], used: [], lost: [], hand: [], removed: [] });
  return {
    v: 1, seed: o.seed >>> 0, rng,
    decks: [o.decks[0].slice(), o.decks[1].slice()],
    ...(o.customCards ? { customCards: o.customCards } : {}),
    players: [empty(0), empty(1)],
    table: {}, row: [], stacked: {},
    turn: 0, turnPlayer: first, firstPlayer: first, phase: 'setup',
    initiative: null, passes: 0, stack: [], nextId: 1, triggers: [], queue: [], battle: null,
    counters: { activated: false, drained: [], attacked: [], bullets: {}, wonBattle: [] },
    lasting: [], watchers: [], winner: null,
  };
}
