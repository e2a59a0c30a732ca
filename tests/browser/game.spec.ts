// A whole game of two starter decks through the page, by drag-and-drop and clicks, to a winner.
import { expect, test } from '@playwright/test';
import { UPDATE_MEASURE } from '../../src/ui/perf';
import { playFirstOption, startGame } from './helpers';

// Reduced motion: the helper measures where to drop, so cards must not be mid-animation.
test.use({ reducedMotion: 'reduce' });

test('two players play a starter-deck game to its end through the page', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGame(page, { seed: 3, deck: [/Solidarity/, /Alliance/] });
  let steps = 0;
  while (await playFirstOption(page)) steps++;
  const end = page.getByRole('dialog', { name: /wins|draw/ });
  await expect(end).toBeVisible();
  console.log(`game over after ${steps} steps: ${await end.innerText()}`);
  // Drop or click to updated table, over every action of the game (reported, not asserted).
  const ms = await page.evaluate((name) => performance.getEntriesByName(name).map((e) => e.duration).sort((a, b) => a - b), UPDATE_MEASURE);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  console.log(`input to updated table over ${ms.length} actions: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
});
