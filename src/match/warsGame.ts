// WARS as the table sees it: the engine's functions, with the table's rules for this game of when
// the screen changes hands (screen.ts) and which passes it makes for a player (autoPass.ts).
import {
  actor, apply, check, createGame, eventText, legalActions, pendingDecision, revealsHidden, seatView, stateHash,
} from '../engine';
import type { Action, GameEvent, GameState, NewGame, SeatView } from '../engine';
import type { GameDef } from '../game';
import { autoPassFor } from './autoPass';
import { seatName } from './names';
import { needsOwnScreen } from './screen';
import { WARS_LOG } from './warsLog';
import type { Opponent } from './computer';

export interface StartParams extends NewGame {
  deckNames: [string, string];
  /** A position written down (a lesson, a puzzle: src/scenario) that the game starts from instead
   * of a new game's setup; `seed` and `decks` are then the position's. Such a game is never
   * saved, as a save replays from the setup. */
  position?: GameState;
  /** The computer plays this seat (the table makes its controller); without it, both seats are
   * played at the screen. Kept with the save, so a resumed game is against the computer again. */
  opponent?: Opponent;
}

export interface WarsTypes {
  state: GameState;
  action: Action;
  event: GameEvent;
  start: StartParams;
  view: SeatView;
}

export const WARS_GAME: GameDef<WarsTypes> = {
  id: 'wars',
  title: 'WARS',
  setup: (start) => start.position ?? createGame(start),
  legalActions,
  check,
  apply,
  actor,
  seatName,
  winner: (s) => s.winner,
  nearSeat: (s) => s.turnPlayer,
  seatView,
  eventText,
  log: WARS_LOG,
  stateHash,
  revealsHidden,
  needsOwnScreen,
  // The rule the table used before shared screens, kept for players who want every change of
  // seat handed over: the next seat's view at once only when it has nothing hidden to show.
  showsHiddenInfo(s, seat) {
    const decision = pendingDecision(s);
    return s.phase === 'setup' || s.players[seat].hand.length > 0 || (decision?.seat === seat && decision.step.k === 'pick');
  },
  // WARS keeps its rule that only the seat that acted last may take it back.
  undoWithReplies: false,
  autoPass: autoPassFor,
};
