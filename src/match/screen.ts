// Whose view the shared screen shows. Hidden cards are shown only to their owner, on a screen
// handed over to them; nothing of either hand is rendered while it is being handed over.
import { actor, pendingDecision } from '../engine';
import type { GameState, Seat } from '../engine';

export type Screen =
  /** One seat's own view, its hand included. */
  | { kind: 'seat'; seat: Seat }
  /** Between seats: no hidden card of either player is shown until `to` takes the screen. */
  | { kind: 'handOver'; to: Seat };

/** The seat whose view is on screen, or null while it is being handed over. */
export function screenSeat(screen: Screen): Seat | null {
  return screen.kind === 'seat' ? screen.seat : null;
}

/** Would showing this seat's view reveal something the other player must not see? */
export function showsHiddenInfo(s: GameState, seat: Seat): boolean {
  const decision = pendingDecision(s);
  return s.phase === 'setup' || s.players[seat].hand.length > 0 || (decision?.seat === seat && decision.step.k === 'pick');
}

/** What the screen shows once `game` is reached from `current`: the same view while the same
 * seat acts, the next seat's view when it hides nothing, else a hand-over. `atScreen`: which
 * seats are played at this screen (a seat played by the program never takes it). */
export function screenAfter(game: GameState, current: Screen, atScreen: readonly [boolean, boolean]): Screen {
  const next = actor(game);
  if (next === null || !atScreen[next]) return current;
  if (current.kind === 'handOver') return current.to === next ? current : { kind: 'handOver', to: next };
  if (current.seat === next) return current;
  return showsHiddenInfo(game, next) ? { kind: 'handOver', to: next } : { kind: 'seat', seat: next };
}
