import { test } from '@playwright/test';
import { stepInPage } from './inPage';
import { loadPosition } from './positions';
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
test('mut', async ({ page }) => {
  test.setTimeout(240_000);
  await loadPosition(page, 'busy');
  for (let i = 0; i < 4; i++) await stepInPage(page);
  await page.evaluate(() => {
    const w = window as unknown as { muts: string[] };
    w.muts = [];
    new MutationObserver((list) => {
      for (const m of list) {
        const t = m.target as Element;
        const where = (t.nodeType === 1 ? t : t.parentElement)?.closest('[class]')?.className.toString().split(' ')[0] ?? '?';
        w.muts.push(`${m.type}${m.attributeName ? ':' + m.attributeName : ''} @${where}`);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  for (let i = 0; i < 3; i++) {
    const d = await stepInPage(page);
    const muts = await page.evaluate(() => { const w = window as unknown as { muts: string[] }; const m = w.muts; w.muts = []; return m; });
    const agg = new Map<string, number>();
    for (const m of muts) agg.set(m, (agg.get(m) ?? 0) + 1);
    console.log(await page.evaluate(() => { const w = window as unknown as Record<string, number>; const r = `lanes ${w.laneRenders} cards ${w.cardRenders} why ${(w as unknown as { laneWhy: string[] }).laneWhy.slice(0, 12).join(' ')}`; (w as unknown as { laneWhy: string[] }).laneWhy = []; w.laneRenders = 0; w.cardRenders = 0; return r; }));
    console.log(`${d}: ${muts.length} mutations\n` + [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `  ${v} ${k}`).join('\n'));
  }
});
