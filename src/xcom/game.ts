// X-COM Incursion as the table sees it (src/game): its engine's functions, and the table's rules
// for it. Nothing a side decides with is hidden: the hand is laid out whole as it is drawn
// (XR-DEPLOY-01) and only the active decks are face down, so every decision is taken on the
// shared screen and the screen never changes hands. What a draw shows (the top of a face-down
// deck), and a base card that moves up into staging (XRU-16), cannot be taken back.
import type { GameDef } from '../game';
import { apply, replay, stateHash } from './apply';
import { actor, check, legalActions } from './legal';
import { createXcomGame } from './flow';
import { sideName } from './derive';
import { eventText, XCOM_LOG } from './events';
import { seatView } from './view';
import type { XView } from './view';
import type { Seat, XAction, XEvent, XState } from './types';
import type { XcomLevel } from './levels';

/** A new X-COM game is its seed: the decks are fixed (XR-SETUP-02). */
export interface XcomStart {
  seed: number;
  /** The computer plays this side (the table makes its controller); kept with the save, so a
   * resumed game is against the computer again. */
  opponent?: { seat: Seat; level: XcomLevel };
  /** A lesson's deal (docs/lessons.md): the table never saves it. */
  lesson?: string;
  /** A puzzle's deal, likewise never saved. */
  puzzle?: string;
  /** Actions played from the deal before the game opens: a puzzle's position later in a game
   * (src/learn/puzzles/xcom.ts). Undo never goes back into them. */
  from?: XAction[];
}

/** The state a start describes: its deal, and the actions played from it. */
function setup(start: XcomStart): XState {
  const dealt = createXcomGame(start.seed);
  if (!start.from) return dealt;
  const { state, refusedAt } = replay(dealt, start.from);
  if (refusedAt !== null) throw new Error(`the start's action ${refusedAt} is refused`);
  return state;
}

export interface XcomTypes {
  state: XState;
  action: XAction;
  event: XEvent;
  start: XcomStart;
  view: XView;
}

export const XCOM_GAME: GameDef<XcomTypes> = {
  id: 'xcom',
  title: 'X-COM Incursion',
  setup,
  legalActions,
  check,
  apply,
  actor,
  seatName: sideName,
  winner: (s) => s.winner,
  nearSeat: (s) => s.winner ?? s.acting,
  seatView,
  eventText: (e) => eventText(e),
  // The first turn's draws are the setup's: the log opens in its action phase.
  log: { ...XCOM_LOG, opening: () => ({ turn: 1, player: null, phase: 'action' }) },
  stateHash,
  revealsHidden: (events) => events.some((e) => e.kind === 'draw' || e.kind === 'shuffle' || e.kind === 'staged'),
  needsOwnScreen: () => false,
  showsHiddenInfo: () => false,
  undoWithReplies: true,
  // A side whose only legal action is to pass is passed for, unless it stops in that phase.
  autoPass(s, legal, seat, settings) {
    if (!settings.autoPass || seat === null || legal.length !== 1 || legal[0].type !== 'pass') return null;
    return settings.stops[seat].includes(s.phase) ? null : legal[0];
  },
};
