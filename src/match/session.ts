// The match in progress and who plays each seat. A seat is played at the screen (its player acts
// through the table) or by a program, asked for its action whenever the seat must act; the
// answer may come later (a computer player thinking in a worker), and an answer the match no
// longer waits for (the game changed meanwhile: undo, a new game) is dropped.
import type { GameDef, GameTypes, Refusal, Seat } from '../game';
import { askOwnScreen, openMatch, reopenMatch, submit, takeOver, undo } from './match';
import type { Match, MatchSettings } from './match';
import { WARS_GAME } from './warsGame';
import type { WarsTypes } from './warsGame';
import { seatName } from './names';
import { screenSeat } from './screen';

/** What a program playing a seat is asked. */
export interface DecisionRequest<T extends GameTypes = WarsTypes> {
  seat: Seat;
  game: T['state'];
  /** The engine's legal actions for the seat now: the answer must be one of them. */
  legal: readonly T['action'][];
  /** Aborted once the answer is no longer wanted. */
  signal: AbortSignal;
}

export type SeatController<T extends GameTypes = WarsTypes> =
  /** Played at the screen: the table shows this seat's view and takes its actions. A coach (a
   * lesson) screens those the rules allow: its refusal, in its own words, keeps such an action
   * from the engine. */
  | { kind: 'human'; coach?(game: T['state'], action: T['action']): Refusal | null }
  /** Played by a program (a script, a computer opponent). */
  | { kind: 'program'; decide(request: DecisionRequest<T>): ProgramAnswer<T> | PromiseLike<ProgramAnswer<T>> };

/** A program's move: an action, or an action with a short line of why for the log (naming only
 * what both players may see). */
export type ProgramAnswer<T extends GameTypes = WarsTypes> = T['action'] | { action: T['action']; why?: string };

export const HUMAN = { kind: 'human' } as const;

export interface SessionState<T extends GameTypes = WarsTypes> {
  match: Match<T> | null;
  settings: MatchSettings;
}

export interface Session<T extends GameTypes = WarsTypes> {
  get(): SessionState<T>;
  subscribe(listener: (s: SessionState<T>) => void): () => void;
  /** A new match. `settings` override the table's settings for this match only (a lesson plays
   * with the usual automatic passes whatever the player chose for their games). */
  start(params: T['start'], seats?: [SeatController<T>, SeatController<T>], settings?: Partial<MatchSettings>): void;
  /** Puts a saved game on the table; false when an action of it is refused (the game stops
   * before it). */
  resume(params: T['start'], actions: readonly T['action'][], seats?: [SeatController<T>, SeatController<T>]): boolean;
  /** An action taken at the screen; false (and the refusal kept) when refused. */
  submit(action: T['action']): boolean;
  /** Takes back the last action of `seat` (by default the seat on screen); false when not allowed. */
  undo(seat?: Seat): boolean;
  /** The player due to act takes the screen after a hand-over. */
  takeOver(): void;
  /** On a shared screen, the deciding player asks for their own screen (a hand-over). */
  askOwnScreen(): void;
  dismissRecap(): void;
  showRefusal(refusal: Refusal | null): void;
  setSettings(patch: Partial<MatchSettings>): void;
  /** Leaves the game: nothing on the table. */
  leave(): void;
}

/** Program answers applied in one go at most (two programs playing each other stop there). */
const MAX_PROGRAM_STEPS = 10_000;

export const DEFAULT_SETTINGS: MatchSettings = { autoPass: true, stops: [[], []], alwaysHandOver: false };

/** A session of WARS. */
export function createSession(settings: MatchSettings = DEFAULT_SETTINGS): Session {
  return createGameSession(WARS_GAME, settings);
}

