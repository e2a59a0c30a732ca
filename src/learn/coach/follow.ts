// A written position played on the table's match session and followed as it changes: what a
// lesson in progress and a puzzle in progress have in common (lessons/run.ts, puzzles/run.ts).
// Each start of the position is a new match; a match from any other start (a new game, the start
// screen) means the position's game has left the table.
import type { Match, MatchSettings, SeatController, Session, StartParams } from '../../match';
import type { Loaded } from '../../scenario/load';

export interface FollowOptions {
  /** The seats' names at the table. */
  deckNames?: [string, string];
  seats: [SeatController, SeatController];
  settings: Partial<MatchSettings>;
  /** Every change of the position's match, from its start on. */
  onMatch(m: Match): void;
  /** The position's game has left the table. */
  onLeft(): void;
}

export interface Followed<V> {
  /** The position afresh on the session, followed from then on. */
  begin(): void;
  /** Stops following the session (the game stays on the table). */
  stop(): void;
  /** Gives the view to everyone subscribed. */
  publish(view: V): void;
  get(): V;
  subscribe(listener: (view: V) => void): () => void;
}

export function followPosition<V>(session: Session, loaded: Loaded, options: FollowOptions): Followed<V> {
  const listeners = new Set<(view: V) => void>();
  let params: StartParams | null = null;
  let unsubscribe: (() => void) | null = null;
  let view: V;

  function observe(m: Match | null): void {
    if (!m || m.start !== params) options.onLeft();
    else options.onMatch(m);
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return {
    begin() {
      const s = loaded.state;
      params = { seed: s.seed, decks: s.decks, firstPlayer: s.turnPlayer, deckNames: options.deckNames ?? ['You', 'Your opponent'], position: s };
      stop();
      unsubscribe = session.subscribe((st) => observe(st.match));
      session.start(params, options.seats, options.settings);
    },
    stop,
    publish(next) {
      view = next;
      for (const l of listeners) l(view);
    },
    get: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
