import { test } from '@playwright/test';
import { stepInPage } from './inPage';
import { loadPosition } from './positions';
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
test('work', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await loadPosition(page, 'busy');
  for (let i = 0; i < 12; i++) {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const d = await stepInPage(page);
    const buf = await browser.stopTracing();
    if (d === null) break;
    type E = { name: string; dur?: number; ph: string; args?: Record<string, Record<string, unknown>> };
    const ev = (JSON.parse(buf.toString()).traceEvents as E[]).filter((e) => e.ph === 'X' || e.ph === 'B');
    const lay = ev.filter((e) => e.name === 'Layout').map((e) => `${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects}`);
    const style = ev.filter((e) => e.name === 'UpdateLayoutTree').map((e) => e.args?.elementCount ?? (e.args?.beginData as { elementCount?: number } | undefined)?.elementCount);
    const paints = ev.filter((e) => e.name === 'Paint').map((e) => { const c = (e.args?.data?.clip as number[] | undefined); return c ? `${Math.round(Math.abs(c[2] - c[0]))}x${Math.round(Math.abs(c[5] - c[1]))}` : '?'; });
    const ms = (n: string) => ev.filter((e) => e.name === n).reduce((t, e) => t + (e.dur ?? 0), 0) / 1000;
    console.log(`${d}\n  layout ${lay.join(' ')} (${ms('Layout').toFixed(1)}ms) style ${style.join(' ')} (${ms('UpdateLayoutTree').toFixed(1)}ms) paint ${paints.join(' ')} (${ms('Paint').toFixed(1)}ms) script ${ms('FunctionCall').toFixed(1)} event ${ms('EventDispatch').toFixed(1)}`);
  }
});
