// A match: one game at the table, with what the table keeps around it (the actions taken, the
// log, who has the screen, undo records). Every function here is pure: it takes a match and
// returns a new one; the session (session.ts) holds the current match and its seats.
import type { Action, Seat } from '../engine';
import { replayGame } from '../game';
import type { GameDef, GameTypes, Refusal, TableNote } from '../game';
import { ALWAYS_PASS } from './autoPass';
import type { AutoPassSettings } from './autoPass';
import { screenAfter } from './screen';
import type { Screen } from './screen';
import { undoPlan } from './undo';
import { WARS_GAME } from './warsGame';
import type { StartParams, WarsTypes } from './warsGame';

export type { StartParams, WarsTypes };

/** The state a WARS match starts from: its position, or a new game. */
export const initialGame = (start: StartParams) => WARS_GAME.setup(start);

export interface LogEntry<T extends GameTypes = WarsTypes> {
  event: T['event'] | TableNote;
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

export interface MatchSettings extends AutoPassSettings {
  /** Hand the screen over at every change of seat instead of sharing it for decisions that
   * need no hidden card. */
  alwaysHandOver: boolean;
}

export interface Match<T extends GameTypes = WarsTypes> {
  /** The game played: its rules and the table's rules for it. */
  def: GameDef<T>;
  start: T['start'];
  /** Which seats are played at this screen; the others are played by the program. */
  atScreen: [boolean, boolean];
  game: T['state'];
  /** legalActions(game), computed once per state. */
  legal: T['action'][];
  actions: T['action'][];
  /** One record per action in `actions`. */
  history: ActionRecord[];
  log: LogEntry<T>[];
  /** The engine's last refusal, shown until the next successful action. */
  refusal: Refusal | null;
  screen: Screen;
  /** Log length when each seat last had the screen: its recap starts there. */
  seenUpTo: [number, number];
  /** After a hand-over, where in the log the recap of what happened since the player on screen
   * last had their own screen begins (`recapOf`); null once dismissed. */
  recapFrom: number | null;
}

const MAX_AUTO_PASSES = 200;

/** Applies an action and records it for undo and the log: the new state, or the refusal. The
 * arrays are the match's copies being built. */
function applyRecorded<T extends GameTypes>(def: GameDef<T>, game: T['state'], action: T['action'], auto: boolean, actions: T['action'][], history: ActionRecord[], log: LogEntry<T>[], why?: string): { state: T['state'] } | Refusal {
  const r = def.apply(game, action);
  if (!r.ok) return r.refusal;
  history.push({ auto, reveals: def.revealsHidden(r.events), logAt: log.length });
  if (auto) log.push({ by: action.seat, event: { kind: 'autoPass', seat: action.seat } });
  if (why) log.push({ by: action.seat, event: { kind: 'computerReason', seat: action.seat, why } });
  log.push(...r.events.map((event) => ({ event, by: action.seat })));
  actions.push(action);
  return { state: r.state };
}

/** Makes the passes the rules leave no alternative to, for the player, so the screen stays put;
 * they belong to the action just taken, for undo (see `undoPlan`). Then decides the screen. */
function settle<T extends GameTypes>(m: Match<T>, game: T['state'], actions: T['action'][], history: ActionRecord[], log: LogEntry<T>[], settings: MatchSettings): Match<T> {
  const { def } = m;
  let legal = def.legalActions(game);
  for (let i = 0; i < MAX_AUTO_PASSES; i++) {
    const seat = def.actor(game);
    const pass = def.autoPass(game, legal, seat, settings);
    if (!pass || seat === null) break;
    const next = applyRecorded(def, game, pass, true, actions, history, log);
    if ('rule' in next) break;
    game = next.state;
    legal = def.legalActions(game);
  }
  const screen = screenAfter(def, game, legal, m.screen, { atScreen: m.atScreen, alwaysHandOver: settings.alwaysHandOver });
  const seenUpTo: [number, number] = [...m.seenUpTo];
  if (screen.kind === 'seat') seenUpTo[screen.seat] = log.length;
  return { ...m, game, legal, actions, history, log, refusal: null, screen, seenUpTo, recapFrom: screen.kind === 'seat' ? m.recapFrom : null };
}

export function startMatch(start: StartParams, settings: MatchSettings, atScreen: [boolean, boolean] = [true, true]): Match {
  return openMatch(WARS_GAME, start, settings, atScreen);
}

/** A new match of `def`'s game. */
export function openMatch<T extends GameTypes>(def: GameDef<T>, start: T['start'], settings: MatchSettings, atScreen: [boolean, boolean] = [true, true]): Match<T> {
  const game = def.setup(start);
  const first = def.actor(game)!;
  const m: Match<T> = {
    def, start, atScreen, game, legal: [], actions: [], history: [], log: [], refusal: null,
    screen: { kind: 'seat', seat: atScreen[first] ? first : (1 - first) as Seat }, seenUpTo: [0, 0], recapFrom: null,
  };
  return settle(m, game, [], [], [], settings);
}

/** Puts a saved game on the table by replaying its actions, behind the hand-over screen (the
 * turn player's view once the game is over); undo reaches back into it as usual. `complete` is
 * false when an action was refused (the game stops before it). */
export function resumeMatch(start: StartParams, saved: readonly Action[], settings: MatchSettings, atScreen: [boolean, boolean] = [true, true]): { match: Match; complete: boolean } {
  return reopenMatch(WARS_GAME, start, saved, settings, atScreen);
}

/** `resumeMatch` for `def`'s game. */
export function reopenMatch<T extends GameTypes>(def: GameDef<T>, start: T['start'], saved: readonly T['action'][], settings: MatchSettings, atScreen: [boolean, boolean] = [true, true]): { match: Match<T>; complete: boolean } {
  let game = def.setup(start);
  const actions: T['action'][] = [];
  const history: ActionRecord[] = [];
  const log: LogEntry<T>[] = [];
  for (const action of saved) {
    // Which passes the table made is not saved: a pass it would have made (the only legal
    // action, in a response window) counts as one, so undo works as it did in play.
    const auto = action.type === 'pass' && def.autoPass(game, def.legalActions(game), action.seat, ALWAYS_PASS) !== null;
    const next = applyRecorded(def, game, action, auto, actions, history, log);
    if ('rule' in next) break;
    game = next.state;
  }
  const next = def.actor(game);
  const near = def.nearSeat(game);
  const match: Match<T> = {
    def, start, atScreen, actions, history, game, legal: def.legalActions(game), log, refusal: null,
    // Behind the hand-over, so no hidden card shows before a player takes the screen (the one
    // at the screen, when a program plays the seat to act).
    screen: next !== null ? { kind: 'handOver', to: atScreen[next] ? next : (1 - next) as Seat } : settings.alwaysHandOver ? { kind: 'seat', seat: near } : { kind: 'shared', seat: near, near },
    seenUpTo: [log.length, log.length], recapFrom: null,
  };
  return { match, complete: actions.length === saved.length };
}

/** Applies an action through the engine: the new match, or the same match with the refusal.
 * `why`: a program's short reason, logged before the action's own lines. */
export function submit<T extends GameTypes>(m: Match<T>, action: T['action'], settings: MatchSettings, why?: string): { ok: boolean; match: Match<T> } {
  const [actions, history, log] = [[...m.actions], [...m.history], [...m.log]];
  const next = applyRecorded(m.def, m.game, action, false, actions, history, log, why);
  if ('rule' in next) return { ok: false, match: { ...m, refusal: next } };
  return { ok: true, match: settle(m, next.state, actions, history, log, settings) };
}

/** Takes back the last action of `seat` (see `undoPlan`); null when not allowed. From its own
 * screen or the hand-over screen the player is back at their table; from a shared screen, where
 * both are looking, their table comes back only through a hand-over if it shows their hand. */
export function undo<T extends GameTypes>(m: Match<T>, seat: Seat | null): Match<T> | null {
  const plan = undoPlan(m, seat);
  if (!plan.ok || seat === null) return null;
  // A game is its seed, decks and actions: replay all but the undone ones. No automatic pass
  // is made afterwards, so the player is back exactly where they acted.
  const keep = m.actions.length - plan.count;
  const actions = m.actions.slice(0, keep);
  const r = replayGame(m.def, m.start, actions);
  if (r.refused) return null; // cannot happen: these actions were all applied before
  const logLength = m.history[keep].logAt;
  const legal = m.def.legalActions(r.state);
  const screen: Screen = m.screen.kind !== 'shared' ? { kind: 'seat', seat }
    : m.def.needsOwnScreen(r.state, legal, seat) ? { kind: 'handOver', to: seat } : { kind: 'shared', seat, near: m.screen.near };
  return {
    ...m, game: r.state, legal, actions, history: m.history.slice(0, keep), log: m.log.slice(0, logLength),
    refusal: null, recapFrom: null, seenUpTo: m.seenUpTo.map((n) => Math.min(n, logLength)) as [number, number], screen,
  };
}

/** The player due to act takes the screen after a hand-over, with a recap of what the other
 * player did since they last had it. */
export function takeOver<T extends GameTypes>(m: Match<T>): Match<T> {
  if (m.screen.kind !== 'handOver') return m;
  const seat = m.screen.to;
  const seenUpTo: [number, number] = [...m.seenUpTo];
  seenUpTo[seat] = m.log.length;
  return { ...m, screen: { kind: 'seat', seat }, recapFrom: m.seenUpTo[seat] < m.log.length ? m.seenUpTo[seat] : null, seenUpTo };
}

/** On a shared screen, the player deciding asks to see their own hand: the screen is handed
 * over to them. */
export function askOwnScreen<T extends GameTypes>(m: Match<T>): Match<T> {
  return m.screen.kind === 'shared' && m.def.actor(m.game) === m.screen.seat ? { ...m, screen: { kind: 'handOver', to: m.screen.seat } } : m;
}
