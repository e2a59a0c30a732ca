// The computer playing a seat: a program seat that hands what its seat may see (an observation,
// never the game itself) to a thinker (in the browser, a Web Worker running the bot, so the table
// never stalls), and answers no sooner than a set wait, so a person can follow its moves.
import { observe } from '../ai';
import type { Budget, Decision, DecideInput, Level } from '../ai';
import type { Action, GameState, Seat } from '../engine';
import type { GameDef, GameTypes } from '../game';
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

/** A bot that decides from one seat's view of any game (`GameDef.seatView`) and the legal actions. */
export type ViewBot<T extends GameTypes> = (view: T['view'], legal: readonly T['action'][], rng: number) => { action: T['action']; why?: string; rng: number };

/** The computer playing a seat of `def`'s game in this thread: the bot is handed the seat's view,
 * never the game, and answers no sooner than `waitMs` (at once, without waiting, when 0). */
export function viewBotSeat<T extends GameTypes>(def: GameDef<T>, bot: ViewBot<T>, o: { seed: number; waitMs: number }): SeatController<T> {
  let rng = o.seed | 0;
  const think = (seat: Seat, game: T['state'], legal: readonly T['action'][]) => {
    const d = bot(def.seatView(game, seat), legal, rng);
    rng = d.rng;
    return { action: d.action, why: d.why };
  };
  return {
    kind: 'program',
    decide({ seat, game, legal, signal }) {
      const answer = think(seat, game, legal);
      return o.waitMs <= 0 ? answer : sleep(o.waitMs, signal).then(() => answer);
    },
  };
}
