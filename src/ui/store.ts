// The table's store: a thin adapter that puts the match session (src/match) into React. The
// components read the match from here and call its operations; seat control itself (who acts,
// automatic passes, hand-overs, undo, the recap) lives in src/match.
import { create } from 'zustand';
import { createSession, nearSeat, recapOf, screenSeat, undoPlan, WARS_GAME } from '../match';
import type { ActionRecord, LogEntry, LogTurn, MatchSettings, Screen, SessionState, StartParams, UndoPlan } from '../match';
import type { Action, GameState, Phase, Refusal, Seat } from '../engine';
import { keepSettings, storedSettings, useViewSettings } from './settings';
import { seatsAgainst } from './computer';

/** Who plays each seat: the computer one, when the game is against it. */
const seatsOf = (params: StartParams) => (params.opponent ? seatsAgainst(params.opponent) : undefined);

export type { ActionRecord, LogEntry, StartParams, UndoPlan };

export interface TableStore {
  start: StartParams | null;
  actions: Action[];
  history: ActionRecord[];
  game: GameState | null;
  /** legalActions(game), computed once per state: every component reads this list. */
  legal: Action[];
  log: LogEntry[];
  /** The engine's last refusal, shown until the next successful action. */
  refusal: Refusal | null;
  settings: MatchSettings;
  screen: Screen | null;
  /** The seat whose side of the table is at the bottom of the screen (its own view, or the
   * deciding seat on a shared screen); null while the screen is being handed over. */
  screenSeat: Seat | null;
  /** The seat whose side of the table is drawn at the bottom: the screen seat, or on a shared
   * screen the seat that last had its own (the board does not turn over for a shared decision). */
  nearSeat: Seat | null;
  /** What happened since the player on screen last had their own screen, shown after a
   * hand-over (empty once dismissed). */
  recap: LogTurn[];

  /** A new game; with `params.opponent`, the computer plays that seat. */
  startGame(params: StartParams): void;
  /** Puts a saved game on the table behind the hand-over screen; false when an action is
   * refused (the game stops before it). */
  resumeGame(params: StartParams, actions: readonly Action[]): boolean;
  /** Applies an action through the engine; false (and the refusal kept) when it is refused. */
  dispatch(action: Action): boolean;
  /** Takes back the last action of the on-screen player, or on the hand-over screen of the
   * player who just acted (see `undoPlan`); false when not allowed. */
  undo(seat?: Seat): boolean;
  showRefusal(refusal: Refusal | null): void;
  /** The player due to act takes the screen after a hand-over. */
  takeOver(): void;
  /** On a shared screen, the deciding player asks for their own screen (a hand-over). */
  askOwnScreen(): void;
  dismissRecap(): void;
  setAutoPass(on: boolean): void;
  setAlwaysHandOver(on: boolean): void;
  toggleStop(seat: Seat, phase: Phase): void;
  quit(): void;
}

const session = createSession(storedSettings().match);
/** The table's session, for what drives a match beside the players (a lesson's coach). */
export const tableSession = session;

function fields({ match, settings }: SessionState) {
  if (!match) return { settings, start: null, actions: [], history: [], game: null, legal: [], log: [], refusal: null, screen: null, screenSeat: null, nearSeat: null, recap: [] };
  const { start, actions, history, game, legal, log, refusal, screen } = match;
  return { settings, start, actions, history, game, legal, log, refusal, screen, screenSeat: screenSeat(screen), nearSeat: nearSeat(screen), recap: recapOf(match) };
}

export const useTable = create<TableStore>()(() => ({
  ...fields(session.get()),
  startGame: (params) => session.start(params, seatsOf(params)),
  resumeGame: (params, actions) => session.resume(params, actions, seatsOf(params)),
  dispatch: (action) => session.submit(action),
  undo: (seat) => session.undo(seat),
  showRefusal: (refusal) => session.showRefusal(refusal),
  takeOver: () => session.takeOver(),
  askOwnScreen: () => session.askOwnScreen(),
  dismissRecap: () => session.dismissRecap(),
  setAutoPass: (autoPass) => session.setSettings({ autoPass }),
  setAlwaysHandOver: (alwaysHandOver) => session.setSettings({ alwaysHandOver }),
  toggleStop(seat, phase) {
    const stops: [Phase[], Phase[]] = [...session.get().settings.stops];
    stops[seat] = stops[seat].includes(phase) ? stops[seat].filter((p) => p !== phase) : [...stops[seat], phase];
    session.setSettings({ stops });
  },
  quit: () => session.leave(),
}));

session.subscribe((s) => useTable.setState(fields(s)));

// Settings changed at the table are kept on the device.
let kept = session.get().settings;
session.subscribe((s) => {
  if (s.settings === kept) return;
  kept = s.settings;
  keepSettings(s.settings, useViewSettings.getState());
});
useViewSettings.subscribe((v) => keepSettings(session.get().settings, v));

/** Whether `seat` (by default the on-screen seat) may undo now, and why not. */
export function tableUndoPlan(s: Pick<TableStore, 'game' | 'actions' | 'history' | 'screenSeat'>, seat: Seat | null = s.screenSeat): UndoPlan {
  return s.game ? undoPlan({ def: WARS_GAME, game: s.game, actions: s.actions, history: s.history }, seat) : { ok: false, reason: 'No game on the table.', short: 'no game' };
}
