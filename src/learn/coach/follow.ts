// A written position played on the table's match session and followed as it changes: what a
// lesson in progress and a puzzle in progress have in common (lessons/run.ts, puzzles/run.ts), in
// any game the table plays. Each start of the position is a new match; a match from any other
// start (a new game, the start screen) means the position's game has left the table.
import type { GameTypes } from '../../game';
import type { Match, MatchSettings, SeatController, Session, StartParams, WarsTypes } from '../../match';
import type { Loaded } from '../../scenario/load';

export interface FollowOptions<T extends GameTypes = WarsTypes> {
  /** The position's game as the session starts it: a new object each time, by which its
   * matches are known. */
  start(): T['start'];
  seats: [SeatController<T>, SeatController<T>];
  settings: Partial<MatchSettings>;
  /** Every change of the position's match, from its start on. */
  onMatch(m: Match<T>): void;
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

/** A WARS position's start, with the seats' names at the table. */
export const positionStart = (loaded: Loaded, deckNames?: [string, string]) => (): StartParams => {
  const s = loaded.state;
  return { seed: s.seed, decks: s.decks, firstPlayer: s.turnPlayer, deckNames: deckNames ?? ['You', 'Your opponent'], position: s };
};

export function followPosition<V, T extends GameTypes = WarsTypes>(session: Session<T>, options: FollowOptions<T>): Followed<V> {
  const listeners = new Set<(view: V) => void>();
  let params: T['start'] | null = null;
  let unsubscribe: (() => void) | null = null;
  let view: V;

  function observe(m: Match<T> | null): void {
    if (!m || m.start !== params) options.onLeft();
    else options.onMatch(m);
  }

  function stop(): void {
    unsubscribe?.();
    unsubscribe = null;
  }

  return {
    begin() {
      params = options.start();
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
