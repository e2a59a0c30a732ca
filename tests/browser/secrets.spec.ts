// Hidden information in the page: no title of a card in a hand or face-down pile is rendered
// anywhere the other player can read it (text, attributes, accessible names), through a whole
// game, hints and suggested moves included; a drag called off leaves nothing armed for the next
// player.
import { expect, test } from '@playwright/test';
import { playFirstOption, startGame, takeOverIfAsked } from './helpers';
import type { HandOverWatch } from './helpers';
import { expectNoHiddenTitles, showHints } from './secrets';

test.use({ reducedMotion: 'reduce' });

// The game from the report of the leak: seed 7, Solidarity against Swarm, P1 first.
const GAME = { seed: 7, deck: [/^\s*Solidarity/, /^\s*Swarm/] as [RegExp, RegExp], first: 'P1' as const };

test('no hidden card of the waiting player is in the page, at any hand-over or shared screen of a whole game', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1500, height: 1200 });
  let scans = 0;
  let checked = 0;
  let handOvers = 0;
  const watch: HandOverWatch = async (p, moment) => {
    scans++;
    if ('handOverTo' in moment) handOvers++;
    // Every hint shown first; every fifth screen, the computer's suggestion too.
    else await showHints(p, scans % 5 === 0);
    // On the hand-over and shared screens neither hand may show; on a player's own, the other's.
    checked += 'handOverTo' in moment ? await expectNoHiddenTitles(p, [0, 1], null, `hand-over to P${moment.handOverTo + 1}`)
      : 'shared' in moment ? await expectNoHiddenTitles(p, [0, 1], null, `shared screen, P${moment.shared + 1} deciding`)
        : await expectNoHiddenTitles(p, [moment.taken === 0 ? 1 : 0], moment.taken, `P${moment.taken + 1}'s table`);
  };
  await startGame(page, { ...GAME, path: '/?thinkMs=15', watch });
  let steps = 0;
  while (steps < 3000 && await playFirstOption(page, watch)) steps++;
  await expect(page.getByRole('dialog', { name: /wins|draw/ })).toBeVisible();
  console.log(`${steps} steps, ${handOvers} hand-overs, ${scans} screens scanned, ${checked} hidden titles looked for`);
  expect(scans).toBeGreaterThan(10);
});

test('a drag called off with Escape leaves nothing armed, and the next player sees nothing of it', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 1200 });
  await startGame(page, GAME);
  // Into P1's deploy phase, where hand cards have places to go.
  for (let i = 0; i < 40 && await page.locator('.hand-card.is-playable').count() === 0; i++) await playFirstOption(page);
  // The card of the report if it can be played, else a location (its slots in the row are what
  // was left armed), else any card.
  const playable = page.locator('.hand-card.is-playable');
  const choices = [playable.and(page.locator('[aria-label^="Ganymede/Underground Bunker"]')),
    playable.and(page.locator('[aria-label*="Site"], [aria-label*="Sector"]')), playable];
  let card = playable.first();
  for (const c of choices) if (await c.count() > 0) { card = c.first(); break; }
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y - 40, { steps: 5 });
  await expect(page.locator('.target-legal, .row-slot.is-active').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const armedAfterEscape = await page.locator('.target-legal, .row-slot.is-active').count();
  await expect(page.locator('.drag-overlay')).toHaveCount(0);
  // Play on to the next hand-over by clicks only (a drag would disarm the table).
  const handOver = page.getByRole('button', { name: /^I am P2/ });
  for (let i = 0; i < 200 && await handOver.count() === 0; i++) {
    const dialog = page.getByRole('dialog');
    if (await dialog.count() > 0) await dialog.locator('button.choice').first().click();
    else await page.getByRole('button', { name: 'Pass', exact: true }).click();
  }
  await takeOverIfAsked(page);
  // Whatever is still highlighted, the next player may click: nothing of P1's may come of it.
  const leftover = page.locator('.target-legal, .row-slot.is-active');
  const armedForP2 = await leftover.count();
  if (armedForP2 > 0) await leftover.first().click();
  await expectNoHiddenTitles(page, [0], 1, "P2's table after P1 called off a drag");
  expect({ armedAfterEscape, armedForP2 }).toEqual({ armedAfterEscape: 0, armedForP2: 0 });
});
