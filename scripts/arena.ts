// npm run arena -- --games N [--playouts P] [--pairs search:random,search:greedy,greedy:random]
// [--seed S] [--progress] [--each] [--only i,j,...]
// npm run arena -- --game xcom [--games 20] [--seed 500] [--pairs greedy:random,...]: X-COM
// Incursion's levels, Earth's first, one game a seed.
// Bots play each other across the starter decks, each pairing of decks in both seatings, and the
// win rates print with 95% confidence intervals (Wilson). A game still going at the turn cap
// counts as half a win to each side, like a draw. Bundled by esbuild and run with plain Node.
import { playBotGame, wilson } from '../src/ai';
import type { Level } from '../src/ai';
import { playableStarterDecks } from '../src/sim/decks';
import { xcomArena } from '../src/sim/xcomBots';
import type { XcomLevel } from '../src/xcom/levels';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const xcom = arg('game', 'wars') === 'xcom';
const games = Number(arg('games', xcom ? '20' : '36'));
const playouts = Number(arg('playouts', '200'));
const seed0 = Number(arg('seed', xcom ? '500' : '1'));
const pairs = arg('pairs', xcom ? 'greedy:greedy,greedy:random,random:greedy,random:random' : 'search:random,search:greedy,greedy:random').split(',').map((p) => p.split(':') as [Level, Level]);
const progress = process.argv.includes('--progress');
/** Print every game (its seed, decks and end); only the games numbered (from 0) in --only. */
const each = process.argv.includes('--each');
const only = arg('only', '') === '' ? null : new Set(arg('only', '').split(',').map(Number));
const decks = playableStarterDecks();
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

if (xcom) {
  const seeds = Array.from({ length: games }, (_, i) => seed0 + i);
  console.log(`arena (X-COM Incursion): seeds ${seed0}–${seed0 + games - 1}, Earth's level first`);
  for (const [earth, aliens] of pairs as [XcomLevel, XcomLevel][]) {
    const t0 = performance.now();
    const r = xcomArena(seeds, [earth, aliens]);
    const how = Object.entries(r.byRule).map(([rule, n]) => `${n} by ${rule}`).join(', ');
    console.log(`${earth} Earth vs ${aliens} Aliens: Earth won ${r.earth}, the Aliens ${r.aliens}, ${r.unfinished} unfinished (${how}); ${r.turns.toFixed(1)} turns a game; ${((performance.now() - t0) / 1000 / games).toFixed(1)} s a game`);
  }
  process.exit(0);
}

console.log(`arena: ${games} games per pairing, ${decks.length} starter decks, search budget ${playouts} playouts per decision`);
for (const [a, b] of pairs) {
  let score = 0;
  let wins = 0;
  let losses = 0;
  let turns = 0;
  let refused = 0;
  const t0 = performance.now();
  let played = 0;
  for (let i = 0; i < games; i++) {
    if (only && !only.has(i)) continue;
    played++;
    // Games 2j and 2j+1: one pairing of decks (the pairings taken five apart, so that a short
    // arena still meets every deck on both sides), A in the first seat and then in the second.
    const k = (Math.floor(i / 2) * 5) % (decks.length * decks.length);
    const [da, db] = [decks[k % decks.length], decks[Math.floor(k / decks.length)]];
    const aSeat = i % 2;
    const levels: [Level, Level] = aSeat === 0 ? [a, b] : [b, a];
    const r = playBotGame({ decks: aSeat === 0 ? [da.cards, db.cards] : [db.cards, da.cards], seed: seed0 + i, levels, budget: { playouts } });
    refused += r.refused;
    turns += r.turns;
    if (r.winner === aSeat) { score += 1; wins++; } else if (r.winner === 1 - aSeat) losses++; else score += 0.5;
    if (each) console.log(`  game ${i} (seed ${seed0 + i}): ${levels[0]} ${aSeat === 0 ? da.name : db.name} vs ${levels[1]} ${aSeat === 0 ? db.name : da.name}: ${r.winner === null ? 'unfinished' : r.winner === 'draw' ? 'draw' : `${levels[r.winner]} won`} after ${r.turns} turns`);
    if (progress && played % 6 === 0) console.log(`  ${a} vs ${b}: ${score} of ${played} after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const [lo, hi] = wilson(score, played);
  const secs = (performance.now() - t0) / 1000;
  console.log(`${a} vs ${b}: ${pct(score / played)} (95% CI ${pct(lo)}–${pct(hi)}); ${wins} won, ${losses} lost, ${played - wins - losses} drawn or unfinished; ${(turns / played).toFixed(1)} turns a game; ${refused} refused moves; ${(secs / played).toFixed(1)} s a game`);
}
