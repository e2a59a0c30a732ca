// Playing by keyboard alone, from the start screen into the game: decks and first player chosen,
// a starting location each, the hand-overs, activating and passing, a card deployed, a pass.
// Nothing is clicked: locators only read what the page shows.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Tabs forward until the focused element's accessible label or text matches. */
async function tabTo(page: Page, match: RegExp): Promise<void> {
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? (el instanceof HTMLInputElement && el.labels?.[0] ? el.labels[0].textContent : el?.textContent) ?? '';
    });
    if (match.test(label.trim())) return;
  }
  throw new Error(`no focusable element matches ${match}`);
}

/** The hand-over screen focuses its button: Enter takes the screen. */
async function takeOverIfAsked(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^I am P\d/ });
  if (await button.count() === 0) return;
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

test('the focus stays on its start screen control while the rest of the app takes over', async ({ page }) => {
  // The light start screen is drawn again by the full app once that loads; a keyboard player's place
  // was lost with the old nodes (seen as a rare failure of the test below). The app is held back
  // until the focus is on a radio.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/assets/PersistentApp-*.js', async (route) => { await held; await route.continue(); });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await tabTo(page, /^Random$/);
  await expect(page.getByRole('heading', { name: 'Your decks' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Your decks' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Random', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'P1', exact: true })).toBeChecked();
});

test('a game is started and played into its first turn by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  // P1 goes first: the first-player radios are chosen with the arrow keys.
  await tabTo(page, /^Random$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'P1', exact: true })).toBeChecked();
  await tabTo(page, /^Seed/);
  await page.keyboard.type('7');
  await tabTo(page, /^Start the game$/);
  await page.keyboard.press('Enter');
  // A starting location each, the screen handed over between them.
  for (let i = 0; i < 2; i++) {
    await tabTo(page, /^Start at /);
    await page.keyboard.press('Enter');
    await takeOverIfAsked(page);
  }
  const status = page.locator('.status-bar .turn');
  await expect(status).toContainText('Turn 1');
  // Activate, then pass to the deploy phase; the screen comes to P1 when P1 may play a card.
  for (let i = 0; i < 20; i++) {
    await takeOverIfAsked(page);
    if (/deploy phase/.test(await status.innerText())) break;
    await tabTo(page, /^(Activate \d+|Pass)$/);
    await page.keyboard.press('Enter');
  }
  await expect(status).toContainText('deploy phase');
  await expect(page.getByRole('main', { name: 'Table, seen by P1' })).toBeVisible();
  // A card from the hand to a place it may go.
  await tabTo(page, /playable now/);
  await page.keyboard.press('Enter');
  await tabTo(page, /(, legal target|\(legal\))$/);
  await page.keyboard.press('Enter');
  const log = page.getByRole('region', { name: 'Game log' });
  await expect(log.or(page.getByRole('button', { name: /^I am P\d/ }))).toBeVisible();
  await takeOverIfAsked(page);
  await expect(log).toContainText(/P1 plays/);
  // And a pass: the deploy phase ends, unless P2 may answer first.
  await tabTo(page, /^Pass$/);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-phase="battle"]').or(page.getByRole('heading', { name: 'P2 decides' })).or(page.getByRole('button', { name: /^I am P2/ }))).toBeVisible();
});
