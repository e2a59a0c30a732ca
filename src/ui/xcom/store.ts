// The X-COM Incursion table's store: a thin adapter putting a match session of the X-COM game
// definition (src/match, src/xcom/game.ts) into React, as src/ui/store.ts does for WARS.
import { create } from 'zustand';
import { createGameSession, DEFAULT_SETTINGS, lastActor, undoPlan } from '../../match';
import type { Match, UndoPlan } from '../../match';
import { XCOM_GAME } from '../../xcom';
import type { XAction, XcomTypes } from '../../xcom';

export type XcomMatch = Match<XcomTypes>;

export interface XcomStore {
  match: XcomMatch | null;
  /** A new game from its seed. */
  start(seed: number): void;
  /** A saved game put back on the table; false when an action of it is refused. */
  resume(seed: number, actions: readonly XAction[]): boolean;
  /** An action through the rules; false (and the refusal kept) when refused. */
  dispatch(action: XAction): boolean;
  /** The side that acted last takes its action back (see `xcomUndoPlan`). */
  undo(): boolean;
  dismissRefusal(): void;
  quit(): void;
}

// The table's usual automatic passes: a side the rules leave only a pass is passed for.
const session = createGameSession(XCOM_GAME, DEFAULT_SETTINGS);

export const useXcom = create<XcomStore>()(() => ({
  match: session.get().match,
  start: (seed) => session.start({ seed }),
  resume: (seed, actions) => session.resume({ seed }, actions),
  dispatch: (action) => session.submit(action),
  undo() {
    const m = session.get().match;
    const seat = m && lastActor(m);
    return seat !== null && seat !== undefined && session.undo(seat);
  },
  dismissRefusal: () => session.showRefusal(null),
  quit: () => session.leave(),
}));

session.subscribe((s) => useXcom.setState({ match: s.match }));

/** Whether the side that acted last may take it back now, and why not. */
export function xcomUndoPlan(m: XcomMatch): UndoPlan {
  const seat = lastActor(m);
  return seat === null ? { ok: false, reason: 'Nothing to undo yet.', short: 'nothing yet' } : undoPlan(m, seat);
}
