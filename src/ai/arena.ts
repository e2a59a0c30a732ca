// Bots playing each other: whole games between two levels, and win rates with their 95%
// confidence intervals, for `npm run arena` and the tests.
import { actor, apply, createGame, legalActions } from '../engine';
import type { Seat } from '../engine';
import { observe } from './observe';
import { decide } from './players';
import type { Level } from './levels';
import type { Budget } from './players';

export interface BotGame {
  decks: [string[], string[]];
  seed: number;
  /** The level playing each seat. */
  levels: [Level, Level];
  budget?: Budget;
  /** Games still going after this many turns stop without a winner. */
  turnCap?: number;
}

export interface BotGameResult {
  winner: Seat | 'draw' | null;
  turns: number;
  actions: number;
  /** Actions a bot chose that the engine refused: always 0, or a bot is broken. */
  refused: number;
  playouts: number;
}

export function playBotGame(g: BotGame): BotGameResult {
  let s = createGame({ seed: g.seed, decks: g.decks, firstPlayer: 'random' });
  const rng: [number, number] = [(g.seed * 7919 + 1) | 0, (g.seed * 104729 + 2) | 0];
  const cap = g.turnCap ?? 60;
  let actions = 0;
  let playouts = 0;
  while (s.winner === null && s.turn <= cap) {
    const seat = actor(s);
    if (seat === null) break;
    const legal = legalActions(s);
    const d = decide(g.levels[seat], { observation: observe(s, seat, legal), legal, rng: rng[seat], budget: g.budget });
    rng[seat] = d.rng;
    playouts += d.playouts;
    const r = apply(s, d.action);
    if (!r.ok) return { winner: null, turns: s.turn, actions, refused: 1, playouts };
    s = r.state;
    actions++;
  }
  return { winner: s.winner, turns: s.turn, actions, refused: 0, playouts };
}

/** A win rate's 95% confidence interval (Wilson score), draws and unfinished games counted as
 * half a win. */
export function wilson(wins: number, games: number, z = 1.96): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const d = 1 + (z * z) / games;
  const centre = (p + (z * z) / (2 * games)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
