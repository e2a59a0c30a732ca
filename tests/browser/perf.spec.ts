// Speed as a player feels it (issue 11's budget): from a drop or a click to the board showing the
// result, painted, mid-game with 30 cards in play, with the processor slowed four times through
// Chromium's DevTools protocol. src/ui/perf.ts marks the input and measures to the frame after.
// The steps are taken inside the page (tests/browser/inPage.ts), so that nothing of the test
// harness runs while a step is being measured. Every browser run prints the figures; the budget
// itself is enforced by `npm run perf` (PERF_BUDGET=1), to be run on a machine that is otherwise
// idle: on a shared, busy machine wall-clock times under a 4× slowdown mean little. The work a step
// makes the page do (renders, DOM changes, layouts: tests/browser/workCount.ts) is counted too, and
// is the same on any machine.
import { expect, test } from '@playwright/test';
import { COMMIT_MEASURE, UPDATE_MEASURE } from '../../src/ui/perf';
import { stepInPage } from './inPage';
import { loadPosition } from './positions';
import { countWork, layoutsIn, summarise, workOf } from './workCount';
import type { StepWork } from './workCount';

const BUDGET_P95_MS = 50;

/** The value below which a share `q` of the (sorted) list lies. */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function figures(list: readonly number[]): string {
  const sorted = [...list].sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${quantile(sorted, 1).toFixed(1)} ms`;
}

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

test('drop or click to the board painted on a 31-card board, CPU slowed 4× (budget: p95 within 50 ms)', async ({ page }) => {
  test.setTimeout(300_000);
  const p = await loadPosition(page, 'busy');
  expect(p.cards).toBeGreaterThanOrEqual(30);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate((names) => names.forEach((n) => performance.clearMeasures(n)), [UPDATE_MEASURE, COMMIT_MEASURE]);
  const steps: string[] = [];
  // Each measure with the kind of step that made it (a hand-over step measures nothing).
  const byKind = new Map<string, number[]>();
  const durations = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
  // PERF_STEPS=1 prints every step with its time.
  for (let i = 0; i < 60; i++) {
    const before = (await durations(UPDATE_MEASURE)).length;
    const did = await stepInPage(page);
    if (did === null) break;
    steps.push(did);
    const now = await durations(UPDATE_MEASURE);
    const kind = did.startsWith('drop') ? 'drops' : did.startsWith('choose') ? 'choices' : 'other clicks';
    for (const ms of now.slice(before)) { byKind.set(kind, [...byKind.get(kind) ?? [], ms]); if (process.env.PERF_STEPS) console.log(`    ${ms.toFixed(0)} ms  ${did}`); }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ms = [...await durations(UPDATE_MEASURE)].sort((a, b) => a - b);
  const at = (q: number) => quantile(ms, q);
  const drops = steps.filter((s) => s.startsWith('drop')).length;
  console.log(`input to the board painted, CPU 4× slower, ${ms.length} steps (${drops} drops) on a board of ${p.cards} cards: ${figures(ms)}`);
  console.log(`  of which to the table rendered (the action applied, before the browser draws): ${figures(await durations(COMMIT_MEASURE))}`);
  for (const [kind, list] of byKind) console.log(`  ${kind}: ${list.length}, ${figures(list)}`);
  expect(drops).toBeGreaterThan(0);
  expect(ms.length).toBeGreaterThanOrEqual(20);
  if (process.env.PERF_BUDGET) expect(at(0.95), `p95 within ${BUDGET_P95_MS} ms`).toBeLessThanOrEqual(BUDGET_P95_MS);
});

test('the work a step makes the page do on the 31-card board, counted (renders, DOM changes, layouts)', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await countWork(page);
  await loadPosition(page, 'busy');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const steps: StepWork[] = [];
  const did: string[] = [];
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  for (let i = 0; i < 60; i++) {
    const work = await workOf(page, cdp, async () => { const d = await stepInPage(page); if (d !== null) did.push(d); return d; });
    if (!work) break;
    steps.push(work);
  }
  const traced = layoutsIn(await browser.stopTracing());
  const per = (n: number) => (n / steps.length).toFixed(1);
  console.log([...summarise(steps),
    `  traced: layouts ${per(traced.layouts)} (forced by script ${per(traced.forcedLayouts)}) of ${per(traced.laidOut)} objects; style recalculations ${per(traced.styles)} (forced ${per(traced.forcedStyles)}) of ${per(traced.restyled)} elements`,
    `  steps: ${did.filter((d) => d.startsWith('drop')).length} drops, ${did.filter((d) => d.startsWith('choose')).length} choices, ${did.length} in all`].join('\n'));
  expect(steps.length).toBeGreaterThanOrEqual(20);
  // The counter sees the table render: a step that changes the game renders something.
  expect(steps.filter((s) => Object.keys(s.measured.renders).length > 0).length).toBeGreaterThan(0);
});
