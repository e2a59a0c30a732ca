// npm run fuzz -- --games N [--first SEED] [--cap TURNS] [--game xcom]: seeded random games with
// invariants, each taken through a save and a file and back (WARS, or X-COM Incursion).
import { runFuzz } from '../src/sim/fuzz';
import { runXcomFuzz } from '../src/sim/xcomGames';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const t0 = performance.now();
const gameAt = process.argv.indexOf('--game');
if (gameAt >= 0 && process.argv[gameAt + 1] === 'xcom') {
  const x = runXcomFuzz({ games: arg('games', 100), first: arg('first', 1) });
  const secs = (performance.now() - t0) / 1000;
  const wins = Object.entries(x.wins).map(([rule, n]) => `${n} by ${rule}`).join(', ');
  console.log(`X-COM Incursion: ${x.games} games (${wins}); ${x.actions} actions in ${secs.toFixed(1)} s`);
  console.log(`${x.roundTrips} games replayed, saved, exported and imported again to the same state`);
  for (const v of x.violations.slice(0, 50)) console.log(`VIOLATION ${v}`);
  process.exit(x.violations.length ? 1 : 0);
}
const s = await runFuzz({ games: arg('games', 100), first: arg('first', 1), turnCap: arg('cap', 60) });
const ms = performance.now() - t0;
console.log(`${s.games} games: ${s.wins} won, ${s.draws} drawn, ${s.capped} stopped at the turn cap; ${s.actions} actions in ${(ms / 1000).toFixed(1)} s`);
console.log(`${s.roundTrips} games saved, loaded, exported and imported again to the same state`);
if (s.pairings.length) console.log(`starter pairings played: ${s.pairings.length}`);
for (const v of s.violations.slice(0, 50)) console.log(`VIOLATION ${v}`);
console.log(`${s.games - new Set(s.violations.map((v) => v.split(' ')[1])).size} passed, ${new Set(s.violations.map((v) => v.split(' ')[1])).size} failed`);
process.exit(s.violations.length ? 1 : 0);