/** A session of `def`'s game. */
export function createGameSession<T extends GameTypes>(def: GameDef<T>, settings: MatchSettings = DEFAULT_SETTINGS): Session<T> {
  type Controller = SeatController<T>;
  let state: SessionState<T> = { match: null, settings };
  let seats: [Controller, Controller] = [HUMAN, HUMAN];
  /** This match's own settings, over the table's. */
  let overrides: Partial<MatchSettings> = {};
  const settingsNow = (): MatchSettings => ({ ...state.settings, ...overrides });
  const listeners = new Set<(s: SessionState<T>) => void>();
  /** The question put to a program, while its answer is awaited. */
  let asking: { match: Match<T>; abort: AbortController } | null = null;
  /** The game a program failed to answer in: it is not asked again until the game changes. */
  let failedAt: T['state'] | null = null;
  let driving = false;

  function set(next: Partial<SessionState<T>>): void {
    state = { ...state, ...next };
    if (asking && asking.match !== state.match) {
      asking.abort.abort();
      asking = null;
    }
    for (const l of listeners) l(state);
    drive();
  }

  /** Asks the program playing the seat due to act, as long as one is. */
  function drive(): void {
    if (driving) return;
    driving = true;
    try {
      for (let i = 0; i < MAX_PROGRAM_STEPS; i++) {
        const m = state.match;
        const seat = m && def.actor(m.game);
        if (!m || seat === null || seat === undefined || asking || m.game === failedAt) return;
        const controller = seats[seat];
        if (controller.kind !== 'program') return;
        const abort = new AbortController();
        const answer = controller.decide({ seat, game: m.game, legal: m.legal, signal: abort.signal });
        if (isThenable(answer)) {
          asking = { match: m, abort };
          answer.then((move) => {
            if (asking?.abort !== abort) return;
            asking = null;
            // Then whoever acts next, if a program plays that seat too.
            if (play(m, move)) drive();
          }, (error: unknown) => {
            if (asking?.abort !== abort) return;
            asking = null;
            failedAt = m.game;
            set({ match: { ...m, refusal: { rule: 'TABLE-PROGRAM', reason: `The program playing ${seatName(seat)} failed: ${String(error)}` } } });
          });
          return;
        }
        // A refused answer stops the program: the refusal is shown, and nothing is asked again
        // until the game changes.
        if (!play(m, answer)) return;
      }
    } finally {
      driving = false;
    }
  }

  function play(m: Match<T>, answer: ProgramAnswer<T>): boolean {
    const r = 'action' in answer ? submit(m, answer.action, settingsNow(), answer.why) : submit(m, answer, settingsNow());
    state = { ...state, match: r.match };
    for (const l of listeners) l(state);
    return r.ok;
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(params, chosen = [HUMAN, HUMAN], settings = {}) {
      seats = chosen;
      overrides = settings;
      set({ match: openMatch(def, params, settingsNow(), atScreen(chosen)) });
    },
    resume(params, actions, chosen = [HUMAN, HUMAN]) {
      seats = chosen;
      overrides = {};
      const r = reopenMatch(def, params, actions, state.settings, atScreen(chosen));
      set({ match: r.match });
      return r.complete;
    },
    submit(action) {
      const m = state.match;
      if (!m) return false;
      const seat = seats[action.seat] as Controller | undefined;
      // The coach screens only what the rules allow: a move against the rules gets their reason.
      const coached = seat?.kind === 'human' && seat.coach && def.check(m.game, action) === null ? seat.coach(m.game, action) : null;
      if (coached) {
        set({ match: { ...m, refusal: coached } });
        return false;
      }
      const r = submit(m, action, settingsNow());
      set({ match: r.match });
      return r.ok;
    },
    undo(seat) {
      const m = state.match;
      if (!m) return false;
      const next = undo(m, seat ?? screenSeat(m.screen));
      if (!next) return false;
      set({ match: next });
      return true;
    },
    takeOver() {
      if (state.match) set({ match: takeOver(state.match) });
    },
    askOwnScreen() {
      if (state.match) set({ match: askOwnScreen(state.match) });
    },
    dismissRecap() {
      if (state.match) set({ match: { ...state.match, recapFrom: null } });
    },
    showRefusal(refusal) {
      if (state.match) set({ match: { ...state.match, refusal } });
    },
    setSettings(patch) {
      set({ settings: { ...state.settings, ...patch } });
    },
    leave() {
      seats = [HUMAN, HUMAN];
      overrides = {};
      set({ match: null });
    },
  };
}

const atScreen = <T extends GameTypes>(seats: [SeatController<T>, SeatController<T>]): [boolean, boolean] => [seats[0].kind === 'human', seats[1].kind === 'human'];

function isThenable<T>(x: T | PromiseLike<T>): x is PromiseLike<T> {
  return typeof (x as PromiseLike<T>)?.then === 'function';
}
