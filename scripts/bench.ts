// Bundled by esbuild and run with plain Node (npm run bench), so the figures are those of the
// shipped code rather than of a development loader.
// npm run bench: engine speed on positions from the middle of random games. Prints figures;
// nothing is asserted (shared machines make timed tests flaky).
import { apply, createGame, legalActions, replay } from '../src/engine';
import type { Action, GameState, NewGame } from '../src/engine';
import { playableStarterDecks, randomDeck } from '../src/sim/decks';
import { randomPick, randomSeed } from '../src/sim/randomGame';
import { benchXcom } from './benchXcom';
import { cpus, loadavg } from 'node:os';

// The fuzz's random player (and its step cap), without the fuzz's checks.
function lean(start: NewGame, keep?: GameState[]): Action[] {
  let s = createGame(start);
  let rng = randomSeed(start.seed);
  const actions: Action[] = [];
  while (s.winner === null && s.turn <= 60 && actions.length < 20_000) {
    let a: Action;
    [rng, a] = randomPick(rng, legalActions(s), s.stack.length);
    const res = apply(s, a);
    if (!res.ok) throw new Error(res.refusal.reason);
    s = res.state;
    actions.push(a);
    if (keep && actions.length % 7 === 0 && s.turn > 3) keep.push(s);
  }
  return actions;
}

const starts: NewGame[] = Array.from({ length: 40 }, (_, i) => ({
  seed: 1000 + i, decks: [randomDeck(2 * i + 7).cards, randomDeck(2 * i + 8).cards], firstPlayer: 'random' as const,
}));
const quantile = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];

// `npm run bench -- --game xcom`: X-COM Incursion's figures alone.
const gameAt = process.argv.indexOf('--game');
if (gameAt >= 0 && process.argv[gameAt + 1] === 'xcom') {
  benchXcom();
  process.exit(0);
}

/** Microseconds to list the legal actions and apply one, three rounds over the positions.
 * `fresh`: each position with a table object of its own, so that nothing derived from it is
 * found again (a position met for the first time). */
function legalApply(positions: readonly GameState[], fresh = false): number[] {
  const samples: number[] = [];
  for (let round = 0; round < (fresh ? 1 : 3); round++) {
    positions.forEach((p, i) => {
      const s = fresh ? { ...p, table: { ...p.table } } : p;
      const t0 = performance.now();
      const list = legalActions(s);
      if (list.length) apply(s, list[(i * 31 + round) % list.length]);
      samples.push((performance.now() - t0) * 1000);
    });
  }
  return samples;
}

// The figures before the speed work of issue 14 (main at 337afe4, 2026-11-28, this 2-core machine
// at load 2.2-3.6; median and p95 in µs), printed beside today's. Timings move with the load.
const BEFORE = { random: [43.6, 186.6], starter: [24.9, 122.3], playouts: 14.5 } as const;
const figures = (samples: number[], before?: readonly number[]) => `median ${quantile(samples, 0.5).toFixed(1)} µs, p95 ${quantile(samples, 0.95).toFixed(1)} µs`
  + `${before ? ` (before: ${before[0]}, ${before[1]})` : ''} (${samples.length} mid-game positions)`;

// Timings move with what else the machine runs: its load is printed with them.
console.log(`machine load (1, 5, 15 min): ${loadavg().map((x) => x.toFixed(1)).join(', ')} on ${cpus().length} cores`);

// 1. List the legal actions and apply one, in mid-game positions: random decks from every card
// that plays, and the six starter decks (what the computer opponent and the arena play, and
// what the first figure of this bench, 25 µs, was measured on).
const positions: GameState[] = [];
const games = starts.map((st) => ({ st, actions: lean(st, positions) }));
console.log(`legal+apply (list the legal actions, apply one), random decks: ${figures(legalApply(positions), BEFORE.random)}`);
console.log(`legal+apply, random decks, each position met for the first time: ${figures(legalApply(positions, true))}`);
positions.length = 0; // 22,000 kept states would only slow the collector in what follows
const starters = playableStarterDecks();
for (let i = 0; i < 36; i++) {
  lean({ seed: 2000 + i, decks: [starters[i % 6].cards, starters[Math.floor(i / 6)].cards], firstPlayer: 'random' }, positions);
}
console.log(`legal+apply, starter decks: ${figures(legalApply(positions), BEFORE.starter)}`);
positions.length = 0;

// 2. Random playouts (what a search runs): complete random games on one core.
const t1 = performance.now();
let n = 0;
let acts = 0;
for (const st of starts) { acts += lean({ ...st, seed: st.seed + 77 }).length; n++; }
const secs = (performance.now() - t1) / 1000;
console.log(`random playouts: ${(n / secs).toFixed(1)} complete games/s per core (before: ${BEFORE.playouts}), ${Math.round(acts / secs).toLocaleString('en')} actions/s (${(acts / n).toFixed(0)} actions per game)`);

// 3. Replay: the same games replayed five times; the first pass also pays for compiling the
// replay path, so it is printed apart and the figure is the median of the passes after it.
const passes: number[] = [];
let replayed = 0;
for (let pass = 0; pass < 6; pass++) {
  const t2 = performance.now();
  replayed = 0;
  for (const g of games) { replay(g.st, g.actions); replayed += g.actions.length; }
  passes.push(replayed / ((performance.now() - t2) / 1000));
}
const rate = quantile(passes.slice(1), 0.5);
console.log(`replay: ${Math.round(rate).toLocaleString('en')} actions/s, median of 5 passes (${replayed} actions, ${(replayed / rate * 1000 / games.length).toFixed(1)} ms per game; first pass ${Math.round(passes[0]).toLocaleString('en')} actions/s)`);

// 4. X-COM Incursion.
benchXcom();
