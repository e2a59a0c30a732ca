// The table's one store: the start parameters, the actions taken, the current game state and
// what the screen shows. Every change of the game goes through the engine's `apply`; the
// components only read from here and call `dispatch`.
import { create } from 'zustand';
import { actor, apply, createGame, legalActions } from '../engine';
import type { Action, GameEvent, GameState, NewGame, Phase, Refusal, Seat } from '../engine';
import { autoPassFor, showsHiddenInfo } from './hotseat';
import { seatName } from './text';
import type { AutoPassSettings } from './hotseat';

export interface StartParams extends NewGame {
  deckNames: [string, string];
}

export interface LogEntry {
  event: GameEvent;
  /** The seat whose action (or automatic pass) produced the event. */
  by: Seat;
}

export interface TableStore {
  start: StartParams | null;
  actions: Action[];
  game: GameState | null;
  /** legalActions(game), computed once per state: every component reads this list. */
  legal: Action[];
  log: LogEntry[];
  /** The engine's last refusal, shown until the next successful action. */
  refusal: Refusal | null;
  settings: AutoPassSettings;
  /** The seat whose view is on screen; null while the screen is being handed over. */
  screenSeat: Seat | null;
  /** Log length when each seat last had the screen: its recap starts there. */
  seenUpTo: [number, number];
  /** What the opponent did since this seat last had the screen, shown after a hand-over. */
  recap: LogEntry[];

  startGame(params: StartParams): void;
  /** Applies an action through the engine; false (and the refusal kept) when it is refused. */
  dispatch(action: Action): boolean;
  showRefusal(refusal: Refusal | null): void;
  /** The player due to act takes the screen after a hand-over. */
  takeOver(): void;
  dismissRecap(): void;
  setAutoPass(on: boolean): void;
  toggleStop(seat: Seat, phase: Phase): void;
  quit(): void;
}

const MAX_AUTO_PASSES = 200;

const idle = {
  start: null, actions: [], game: null, legal: [], log: [], refusal: null, screenSeat: null,
  seenUpTo: [0, 0] as [number, number], recap: [],
};

export const useTable = create<TableStore>()((set, get) => {
  /** Whose view the screen shows after `game`: the actor, unless a hand-over must come first. */
  function screenAfter(game: GameState, current: Seat | null): Seat | null {
    const next = actor(game);
    if (next === null || next === current) return current;
    return current !== null && !showsHiddenInfo(game, next) ? next : null;
  }

  function settle(game: GameState, actions: Action[], log: LogEntry[]): void {
    const { settings, screenSeat, seenUpTo } = get();
    let legal = legalActions(game);
    // Passes the rules leave no alternative to, made for the player so the screen stays put.
    for (let i = 0; i < MAX_AUTO_PASSES; i++) {
      const seat = actor(game);
      const pass = autoPassFor(game, legal, seat, settings);
      if (!pass || seat === null) break;
      const r = apply(game, pass);
      if (!r.ok) break;
      log.push({ by: seat, event: { kind: 'autoPass', text: `${seatName(seat)} has no legal response and passes automatically.` } });
      log.push(...r.events.map((event) => ({ event, by: seat })));
      actions.push(pass);
      game = r.state;
      legal = legalActions(game);
    }
    const nextSeat = screenAfter(game, screenSeat);
    const seen: [number, number] = [...seenUpTo];
    if (nextSeat !== null) seen[nextSeat] = log.length;
    set({ game, legal, actions, log, refusal: null, screenSeat: nextSeat, seenUpTo: seen, ...(nextSeat === null ? { recap: [] } : {}) });
  }

  return {
    ...idle,
    settings: { autoPass: true, stops: [[], []] },

    startGame(params) {
      const game = createGame(params);
      set({ ...idle, start: params, screenSeat: actor(game) });
      settle(game, [], []);
    },

    dispatch(action) {
      const { game, actions, log } = get();
      if (!game) return false;
      const r = apply(game, action);
      if (!r.ok) {
        set({ refusal: r.refusal });
        return false;
      }
      settle(r.state, [...actions, action], [...log, ...r.events.map((event) => ({ event, by: action.seat }))]);
      return true;
    },

    showRefusal(refusal) {
      set({ refusal });
    },

    takeOver() {
      const { game, log, seenUpTo } = get();
      const seat = game && actor(game);
      if (seat === null || seat === undefined) return;
      const recap = log.slice(seenUpTo[seat]).filter((e) => e.by !== seat);
      const seen: [number, number] = [...seenUpTo];
      seen[seat] = log.length;
      set({ screenSeat: seat, recap, seenUpTo: seen });
    },

    dismissRecap() {
      set({ recap: [] });
    },

    setAutoPass(autoPass) {
      set({ settings: { ...get().settings, autoPass } });
    },

    toggleStop(seat, phase) {
      const stops: [Phase[], Phase[]] = [...get().settings.stops];
      stops[seat] = stops[seat].includes(phase) ? stops[seat].filter((p) => p !== phase) : [...stops[seat], phase];
      set({ settings: { ...get().settings, stops } });
    },

    quit() {
      set(idle);
    },
  };
});
