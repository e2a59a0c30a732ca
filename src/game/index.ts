// The game-definition seam (docs/games.md): what a card game supplies so the table's shared parts
// (seat control in src/match, saves in src/persist) serve it without knowing its rules, in the
// manner of boardgame.io's `Game`. It imports nothing: every game's definition and the table import
// it, so no folder depends on another through it.

export type Seat = 0 | 1;

/** The games the table plays; a save names one (src/persist). */
export type GameId = 'wars' | 'xcom';

/** Why the rules refuse an action: the rule's ID and a reason in words. */
export interface Refusal {
  rule: string;
  reason: string;
}

/** The types a game brings: its state, its actions (each names the seat taking it, and passing is
 * `type: 'pass'`), the events applying one reports, and how a new game is described. */
export interface GameTypes {
  state: unknown;
  action: { seat: Seat; type: string };
  event: unknown;
  start: unknown;
  /** What one seat may see of a state. */
  view: unknown;
}

export type Applied<T extends GameTypes> =
  | { ok: true; state: T['state']; events: T['event'][] }
  | { ok: false; refusal: Refusal };

/** Lines the table itself adds to a game's log, whatever the game. */
export type TableNote =
  | { kind: 'autoPass'; seat: Seat }
  | { kind: 'computerReason'; seat: Seat; why: string };

/** What kind of line of the log an event makes, for the log's filters; a run of passes is folded
 * into what it led to, and a turn or phase opens a heading (docs/match.md). */
export type LogCategory = 'actions' | 'battle' | 'energy' | 'turns' | 'passes';

/** Where the log stands: a turn (0 before the first, the setup), whose turn it is if the game has
 * turn players, and the phase. */
export interface LogPlace {
  turn: number;
  player: Seat | null;
  /** Null in the setup. */
  phase: string | null;
}

/** How the table's log (src/match/log.ts) reads a game's events, besides their words. */
export interface LogRules<E> {
  category(e: E | TableNote): LogCategory;
  /** The seat a line is about, if it names one first. */
  subject(e: E | TableNote): Seat | null;
  /** The turn or the phase an event begins, or null. A new turn names its first phase. `line`:
   * the event is also a line of its own under the new heading (it says more than the heading). */
  opens(e: E | TableNote): { turn?: { turn: number; player: Seat | null }; phase: string; line: boolean } | null;
  turnTitle(turn: number, player: Seat | null): string;
  /** Who passed in a run of passes, as a line begins: "Both pass", "P1 passes". */
  passed(seats: readonly Seat[]): string;
  phaseTitle(phase: string): string;
  /** An event the line just before it has already told in full (an action that says where the
   * card it moved went): no line of its own. */
  toldBefore?(e: E | TableNote): boolean;
  /** An event's line as read on after "Both pass; " (its first letter lowered where it may be). */
  readOn(text: string, e: E | TableNote): string;
}

/** The settings a game's automatic passes read: off, or on with the phases a seat stops in. */
export interface PassSettings {
  autoPass: boolean;
  stops: [readonly string[], readonly string[]];
}

export interface GameDef<T extends GameTypes> {
  id: GameId;
  /** The game's name, as players know it. */
  title: string;
  /** The state a described game starts from (its seeded setup). */
  setup(start: T['start']): T['state'];
  legalActions(s: T['state']): T['action'][];
  /** null, or the rule an action breaks; any input is judged without throwing. */
  check(s: T['state'], action: T['action']): Refusal | null;
  /** The next state on a copy and what happened, or the refusal. */
  apply(s: T['state'], action: T['action']): Applied<T>;
  /** The seat to act, or null once the game is over. */
  actor(s: T['state']): Seat | null;
  /** What the table calls a seat in a sentence ("P1", "the Aliens"). */
  seatName(seat: Seat): string;
  winner(s: T['state']): Seat | 'draw' | null;
  /** The seat whose side is drawn at the bottom when nobody is to act (a finished game). */
  nearSeat(s: T['state']): Seat;
  /** The state as `seat` may see it (null: what both seats may see together). */
  seatView(s: T['state'], seat: Seat | null): T['view'];
  /** An event (or a line the table added) as a line of the log, in words, as `viewer` may read
   * it (null: both seats). */
  eventText(e: T['event'] | TableNote, viewer: Seat | null): string;
  log: LogRules<T['event']> & {
    /** Where the log of a game so started begins (a new WARS game: its setup). */
    opening(start: T['start']): LogPlace;
  };
  /** A short hash of a state, to compare replays. */
  stateHash(s: T['state']): string;
  /** Did these events show a hidden card or reorder a hidden pile? Undo never goes past them. */
  revealsHidden(events: readonly T['event'][]): boolean;
  /** Must `seat` see its own hidden cards to choose among `legal`? If not, it decides on the
   * shared screen. */
  needsOwnScreen(s: T['state'], legal: readonly T['action'][], seat: Seat): boolean;
  /** With "always hand over": would the seat's own view show something hidden? */
  showsHiddenInfo(s: T['state'], seat: Seat): boolean;
  /** Against the computer, a player's undo takes back the computer's actions since their own
   * with it (never past a hidden card). X-COM: its action phase alternates, so the computer
   * answers every action at once and undo would otherwise never be open. */
  undoWithReplies: boolean;
  /** The pass the table makes for `seat` when the rules leave it nothing to decide, or null. */
  autoPass(s: T['state'], legal: readonly T['action'][], seat: Seat | null, settings: PassSettings): T['action'] | null;
}

/** Replays a game from its start; the first refused action stops it, and is named. */
export function replayGame<T extends GameTypes>(def: GameDef<T>, start: T['start'], actions: readonly T['action'][]): { state: T['state']; refused: { index: number; refusal: Refusal } | null } {
  let state = def.setup(start);
  for (let i = 0; i < actions.length; i++) {
    const r = def.apply(state, actions[i]);
    if (!r.ok) return { state, refused: { index: i, refusal: r.refusal } };
    state = r.state;
  }
  return { state, refused: null };
}
