// Winning (R-WIN): a player with no energy left loses; both at once is a draw. Checked as a
// systematic rule whenever a player would gain initiative (R-WIN-03, AMB-03).
import { seatName } from './events';
import { energyOf, logEvent } from './state';
import type { Game } from './state';
import type { Seat } from './types';

export function endGame(g: Game, winner: Seat | 'draw', why: string): void {
  if (g.s.winner !== null) return;
  g.s.winner = winner;
  g.s.result = why;
  g.s.initiative = null;
  logEvent(g, { kind: 'end', winner, why });
}

export function checkWin(g: Game): boolean {
  const out: boolean[] = [energyOf(g.s, 0) === 0, energyOf(g.s, 1) === 0];
  if (out[0] && out[1]) endGame(g, 'draw', 'both players ran out of energy at the same time (R-WIN-02).');
  else if (out[0]) endGame(g, 1, `${seatName(0)} has no energy left in reserve, active or used pile (R-WIN-01).`);
  else if (out[1]) endGame(g, 0, `${seatName(1)} has no energy left in reserve, active or used pile (R-WIN-01).`);
  return g.s.winner !== null;
}
