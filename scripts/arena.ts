// npm run arena -- --games N [--playouts P] [--pairs search:random,search:greedy,greedy:random]
// [--seed S] [--progress]
// Bots play each other across the starter decks, each pairing of decks in both seatings, and the
// win rates print with 95% confidence intervals (Wilson). A game still going at the turn cap
// counts as half a win to each side, like a draw. Bundled by esbuild and run with plain Node.
import { playBotGame, wilson } from '../src/ai';
import type { Level } from '../src/ai';
import { playableStarterDecks } from '../src/sim/decks';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const games = Number(arg('games', '36'));
const playouts = Number(arg('playouts', '200'));
const seed0 = Number(arg('seed', '1'));
const pairs = arg('pairs', 'search:random,search:greedy,greedy:random').split(',').map((p) => p.split(':') as [Level, Level]);
const progress = process.argv.includes('--progress');
const decks = playableStarterDecks();
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(`arena: ${games} games per pairing, ${decks.length} starter decks, search budget ${playouts} playouts per decision`);
for (const [a, b] of pairs) {
  let score = 0;
  let wins = 0;
  let losses = 0;
  let turns = 0;
  let refused = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
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
    if (progress && (i + 1) % 6 === 0) console.log(`  ${a} vs ${b}: ${score} of ${i + 1} after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const [lo, hi] = wilson(score, games);
  const secs = (performance.now() - t0) / 1000;
  console.log(`${a} vs ${b}: ${pct(score / games)} (95% CI ${pct(lo)}–${pct(hi)}); ${wins} won, ${losses} lost, ${games - wins - losses} drawn or unfinished; ${(turns / games).toFixed(1)} turns a game; ${refused} refused moves; ${(secs / games).toFixed(1)} s a game`);
}
