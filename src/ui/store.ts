// The table's one store: the start parameters, the actions taken, the current game state and
// what the screen shows. Every change of the game goes through the engine's `apply`; the
// components only read from here and call `dispatch`.
import { create } from 'zustand';
import { actor, apply, createGame, legalActions, replay, revealsHidden } from '../engine';
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

/** What the table remembers of each action in `actions`, for undo. */
export interface ActionRecord {
  /** Made by the table: a pass the rules left no alternative to (see `settle`). */
  auto: boolean;
  /** Its events showed a hidden card or reordered a hidden pile (`revealsHidden`). */
  reveals: boolean;
  /** The log's length before this action's lines. */
  logAt: number;
}

export type UndoPlan = { ok: true; count: number } | { ok: false; reason: string };

export interface TableStore {
  start: StartParams | null;
  actions: Action[];
  /** One record per action in `actions`. */
  history: ActionRecord[];
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
  /** Puts a saved game on the table by replaying its actions, behind the hand-over screen (the
   * screen on the turn player once the game is over); undo reaches back into it as usual. False
   * when an action is refused (the game stops before it). */
  resumeGame(params: StartParams, actions: readonly Action[]): boolean;
  /** Applies an action through the engine; false (and the refusal kept) when it is refused. */
  dispatch(action: Action): boolean;
  /** Takes back the last action of the on-screen player, or on the hand-over screen of the
   * player who just acted (see `undoPlan`); false when not allowed. */
  undo(seat?: Seat): boolean;
  showRefusal(refusal: Refusal | null): void;
  /** The player due to act takes the screen after a hand-over. */
  takeOver(): void;
  dismissRecap(): void;
  setAutoPass(on: boolean): void;
  toggleStop(seat: Seat, phase: Phase): void;
  quit(): void;
}

const MAX_AUTO_PASSES = 200;
/** The table's passing policy with nothing switched off, to recognise its passes in a saved game. */
const ALWAYS_PASS: AutoPassSettings = { autoPass: true, stops: [[], []] };

const idle = {
  start: null, actions: [], history: [], game: null, legal: [], log: [], refusal: null, screenSeat: null,
  seenUpTo: [0, 0] as [number, number], recap: [],
};

/** Whether the on-screen player may take back their last action, and how many actions that is.
 *
 * - Only the player at the screen, and only their own action: the last action not made by the
 *   table must be theirs. On the hand-over screen, the player who just acted (`lastActor`) may
 *   still take it back before handing the screen over; their table comes back.
 * - One action per undo, back through a run of their own most recent actions.
 * - Never past an action whose events revealed hidden information (`revealsHidden`: a draw, a
 *   destiny, a shuffle, a loss...). A resumed game can be undone like one never saved.
 * - Automatic passes. Nearly every action is followed at once by the table's automatic passes
 *   (the opponent's "no response", often the actor's own pass to resolve it). Those made right
 *   after an action, in the same dispatch, belong to it: undoing it takes them back too, as
 *   nobody decided anything there (they are only undone if their own events reveal nothing
 *   either). An automatic pass that followed the other player's action belongs to that action,
 *   so it ends your run like any action of theirs. The one thing such a pass tells is that the
 *   opponent had no legal response, which the log has already said to the whole table.
 */
type UndoView = Pick<TableStore, 'game' | 'screenSeat' | 'actions' | 'history'>;

/** Index of the last action not made by the table, or -1. */
function lastOwnAction({ history }: UndoView): number {
  let i = history.length - 1;
  while (i >= 0 && history[i].auto) i--;
  return i;
}

/** Who made the last action not made by the table, if anyone. */
export function lastActor(s: UndoView): Seat | null {
  const i = lastOwnAction(s);
  return i >= 0 ? s.actions[i].seat : null;
}

export function undoPlan(s: UndoView, seat: Seat | null = s.screenSeat): UndoPlan {
  const { game, actions, history } = s;
  if (!game || seat === null) return { ok: false, reason: 'No player has the screen.' };
  if (game.winner !== null || actor(game) === null) return { ok: false, reason: 'The game is over.' };
  const i = lastOwnAction(s);
  if (i < 0) return { ok: false, reason: 'Nothing to undo yet.' };
  const by = actions[i].seat;
  if (by !== seat) return { ok: false, reason: `The last action was ${seatName(by)}'s: only ${seatName(by)} may take it back.` };
  if (history.slice(i).some((h) => h.reveals)) {
    return { ok: false, reason: 'Your last action revealed hidden information (a card drawn, a destiny, a shuffle, a card lost...): it cannot be taken back.' };
  }
  return { ok: true, count: history.length - i };
}

