// Where a step's time goes: a CPU profile of play on the busy board, CPU slowed 4×, aggregated by
// function (self time). Run only when asked (PERF_PROFILE=1), best on an unminified build.
import { test } from '@playwright/test';
import { stepInPage } from './inPage';
import { loadPosition } from './positions';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }

test('CPU profile of play on the busy board', async ({ page }) => {
  test.skip(!process.env.PERF_PROFILE, 'PERF_PROFILE=1 to run');
  test.setTimeout(300_000);
  await loadPosition(page, 'busy');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < 60; i++) if (await stepInPage(page) === null) break;
  const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  // Inclusive time of named functions (once per stack).
  const total = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  for (const [id, us] of self) {
    const names = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      if (f.functionName) names.add(`${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber + 1}`);
    }
    for (const k of names) total.set(k, (total.get(k) ?? 0) + us);
  }
  const fmt = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  // Who calls the costliest native calls (forced layouts, DOM removal): their nearest named callers.
  const callers = (name: string) => {
    const m = new Map<string, number>();
    for (const [id, us] of self) {
      if (byId.get(id)!.callFrame.functionName !== name) continue;
      const chain: string[] = [];
      for (let n = parent.get(id); n !== undefined && chain.length < 4; n = parent.get(n)) {
        const f = byId.get(n)!.callFrame;
        if (!/^(recursively|safely|flush|perform|run|render|complete|dispatch|batched|process)/.test(f.functionName)) chain.push(`${f.functionName || '(anon)'}:${f.lineNumber + 1}`);
      }
      const k = chain.join(' < ');
      m.set(k, (m.get(k) ?? 0) + us);
    }
    return `${name}:\n${fmt(m, 8)}`;
  };
  console.log(['getBoundingClientRect', 'removeChild', 'scrollIntoView', 'focus', 'querySelector'].map(callers).join('\n'));
  console.log(`self time:\n${fmt(byFn, 45)}\ninclusive:\n${fmt(total, 70)}`);
});

// The browser's own work (style, layout, paint), which a CPU profile shows only as "(program)":
// a timeline trace of the same play, its events on the page's main thread summed by name.
test('timeline of play on the busy board, by kind of work', async ({ page, browser }) => {
  test.skip(!process.env.PERF_PROFILE, 'PERF_PROFILE=1 to run');
  test.setTimeout(300_000);
  await loadPosition(page, 'busy');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  let steps = 0;
  for (; steps < 60; steps++) if (await stepInPage(page) === null) break;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ph: string; dur?: number; pid: number; tid: number; args?: { name?: string } }[] };
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const sums = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur || e.pid !== main?.pid || e.tid !== main?.tid) continue;
    sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur);
  }
  console.log(`main thread, ms per step over ${steps} steps (nested events counted in each):\n${[...sums].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, us]) => `  ${(us / 1000 / steps).toFixed(1).padStart(7)}  ${k}`).join('\n')}`);
});
