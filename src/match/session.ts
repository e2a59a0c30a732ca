// The match in progress and who plays each seat. A seat is played at the screen (its player acts
// through the table) or by a program, asked for its action whenever the seat must act; the
// answer may come later (a computer player thinking in a worker), and an answer the match no
// longer waits for (the game changed meanwhile: undo, a new game) is dropped.
import { actor, check } from '../engine';
import type { Action, GameState, Refusal, Seat } from '../engine';
import { askOwnScreen, resumeMatch, startMatch, submit, takeOver, undo } from './match';
import type { Match, MatchSettings, StartParams } from './match';
import { seatName } from './names';
import { screenSeat } from './screen';

/** What a program playing a seat is asked. */
export interface DecisionRequest {
  seat: Seat;
  game: GameState;
  /** The engine's legal actions for the seat now: the answer must be one of them. */
  legal: readonly Action[];
  /** Aborted once the answer is no longer wanted. */
  signal: AbortSignal;
}

export type SeatController =
  /** Played at the screen: the table shows this seat's view and takes its actions. A coach (a
   * lesson) screens those the rules allow: its refusal, in its own words, keeps such an action
   * from the engine. */
  | { kind: 'human'; coach?(game: GameState, action: Action): Refusal | null }
  /** Played by a program (a script, a computer opponent). */
  | { kind: 'program'; decide(request: DecisionRequest): ProgramAnswer | PromiseLike<ProgramAnswer> };

/** A program's move: an action, or an action with a short line of why for the log (naming only
 * what both players may see). */
export type ProgramAnswer = Action | { action: Action; why?: string };

export const HUMAN: SeatController = { kind: 'human' };

export interface SessionState {
  match: Match | null;
  settings: MatchSettings;
}

export interface Session {
  get(): SessionState;
  subscribe(listener: (s: SessionState) => void): () => void;
  /** A new match. `settings` override the table's settings for this match only (a lesson plays
   * with the usual automatic passes whatever the player chose for their games). */
  start(params: StartParams, seats?: [SeatController, SeatController], settings?: Partial<MatchSettings>): void;
  /** Puts a saved game on the table; false when an action of it is refused (the game stops
   * before it). */
  resume(params: StartParams, actions: readonly Action[], seats?: [SeatController, SeatController]): boolean;
  /** An action taken at the screen; false (and the refusal kept) when refused. */
  submit(action: Action): boolean;
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

export function createSession(settings: MatchSettings = DEFAULT_SETTINGS): Session {
  let state: SessionState = { match: null, settings };
  let seats: [SeatController, SeatController] = [HUMAN, HUMAN];
  /** This match's own settings, over the table's. */
  let overrides: Partial<MatchSettings> = {};
  const settingsNow = (): MatchSettings => ({ ...state.settings, ...overrides });
  const listeners = new Set<(s: SessionState) => void>();
  /** The question put to a program, while its answer is awaited. */
  let asking: { match: Match; abort: AbortController } | null = null;
  /** The game a program failed to answer in: it is not asked again until the game changes. */
  let failedAt: GameState | null = null;
  let driving = false;

  function set(next: Partial<SessionState>): void {
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
        const seat = m && actor(m.game);
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

  function play(m: Match, answer: ProgramAnswer): boolean {
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
      set({ match: startMatch(params, settingsNow(), atScreen(chosen)) });
    },
    resume(params, actions, chosen = [HUMAN, HUMAN]) {
      seats = chosen;
      overrides = {};
      const r = resumeMatch(params, actions, state.settings, atScreen(chosen));
      set({ match: r.match });
      return r.complete;
    },
    submit(action) {
      const m = state.match;
      if (!m) return false;
      const seat = seats[action.seat] as SeatController | undefined;
      // The coach screens only what the rules allow: a move against the rules gets their reason.
      const coached = seat?.kind === 'human' && seat.coach && check(m.game, action) === null ? seat.coach(m.game, action) : null;
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

const atScreen = (seats: [SeatController, SeatController]): [boolean, boolean] => [seats[0].kind === 'human', seats[1].kind === 'human'];

function isThenable<T>(x: T | PromiseLike<T>): x is PromiseLike<T> {
  return typeof (x as PromiseLike<T>)?.then === 'function';
}