export const useTable = create<TableStore>()((set, get) => {
  /** Whose view the screen shows after `game`: the actor, unless a hand-over must come first. */
  function screenAfter(game: GameState, current: Seat | null): Seat | null {
    const next = actor(game);
    if (next === null || next === current) return current;
    return current !== null && !showsHiddenInfo(game, next) ? next : null;
  }

  /** Applies an action and records it for undo and the log: the new state, or the refusal. */
  function applyRecorded(game: GameState, action: Action, auto: boolean, actions: Action[], history: ActionRecord[], log: LogEntry[]): GameState | Refusal {
    const r = apply(game, action);
    if (!r.ok) return r.refusal;
    history.push({ auto, reveals: revealsHidden(r.events), logAt: log.length });
    if (auto) log.push({ by: action.seat, event: { kind: 'autoPass', text: `${seatName(action.seat)} has no legal response and passes automatically.` } });
    log.push(...r.events.map((event) => ({ event, by: action.seat })));
    actions.push(action);
    return r.state;
  }

  function settle(game: GameState, actions: Action[], history: ActionRecord[], log: LogEntry[]): void {
    const { settings, screenSeat, seenUpTo } = get();
    let legal = legalActions(game);
    // Passes the rules leave no alternative to, made for the player so the screen stays put.
    // They belong to the action just taken, for undo (see `undoPlan`).
    for (let i = 0; i < MAX_AUTO_PASSES; i++) {
      const seat = actor(game);
      const pass = autoPassFor(game, legal, seat, settings);
      if (!pass || seat === null) break;
      const next = applyRecorded(game, pass, true, actions, history, log);
      if ('rule' in next) break;
      game = next;
      legal = legalActions(game);
    }
    const nextSeat = screenAfter(game, screenSeat);
    const seen: [number, number] = [...seenUpTo];
    if (nextSeat !== null) seen[nextSeat] = log.length;
    set({ game, legal, actions, history, log, refusal: null, screenSeat: nextSeat, seenUpTo: seen, ...(nextSeat === null ? { recap: [] } : {}) });
  }

  return {
    ...idle,
    settings: { autoPass: true, stops: [[], []] },

    startGame(params) {
      const game = createGame(params);
      set({ ...idle, start: params, screenSeat: actor(game) });
      settle(game, [], [], []);
    },

    resumeGame(params, saved) {
      let game = createGame(params);
      const actions: Action[] = [];
      const history: ActionRecord[] = [];
      const log: LogEntry[] = [];
      for (const action of saved) {
        // Which passes the table made is not saved: a pass it would have made (the only legal
        // action, in a response window) counts as one, so undo works as it did in play.
        const auto = action.type === 'pass' && autoPassFor(game, legalActions(game), action.seat, ALWAYS_PASS) !== null;
        const next = applyRecorded(game, action, auto, actions, history, log);
        if ('rule' in next) break;
        game = next;
      }
      const over = actor(game) === null;
      set({
        ...idle, start: params, actions, history, game, legal: legalActions(game), log,
        // Behind the hand-over, so no hidden card shows before a player takes the screen.
        screenSeat: over ? game.turnPlayer : null, seenUpTo: [log.length, log.length],
      });
      return actions.length === saved.length;
    },

    dispatch(action) {
      const s = get();
      if (!s.game) return false;
      const [actions, history, log] = [[...s.actions], [...s.history], [...s.log]];
      const next = applyRecorded(s.game, action, false, actions, history, log);
      if ('rule' in next) {
        set({ refusal: next });
        return false;
      }
      settle(next, actions, history, log);
      return true;
    },

    undo(seat) {
      const s = get();
      const who = seat ?? s.screenSeat;
      const plan = undoPlan(s, who);
      if (!plan.ok || !s.start) return false;
      // A game is its seed, decks and actions: replay all but the undone ones. No automatic pass
      // is made afterwards, so the player is back exactly where they acted.
      const keep = s.actions.length - plan.count;
      const actions = s.actions.slice(0, keep);
      const r = replay(s.start, actions);
      if (r.refused) return false; // cannot happen: these actions were all applied before
      const logLength = s.history[keep].logAt;
      const seen = s.seenUpTo.map((n) => Math.min(n, logLength)) as [number, number];
      set({
        game: r.state, legal: legalActions(r.state), actions, history: s.history.slice(0, keep), log: s.log.slice(0, logLength),
        refusal: null, recap: [], seenUpTo: seen, screenSeat: who,
      });
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
