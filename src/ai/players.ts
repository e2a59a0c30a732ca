// The computer's three levels (levels.ts), weakest first. Each decides from an observation (observe.ts) and
// its own generator state, never from the game itself: the same observation and generator state
// give the same decision.
import { actor, apply, legalActions, pendingDecision } from '../engine';
import type { Action, GameState, Seat } from '../engine';
import { next } from '../engine/rng';
import { randomPick } from '../sim/randomGame';
import { evaluate, startWorth } from './evaluate';
import type { Level } from './levels';
import { determinize } from './observe';
import type { Observation } from './observe';
import { quickPick } from './policy';
import { reasonFor } from './reason';

/** How long the search may think: a number of playouts, a time, or both (whichever ends first).
 * `now` is the clock the time is read from (in milliseconds; by default the performance clock). */
export interface Budget {
  playouts?: number;
  ms?: number;
  now?: () => number;
}

export interface Decision {
  action: Action;
  /** A short line of why, naming nothing hidden. */
  why?: string;
  /** The generator state after deciding. */
  rng: number;
  /** Playouts the search made (0 for the other levels). */
  playouts: number;
}

export interface DecideInput {
  observation: Observation;
  /** The seat's legal actions now (the engine's list). */
  legal: readonly Action[];
  rng: number;
  budget?: Budget;
}

/** Passes made for both players while something waits on the stack, so that a move is judged by
 * what it does, not by its being on the stack. Stops at any decision. */
