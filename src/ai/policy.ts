// The quick player the search plays its playouts with: a few rules of thumb by kind of move,
// cheap enough for hundreds of playouts per decision, and close enough to sensible play that a
// playout says something about the move it started from (random playouts mostly measure noise:
// a random player draws until its energy runs low).
import type { Action, GameState } from '../engine';
import { next } from '../engine/rng';
import { playableInHand, powerAt } from './evaluate';

/** How many cards in hand the quick player draws up to, and up to how many more while none of
 * them can be played (looking for a location that gives support icons). */
const DRAW_TO = 4;
const DRAW_SEARCHING = 10;

/** The quick player's move among `legal` in `s`, and the generator's next state. */
export function quickPick(s: GameState, legal: readonly Action[], rng: number): [number, Action] {
  let [r, f] = next(rng);
  const roll = () => {
    [r, f] = next(r);
    return f;
  };
  const of = <T extends Action['type']>(t: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === t);
  const any = <T>(xs: readonly T[]) => xs[Math.floor(roll() * xs.length)];
  const pass = legal.find((a) => a.type === 'pass');
  const choose = of('choose');
  if (choose.length > 0) return [r, any(choose)];
  const starts = of('startLocation');
  if (starts.length > 0) return [r, any(starts)];
  const activate = of('activate');
  if (activate.length > 0) return [r, activate.reduce((a, b) => (b.amount > a.amount ? b : a))];
  const drain = of('drain');
  if (drain.length > 0) return [r, drain[0]];
  const attacks = of('attack').filter((a) => powerAt(s, a.seat, a.location) > powerAt(s, a.seat === 0 ? 1 : 0, a.location));
  if (attacks.length > 0) return [r, any(attacks)];
  const draw = of('draw');
  if (draw.length > 0) {
    const hand = s.players[draw[0].seat].hand.length;
    if (hand < DRAW_TO || (hand < DRAW_SEARCHING && playableInHand(s, draw[0].seat) === 0)) return [r, draw[0]];
  }
  const plays = of('play');
  if (plays.length > 0 && roll() < 0.8) return [r, any(plays)];
  const uses = of('use');
  if (uses.length > 0 && roll() < 0.2) return [r, any(uses)];
  const moves = of('move');
  if (moves.length > 0 && roll() < 0.1) return [r, any(moves)];
  return [r, pass ?? any(legal)];
}
