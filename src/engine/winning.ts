// Winning (R-WIN): a player with no energy left loses; both at once is a draw. Checked as a
// systematic rule whenever a player would gain initiative (R-WIN-03, AMB-03).
import { energyOf, logEvent, other } from './state';
import type { Game } from './state';
import type { GameEnd } from './types';

export function endGame(g: Game, end: GameEnd): void {
  if (g.s.winner !== null) return;
  const winner = end.by === 'noEnergyBoth' ? 'draw' : other(end.loser);
  g.s.winner = winner;
  g.s.result = end;
  g.s.initiative = null;
  logEvent(g, { kind: 'end', winner, end });
}

export function checkWin(g: Game): boolean {
  const out: boolean[] = [energyOf(g.s, 0) === 0, energyOf(g.s, 1) === 0];
  if (out[0] && out[1]) endGame(g, { by: 'noEnergyBoth', rule: 'R-WIN-02' });
  else if (out[0]) endGame(g, { by: 'noEnergy', loser: 0, rule: 'R-WIN-01' });
  else if (out[1]) endGame(g, { by: 'noEnergy', loser: 1, rule: 'R-WIN-01' });
  return g.s.winner !== null;
}
