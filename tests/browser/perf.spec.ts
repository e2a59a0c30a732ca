// Speed as a player feels it (issue 11's budget): from a drop or a click to the board showing the
// result, painted, mid-game with 30 cards in play, with the processor slowed four times through
// Chromium's DevTools protocol. src/ui/perf.ts marks the input and measures to the frame after.
// The steps are taken inside the page (tests/browser/inPage.ts), so that nothing of the test
// harness runs while a step is being measured. Every browser run prints the figures; the budget
// itself is enforced by `npm run perf` (PERF_BUDGET=1), to be run on a machine that is otherwise
// idle: on a shared, busy machine wall-clock times under a 4× slowdown mean little.
import { expect, test } from '@playwright/test';
import { UPDATE_MEASURE } from '../../src/ui/perf';
import { stepInPage } from './inPage';
import { loadPosition } from './positions';

const BUDGET_P95_MS = 50;

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

test('drop or click to the board painted on a 31-card board, CPU slowed 4× (budget: p95 within 50 ms)', async ({ page }) => {
  test.setTimeout(300_000);
  const p = await loadPosition(page, 'busy');
  expect(p.cards).toBeGreaterThanOrEqual(30);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate((name) => performance.clearMeasures(name), UPDATE_MEASURE);
  const steps: string[] = [];
  for (let i = 0; i < 60; i++) {
    const did = await stepInPage(page);
    if (did === null) break;
    steps.push(did);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ms = await page.evaluate((name) => performance.getEntriesByName(name).map((e) => e.duration).sort((a, b) => a - b), UPDATE_MEASURE);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  const drops = steps.filter((s) => s.startsWith('drop')).length;
  console.log(`input to the board painted, CPU 4× slower, ${ms.length} steps (${drops} drops) on a board of ${p.cards} cards: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
  expect(drops).toBeGreaterThan(0);
  expect(ms.length).toBeGreaterThanOrEqual(20);
  if (process.env.PERF_BUDGET) expect(at(0.95), `p95 within ${BUDGET_P95_MS} ms`).toBeLessThanOrEqual(BUDGET_P95_MS);
});
