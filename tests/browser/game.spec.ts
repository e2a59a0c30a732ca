// A whole game through the page, by drag-and-drop and clicks, to a winner.
import { expect, test } from '@playwright/test';
import { playFirstOption, startGame } from './helpers';

// Reduced motion: the helper measures where to drop, so cards must not be mid-animation.
test.use({ reducedMotion: 'reduce' });

test('two players play a game to its end through the page', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1500, height: 1200 });
  await startGame(page, { seed: 3 });
  let steps = 0;
  while (await playFirstOption(page)) {
    steps++;
  }
  const end = page.getByRole('dialog', { name: /wins|draw/ });
  await expect(end).toBeVisible();
  console.log(`game over after ${steps} steps: ${await end.innerText()}`);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
});