function settle(s: GameState, limit = 16): GameState {
  for (let i = 0; i < limit && s.stack.length > 0 && s.winner === null && !pendingDecision(s); i++) {
    const seat = actor(s);
    if (seat === null) break;
    const r = apply(s, { type: 'pass', seat });
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}

function decideRandom({ observation, legal, rng }: DecideInput): Decision {
  const [r, action] = randomPick(rng, legal, observation.masked.stack.length);
  return { action, rng: r, playouts: 0 };
}

/** A move's worth one ply ahead in a world: applied, the stack settled, the position judged; null
 * when the world refuses it or cannot go on. A starting location stays hidden until both have chosen: it is
 * judged by what it will give. */
function onePly(world: GameState, a: Action, seat: Seat): number | null {
  try {
    const res = apply(world, a);
    if (!res.ok) return null;
    return a.type === 'startLocation' ? startWorth(world, a.card) : evaluate(settle(res.state), seat);
  } catch {
    // A world the engine cannot carry on in (a card dealt where the rules never put it).
    return null;
  }
}

/** One ply: each legal move tried in one world consistent with what the seat sees; the best
 * judged is played, ties broken at random. */
function decideGreedy({ observation, legal, rng }: DecideInput): Decision {
  const [r0, world] = determinize(observation, rng);
  let r = r0;
  let best: Action = legal[0];
  let bestValue = -Infinity;
  for (const a of legal) {
    const v = onePly(world, a, observation.seat);
    if (v === null) continue;
    const [r2, f] = next(r);
    r = r2;
    if (v + f * 1e-3 > bestValue) [best, bestValue] = [a, v + f * 1e-3];
  }
  return { action: best, why: reasonFor(world, best), rng: r, playouts: 0 };
}

/** A playout's end: the end of the next turn, counted from the turn of the decision and so the
 * same for every move; a won game; or this many actions. Counted from after each move, a pass
 * that ended the turn bought the other player a whole turn more to deploy in its playouts than a
 * move that did not: in the other player's draw phase, paying for a support icon until end of
 * turn scored well above passing, and the search spent its energy on Independent Transport
 * there, turn after turn. */
const PLAYOUT_TURNS = 2;
const PLAYOUT_ACTIONS = 600;
/** Scores are squashed into 0..1 on this scale: a lead of this many points is about 73%. */
const SCALE = 6;
/** The search plays out only the moves judged best one ply ahead, this many at most. */
const CANDIDATES = 6;

/** Plays on from `s` with the quick player for both sides until turn `until` begins (or the game
 * is won) and judges where it ends, 0 (lost) to 1 (won) for `seat`. */
function playout(s: GameState, seat: Seat, rng: number, until: number): [number, number] {
  let r = rng;
  for (let i = 0; i < PLAYOUT_ACTIONS && s.winner === null && s.turn < until; i++) {
    const list = legalActions(s);
    if (list.length === 0) break;
    const [r2, a] = quickPick(s, list, r);
    r = r2;
    const res = apply(s, a);
    if (!res.ok) break;
    s = res.state;
  }
  return [r, 1 / (1 + Math.exp(-evaluate(s, seat) / SCALE))];
}

/** Determinized Monte Carlo search over the moves judged best one ply ahead. Each round deals a
 * new world consistent with what the seat sees and plays out every one of those moves in it with
 * the quick player (policy.ts), all from the same generator state, to a short horizon; the
 * positions there are judged. Comparing the moves on the same worlds and the same luck leaves
 * their differences, not the dealing, in the results. The move judged best one ply ahead is
 * played unless the playouts show another clearly better (`pickBest`). */
function decideSearch({ observation, legal, rng, budget = {} }: DecideInput): Decision {
  const seat = observation.seat;
  if (legal.length === 1) return { action: legal[0], rng, playouts: 0 };
  // Activation is not searched: like the quick player, the search activates the most it may. The
  // active pile stays from turn to turn (R-ENERGY-04), so energy activated is never lost, and
  // amounts a few cards apart differ too little in two turns' playouts to be told apart from luck:
  // searched, the amount came out at random and the search fell behind on energy to spend.
  const activations = legal.filter((a): a is Extract<Action, { type: 'activate' }> => a.type === 'activate');
  if (activations.length > 0) return { action: activations.reduce((a, b) => (b.amount > a.amount ? b : a)), rng, playouts: 0 };
  const now = budget.now ?? (() => performance.now());
  const start = now();
  const maxPlayouts = budget.playouts ?? Infinity;
  const more = (total: number) => total < maxPlayouts && (budget.ms === undefined || now() - start < budget.ms);
  let [r, world] = determinize(observation, rng);
  const judged = legal.map((a, i) => ({ a, i, v: onePly(world, a, seat) ?? -Infinity })).sort((x, y) => y.v - x.v || x.i - y.i);
  const moves = judged.slice(0, CANDIDATES).map((j) => j.a);
  /** Each move's playout results, one a round (NaN where it was not played out that round). */
  const results: number[][] = moves.map(() => []);
  /** Moves a world refused (they depend on a card dealt differently): not tried again. */
  const refused = moves.map(() => false);
  let total = 0;
  // Worlds the engine cannot play on in are dropped; so many in a row end the search.
  for (let failed = 0; failed < 50 && more(total);) {
    const [r2, f] = next(r);
    const luck = Math.floor(f * 2 ** 32) | 0;
    r = r2;
    for (let i = 0; i < moves.length; i++) results[i].push(NaN);
    const round = results[0].length - 1;
    for (let i = 0; i < moves.length && more(total); i++) {
      if (refused[i]) continue;
      const res = apply(world, moves[i]);
      if (!res.ok) {
        refused[i] = true;
        continue;
      }
      try {
        results[i][round] = playout(res.state, seat, luck, world.turn + PLAYOUT_TURNS)[1];
        total++;
        failed = 0;
      } catch {
        // A world the engine cannot carry on in (a card dealt where the rules never put it):
        // dropped, it says nothing about the move.
        failed++;
      }
    }
    if (refused.every((x) => x)) break;
    [r, world] = determinize(observation, r);
  }
  const best = pickBest(results, judged.slice(0, CANDIDATES).map((j) => j.v));
  return { action: moves[best], why: reasonFor(world, moves[best]), rng: r, playouts: total };
}

/** How many standard errors a move's playouts must be ahead of the move judged best one ply
 * ahead to be played instead, when the one-ply judge could not tell the two apart (a unit placed
 * at one location or another, a drain that takes effect later): then the playouts decide. One
 * standard error, not more: with the few rounds of a short budget (40 playouts are about seven
 * rounds) a stricter rule left almost every such decision to the one-ply judge, which spreads no
 * forces to drain with, and the search took 130 turns to drain a player who only passed. */
const OVERTURN_TIED = 1;
/** The same for a move the one-ply judge found worse: stronger evidence against a judgement
 * made. Most such moves pay for something that ends with the turn (a support icon or power
 * until end of turn, with nothing to use it on). Their playouts are within noise of passing,
 * because the quick player spends the energy in both; a use keeps the initiative, so the
 * search is asked again and again in the same phase, and at one standard error about one look
 * in six came out ahead by luck: one game used Independent Transport 114 times. */
const OVERTURN_WORSE = 2;

/** The move to play, from each move's results round by round (the first move being the one
 * judged best one ply ahead) and each move's one-ply judgement (`judged`, best first; without it
 * every move counts as judged worse): the first, unless another's results are ahead of it by
 * more than their noise (`OVERTURN_TIED` or `OVERTURN_WORSE` standard errors), over the rounds
 * both were played in (same world, same luck); then the one most ahead. Without results for the
 * first, the best mean. */
export function pickBest(results: readonly (readonly number[])[], judged: readonly number[] = []): number {
  const played = (xs: readonly number[]) => xs.filter((x) => !Number.isNaN(x));
  if (played(results[0]).length === 0) {
    const mean = (xs: readonly number[]) => (xs.length === 0 ? -Infinity : xs.reduce((a, b) => a + b, 0) / xs.length);
    let best = 0;
    for (let i = 1; i < results.length; i++) if (mean(played(results[i])) > mean(played(results[best]))) best = i;
    return best;
  }
  let best = 0;
  let bestLead = 0;
  for (let i = 1; i < results.length; i++) {
    const d: number[] = [];
    results[i].forEach((x, k) => {
      if (!Number.isNaN(x) && !Number.isNaN(results[0][k])) d.push(x - results[0][k]);
    });
    if (d.length < 2) continue;
    const m = d.reduce((a, b) => a + b, 0) / d.length;
    const se = Math.sqrt(d.reduce((a, b) => a + (b - m) ** 2, 0) / (d.length - 1) / d.length);
    const tied = judged.length > i && judged[i] >= judged[0];
    if (m - (tied ? OVERTURN_TIED : OVERTURN_WORSE) * se > 0 && m > bestLead) [best, bestLead] = [i, m];
  }
  return best;
}

const DECIDE: Record<Level, (input: DecideInput) => Decision> = { random: decideRandom, greedy: decideGreedy, search: decideSearch };

/** The level's move: always one of `legal`. */
export function decide(level: Level, input: DecideInput): Decision {
  if (input.legal.length === 0) throw new Error('decide: no legal action to choose from');
  return DECIDE[level](input);
}
