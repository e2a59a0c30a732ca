// The X-COM Incursion table's store: a thin adapter putting a match session of the X-COM game
// definition (src/match, src/xcom/game.ts) into React, as src/ui/store.ts does for WARS.
import { create } from 'zustand';
import { createGameSession, DEFAULT_SETTINGS, HUMAN, lastActor, undoPlan, viewBotSeat } from '../../match';
import type { Match, SeatController, UndoPlan } from '../../match';
import type { Seat } from '../../game';
import { XCOM_GAME } from '../../xcom';
import type { XAction, XcomStart, XcomTypes } from '../../xcom';
import { decideXcom } from '../../ai/xcom';
import { waitMs } from '../computer';

export type XcomMatch = Match<XcomTypes>;

export interface XcomStore {
  match: XcomMatch | null;
  /** A new game: its seed, and the side the computer plays if it does. */
  start(start: XcomStart): void;
  /** A saved game put back on the table; false when an action of it is refused. */
  resume(start: XcomStart, actions: readonly XAction[]): boolean;
  /** An action through the rules; false (and the refusal kept) when refused. */
  dispatch(action: XAction): boolean;
  /** The side that acted last takes its action back; against the computer, the player with the
   * computer's replies since (see `xcomUndoPlan`). */
  undo(): boolean;
  dismissRefusal(): void;
  quit(): void;
}

// The table's usual automatic passes: a side the rules leave only a pass is passed for.
const session = createGameSession(XCOM_GAME, DEFAULT_SETTINGS);

/** The X-COM table's session, which a lesson plays on (src/ui/learn/learnStore.ts). */
export const xcomSession = session;

/** Both sides at the screen, or the computer in one: it decides from its side's view alone, in
 * this thread (a decision takes well under a millisecond), after the table's usual wait. */
function seatsOf(start: XcomStart): [SeatController<XcomTypes>, SeatController<XcomTypes>] {
  const o = start.opponent;
  if (!o) return [HUMAN, HUMAN];
  const computer = viewBotSeat(XCOM_GAME, (view, legal, rng) => decideXcom(o.level, view, legal, rng), { seed: start.seed ^ 0x5eed, waitMs: waitMs() });
  return o.seat === 0 ? [computer, HUMAN] : [HUMAN, computer];
}

export const useXcom = create<XcomStore>()(() => ({
  match: session.get().match,
  start: (start) => session.start(start, seatsOf(start)),
  resume: (start, actions) => session.resume(start, actions, seatsOf(start)),
  dispatch: (action) => session.submit(action),
  undo() {
    const m = session.get().match;
    const seat = m && xcomUndoSeat(m);
    return m !== null && seat !== null && xcomUndoPlan(m).ok && session.undo(seat);
  },
  dismissRefusal: () => session.showRefusal(null),
  quit: () => session.leave(),
}));

session.subscribe((s) => useXcom.setState({ match: s.match }));

/** The side whose undo the board offers: the side that acted last, or against the computer the
 * player's, whose undo takes the computer's replies back with it (docs/games.md). */
export function xcomUndoSeat(m: XcomMatch): Seat | null {
  const seat = lastActor(m);
  if (seat === null || m.atScreen[seat]) return seat;
  const player = m.atScreen.indexOf(true);
  return player < 0 ? null : (player as Seat);
}

/** Whether the board's undo may be taken now, and why not. */
export function xcomUndoPlan(m: XcomMatch): UndoPlan {
  const seat = lastActor(m);
  if (seat === null) return { ok: false, reason: 'Nothing to undo yet.', short: 'nothing yet' };
  // A lesson's script has moved the coach on: its moves stand.
  if (!m.atScreen[seat] && m.start.lesson) return { ok: false, reason: 'The last action was the lesson\'s Aliens\': it is not taken back.', short: 'the lesson\'s Aliens\' action' };
  return undoPlan(m, xcomUndoSeat(m));
}
