// Positions along a seeded random game between two starter decks, each with a seat to act: the
// inputs the computer-player and hint tests check their properties over.
import { actor, apply, createGame, legalActions } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { playableStarterDecks } from '../../src/sim/decks';
import { randomPick } from '../../src/sim/randomGame';

const decks = playableStarterDecks();

export interface PositionsOptions {
  /** Keep one position in this many actions. */
  every: number;
  /** Stop after this turn. */
  turns: number;
  firstPlayer: 0 | 'random';
  /** Also keep the game's first position. */
  withStart?: boolean;
}

export function randomPositions(seed: number, o: PositionsOptions): GameState[] {
  let s = createGame({ seed, decks: [decks[seed % decks.length].cards, decks[(seed + 1) % decks.length].cards], firstPlayer: o.firstPlayer });
  let rng = seed;
  const out: GameState[] = o.withStart ? [s] : [];
  for (let i = 0; s.winner === null && s.turn <= o.turns && i < 3000; i++) {
    const [r, a] = randomPick(rng, legalActions(s), s.stack.length);
    rng = r;
    const res = apply(s, a);
    if (!res.ok) throw new Error(res.refusal.reason);
    s = res.state;
    if (i % o.every === 0 && actor(s) !== null) out.push(s);
  }
  return out;
}
