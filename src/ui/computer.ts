// The computer opponent in the browser: its thinking runs in a Web Worker (src/ai/worker.ts),
// one per game, ended when an answer is no longer wanted (undo, a new game, leaving). The page's
// address may shorten its thinking and its wait (`?thinkMs=20&waitMs=0`), or make its play repeatable
// (`?playouts=30&computerSeed=1`: a number of playouts instead of a time, and a fixed generator), for
// the browser tests.
import { computerSeat, HUMAN, suggestMove } from '../match';
import type { Opponent, SeatController, Thinker } from '../match';
import type { Budget, Decision } from '../ai';
import type { Action, GameState, Seat } from '../engine';

/** The top level's thinking per decision: under 2 s on a 2-core machine, with the worker's
 * start and the messages around it. */
export const THINK_MS = 1500;
/** The least time before the computer acts, so a person can follow. */
export const WAIT_MS = 600;

function fromAddress(name: string): number | undefined {
  const address = new URLSearchParams(location.search);
  const v = Number(address.get(name));
  return address.has(name) && Number.isFinite(v) && v >= 0 ? v : undefined;
}

/** A set number of playouts replaces the time when the address gives one. */
function thinking(): Budget {
  const playouts = fromAddress('playouts');
  return playouts === undefined ? { ms: fromAddress('thinkMs') ?? THINK_MS } : { playouts };
}

const seed = () => fromAddress('computerSeed') ?? Math.floor(Math.random() * 2 ** 31);

function workerThinker(): Thinker {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve(d: Decision): void; reject(e: Error): void }>();
  const stop = (why: string) => {
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error(why));
    waiting.clear();
  };
  const start = () => {
    const w = new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<{ id: number; decision?: Decision; error?: string }>) => {
      const asked = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.decision) asked?.resolve(e.data.decision);
      else asked?.reject(new Error(e.data.error ?? 'no answer'));
    };
    w.onerror = (e) => stop(e.message || 'the computer stopped');
    return w;
  };
  return (level, input, signal) => new Promise<Decision>((resolve, reject) => {
    if (signal.aborted) return reject(new Error('no longer wanted'));
    worker ??= start();
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    // A search no longer wanted would keep the worker busy: it is ended, the next question
    // starts another.
    signal.addEventListener('abort', () => stop('no longer wanted'), { once: true });
    worker.postMessage({ id, level, input });
  });
}

/** The seats of a game: the computer's, and the player's at the screen. */
/** How long the computer waits before it acts: the address may shorten it (`?waitMs=0`). */
export const waitMs = (): number => fromAddress('waitMs') ?? WAIT_MS;

export function seatsAgainst(opponent: Opponent): [SeatController, SeatController] {
  const computer = computerSeat({
    level: opponent.level,
    think: workerThinker(),
    budget: thinking(),
    waitMs: waitMs(),
    seed: seed(),
  });
  return opponent.seat === 0 ? [computer, HUMAN] : [HUMAN, computer];
}

let suggester: Thinker | null = null;

/** The strongest level's move for the player at the screen (a hint): thought out in a worker of
 * its own from what that seat may see, as the computer's seat is. */
export function suggestionFor(game: GameState, seat: Seat, legal: readonly Action[], signal: AbortSignal): Promise<{ action: Action; why?: string } | null> {
  suggester ??= workerThinker();
  const o = { level: 'search' as const, think: suggester, budget: thinking(), seed: seed() };
  return suggestMove(o, game, seat, legal, signal);
}
