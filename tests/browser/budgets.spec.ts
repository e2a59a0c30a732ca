// The JavaScript budget (issue 11): what the browser fetches before the start screen can be used
// is at most 150 KB gzipped. Measured in the page: every script requested before the start screen
// marked itself ready, gzipped here (the same files `npm run size` weighs from the build).
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_KB = 150;

test('the start screen is usable after at most 150 KB of JavaScript, gzipped', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeEnabled();
  const scripts = await page.evaluate(() => {
    const ready = performance.getEntriesByName('wars:start-screen')[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith('.js') && r.startTime < ready).map((r) => r.name);
  });
  expect(scripts.length).toBeGreaterThan(0);
  let total = 0;
  const sizes: string[] = [];
  for (const url of scripts) {
    const body = await (await request.get(url)).body();
    const kb = gzipSync(body, { level: 9 }).length / 1024;
    total += kb;
    sizes.push(`${kb.toFixed(1)} KB ${new URL(url).pathname}`);
  }
  console.log(`JavaScript before the start screen is usable: ${total.toFixed(1)} KB gzipped\n  ${sizes.join('\n  ')}`);
  expect(total).toBeLessThanOrEqual(BUDGET_KB);
});
