import { test } from '@playwright/test';
import { stepInPage } from './inPage';
import { loadPosition } from './positions';
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
test('js', async ({ page }) => {
  test.setTimeout(240_000);
  await loadPosition(page, 'busy');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  for (let i = 0; i < 4; i++) await stepInPage(page);
  await cdp.send('Profiler.start');
  let n = 0;
  for (let i = 0; i < 12; i++) { const d = await stepInPage(page); if (d === null) break; n++; }
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const parent = new Map<number, number>();
  for (const x of profile.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
  const incl = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const seen = new Set<string>();
    for (let k: number | undefined = id; k !== undefined; k = parent.get(k)) {
      const f = byId.get(k)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
  });
  console.log([...incl].filter(([k]) => !/^\((root|program|idle|garbage)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, v]) => `${(v / n).toFixed(2).padStart(7)} ms ${k}`).join('\n'));
});
