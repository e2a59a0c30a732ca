// The computer playing a seat: a program seat that hands what its seat may see (an observation,
// never the game itself) to a thinker (in the browser, a Web Worker running the bot, so the table
// never stalls), and answers no sooner than a set wait, so a person can follow its moves.
import { observe } from '../ai';
import type { Budget, Decision, DecideInput, Level } from '../ai';
import type { Action, GameState, Seat } from '../engine';
import type { SeatController } from './session';

/** A game against the computer: the seat it plays and its level. */
export interface Opponent {
  seat: Seat;
  level: Level;
}

/** Thinks about one decision: in a worker, or in this thread for tests and the arena. */
export type Thinker = (level: Level, input: DecideInput, signal: AbortSignal) => Promise<Decision>;

export interface ComputerOptions {
  level: Level;
  think: Thinker;
  /** How long the search may think per decision: milliseconds, playouts, or both. */
  budget: Budget;
  /** The least time between being asked and answering, in milliseconds. */
  waitMs: number;
  /** The computer's own generator state to start from. */
  seed: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('no longer wanted'));
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(t); reject(new Error('no longer wanted')); }, { once: true });
  });
}

export function computerSeat(o: ComputerOptions): SeatController {
  let rng = o.seed | 0;
  return {
    kind: 'program',
    async decide({ seat, game, legal, signal }) {
      const started = performance.now();
      const decision = await o.think(o.level, { observation: observe(game, seat, legal), legal, rng, budget: o.budget }, signal);
      rng = decision.rng;
      await sleep(Math.max(0, o.waitMs - (performance.now() - started)), signal);
      return { action: decision.action, why: decision.why };
    },
  };
}

/** What the computer would play for `seat` now, as a hint to its player (issue 14's hint mode):
 * decided, as the computer's own seat is, from the seat's observation, never from the game. */
export async function suggestMove(
  o: Pick<ComputerOptions, 'level' | 'think' | 'budget' | 'seed'>,
  game: GameState, seat: Seat, legal: readonly Action[], signal: AbortSignal,
): Promise<{ action: Action; why?: string } | null> {
  const mine = legal.filter((a) => a.seat === seat);
  if (mine.length === 0) return null;
  const decision = await o.think(o.level, { observation: observe(game, seat, mine), legal: mine, rng: o.seed | 0, budget: o.budget }, signal);
  return { action: decision.action, why: decision.why };
}
