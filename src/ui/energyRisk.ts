// Whether an action would cost its player the game or most of their energy, found by trying it on
// the engine: with no energy left in the reserve, active and used piles a player loses (R-WIN-01).
// The table asks before taking such an action when the player has a safer one.
import { apply, energyOf } from '../engine';
import type { Action, GameState } from '../engine';
import { describeAction } from './text';

export interface EnergyRisk {
  /** No energy would be left: the game is lost. */
  losesGame: boolean;
  /** The player's energy before and after the action. */
  before: number;
  after: number;
  /** What the action does to the player's energy, in words. */
  text: string;
}

/** What taking the action does to its player's energy, when that is the game or most of it. */
export function riskOf(s: GameState, a: Action): EnergyRisk | null {
  // Only a draw and the answers to the rules' questions (energy to lose, cards to take, how many
  // to draw) take energy at once; a cost to lose is asked as such a question after.
  if ((a.type !== 'draw' && a.type !== 'choose') || s.winner !== null) return null;
  const before = energyOf(s, a.seat);
  if (a.type === 'draw' && before > 1) return null;
  const r = apply(s, a);
  if (!r.ok) return null;
  const after = energyOf(r.state, a.seat);
  const lost = before - after;
  const losesGame = (r.state.winner !== null && r.state.winner !== a.seat) || (after === 0 && before > 0);
  if (!losesGame && !(lost >= 2 && lost * 2 > before)) return null;
  const what = a.type === 'draw' ? 'Drawing takes' : `${describeAction(s, a)}: this takes`;
  const text = losesGame
    ? `${what} your last energy${before > 1 ? ` (${before} cards)` : ''}. With no energy left in your reserve, active and used piles, you lose the game.`
    : `${what} ${lost} of your ${before} energy: ${after} would be left.`;
  return { losesGame, before, after, text };
}

/** The risk of an action worth a warning: only when another action open to the player is safe
 * (a warning about the only way on would change nothing). */
export function warnableRisk(s: GameState, legal: readonly Action[], a: Action): EnergyRisk | null {
  const risk = riskOf(s, a);
  if (!risk) return null;
  const others = legal.filter((o) => o !== a && o.seat === a.seat);
  const safer = others.some((o) => {
    const r = riskOf(s, o);
    return r === null || (risk.losesGame && !r.losesGame) || r.after > risk.after;
  });
  return safer ? risk : null;
}
