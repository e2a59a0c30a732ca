// Playing against the computer in the browser: whole games with every starter deck, the computer
// thinking in its worker on a short, repeatable budget (the address sets it), and nothing shown to the
// person that names a card the computer holds or keeps face down.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoHiddenTitles } from './secrets';

const STARTERS = ['Solidarity', 'Alliance', 'Swarm', 'Suppression', 'Cats & Claws', 'Overlords'];

async function startAgainstComputer(page: Page, deck: string, computerDeck: string, level: RegExp) {
  // A set number of playouts and a fixed seed: the computer plays the same game on a loaded machine.
  await page.goto('/?playouts=40&computerSeed=1&waitMs=0');
  await page.getByRole('group', { name: "P1's deck" }).getByRole('radio', { name: new RegExp(`^${deck}`) }).check();
  await page.getByRole('group', { name: "P2's deck" }).getByRole('radio', { name: new RegExp(`^${computerDeck}`) }).check();
  await page.getByRole('radio', { name: 'P1', exact: true }).check();
  await page.getByRole('radio', { name: 'The computer, as P2' }).check();
  await page.getByRole('radio', { name: level }).check();
  await page.getByLabel(/^Seed/).fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: /^Start at/ }).first().click();
  await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
}

/** The person's part, from inside the page: a question answered with its first option, else a
 * pass, so that the game runs its course quickly. Resolves with what it did, or null once the
 * game is over. */
function personStep(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
    const over = () => /wins|draw/.test([...document.querySelectorAll('[role=dialog] h2')].map((h) => h.textContent).join(' '));
    for (let i = 0; i < 400; i++) {
      if (over()) return null;
      const choice = document.querySelector<HTMLButtonElement>('[role=dialog] button.choice');
      if (choice) { choice.click(); return 'choice'; }
      const pass = document.querySelector<HTMLButtonElement>('button.pass');
      if (pass && !pass.disabled) { pass.click(); return 'pass'; }
      await wait(10);
    }
    return 'waiting';
  });
}

async function playToTheEnd(page: Page, check?: () => Promise<void>): Promise<void> {
  for (let step = 0; step < 3000; step++) {
    const did = await personStep(page);
    if (did === null) break;
    if (check && step % 40 === 0) await check();
  }
  await expect(page.getByRole('dialog').getByRole('heading', { name: /wins|draw/ })).toBeVisible();
}

for (const [i, deck] of STARTERS.entries()) {
  test(`the computer plays a whole game with ${deck}`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await startAgainstComputer(page, STARTERS[(i + 1) % STARTERS.length], deck, /^Strong/);
    await playToTheEnd(page);
    // The person only passed: the computer won, and said why it attacked or drained.
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'P2 wins' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a game against the computer is resumed against the computer', async ({ page }) => {
  test.setTimeout(240_000);
  await startAgainstComputer(page, 'Alliance', 'Swarm', /^Steady/);
  for (let i = 0; i < 15; i++) await personStep(page);
  await page.reload();
  await page.getByRole('button', { name: 'I am P1' }).click();
  await playToTheEnd(page);
  await expect(page.getByRole('dialog').getByRole('heading', { name: /wins|draw/ })).toBeVisible();
});

test('nothing shown to the person names a card the computer holds or keeps face down', async ({ page }) => {
  test.setTimeout(240_000);
  await startAgainstComputer(page, 'Swarm', 'Alliance', /^Steady/);
  let looked = 0;
  await playToTheEnd(page, async () => { looked += await expectNoHiddenTitles(page, [1], 0, 'the table against the computer'); });
  expect(looked).toBeGreaterThan(0);
});
