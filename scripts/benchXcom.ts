// X-COM Incursion's speed figures for `npm run bench`: listing the legal actions and applying one
// in positions from random games, complete random games, and replays.
import { randomXcomGame } from '../src/sim/xcomGames';
import { legalActions as xLegal, apply as xApply, replay as xReplay, createXcomGame } from '../src/xcom';
import type { XState } from '../src/xcom';

const quantile = (xs: number[], q: number) => xs.slice().sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];

export function benchXcom(): void {
  const xPositions: XState[] = [];
  const xGames = Array.from({ length: 20 }, (_, i) => randomXcomGame(500 + i, 20_000, xPositions));
  const xSamples: number[] = [];
  xPositions.forEach((s, i) => {
    const t0 = performance.now();
    const list = xLegal(s);
    if (list.length) xApply(s, list[(i * 31) % list.length]);
    xSamples.push((performance.now() - t0) * 1000);
  });
  console.log(`X-COM legal+apply: median ${quantile(xSamples, 0.5).toFixed(1)} µs, p95 ${quantile(xSamples, 0.95).toFixed(1)} µs (${xSamples.length} positions)`);
  xPositions.length = 0;
  const t3 = performance.now();
  let xActs = 0;
  for (let i = 0; i < 20; i++) xActs += randomXcomGame(900 + i).actions.length;
  const xSecs = (performance.now() - t3) / 1000;
  console.log(`X-COM random playouts: ${(20 / xSecs).toFixed(1)} complete games/s per core, ${Math.round(xActs / xSecs).toLocaleString('en')} actions/s (${(xActs / 20).toFixed(0)} actions per game)`);
  const xPasses: number[] = [];
  let xReplayed = 0;
  for (let pass = 0; pass < 4; pass++) {
    const t4 = performance.now();
    xReplayed = 0;
    for (const g of xGames) { xReplay(createXcomGame(g.seed), g.actions); xReplayed += g.actions.length; }
    xPasses.push(xReplayed / ((performance.now() - t4) / 1000));
  }
  console.log(`X-COM replay: ${Math.round(quantile(xPasses.slice(1), 0.5)).toLocaleString('en')} actions/s, median of 3 passes (${xReplayed} actions in ${xGames.length} games)`);
}
