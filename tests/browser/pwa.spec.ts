// Offline, installable, and games that are never lost: in a real browser, against the built app
// with its service worker.
import { chromium, expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { playFirstOption, startGame, takeOverIfAsked } from './helpers';
import { SIZES } from './sizes';

/** Waits until the service worker controls the page: precaching is done. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** The status line of the table: turn, phase, who acts. */
const status = (page: Page) => page.locator('.status-bar p').first();
/** The turn and phase from the status bar, without whose screen it is ("your turn", "P2's turn"). */
const turnAndPhase = async (page: Page) => (await status(page).innerText()).replace(/ · (your|P\d's) turn/, '');

async function playSteps(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) if (!(await playFirstOption(page))) break;
  await takeOverIfAsked(page);
  await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
}

async function savedActionCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const id = localStorage.getItem('wars-table:current');
    const raw = id && localStorage.getItem(`wars-table:game:${id}`);
    return raw ? (JSON.parse(raw) as { actions: unknown[] }).actions.length : -1;
  });
}

test('a game in progress reloads with the network off and resumes behind the hand-over', async ({ page, context }) => {
  await page.setViewportSize({ width: 1500, height: 1200 });
  await page.goto('/');
  await serviceWorkerReady(page);
  await startGame(page, { seed: 5 });
  await playSteps(page, 12);
  const before = await turnAndPhase(page);
  const actions = await savedActionCount(page);
  expect(actions).toBeGreaterThan(2);

  await context.setOffline(true);
  await page.reload();
  // No card of either hand is on screen until a player takes it.
  await expect(page.getByRole('heading', { name: /^Pass the screen to P\d/ })).toBeVisible();
  await expect(page.locator('.hand-card')).toHaveCount(0);
  await takeOverIfAsked(page);
  await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
  await expect.poll(() => turnAndPhase(page)).toBe(before);
  expect(await savedActionCount(page)).toBe(actions);

  // Play goes on offline, and every action is saved.
  await playSteps(page, 3);
  expect(await savedActionCount(page)).toBeGreaterThan(actions);
  await context.setOffline(false);
});

test('closing the page and opening the game again resumes where it was', async ({ page, context }) => {
  await page.setViewportSize({ width: 1500, height: 1200 });
  await startGame(page, { seed: 9 });
  await playSteps(page, 10);
  const before = await turnAndPhase(page);
  await page.close();

  const again = await context.newPage();
  await again.setViewportSize({ width: 1500, height: 1200 });
  await again.goto('/');
  await expect(again.getByRole('heading', { name: /^Pass the screen to P\d/ })).toBeVisible();
  await takeOverIfAsked(again);
  await expect.poll(() => turnAndPhase(again)).toBe(before);

  // The game is also in the list of saved games, with its decks, turn and date.
  await again.evaluate(() => localStorage.removeItem('wars-table:current'));
  await again.reload();
  const saved = again.getByRole('region', { name: 'Saved games' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem')).toContainText(/ \(P1\) vs .+ \(P2\) · turn \d+, \w+ phase · \d+ actions · saved /);
  await saved.getByRole('button', { name: /^Resume/ }).click();
  await takeOverIfAsked(again);
  await expect.poll(() => turnAndPhase(again)).toBe(before);
});

test('a corrupt save gives a message, is set aside, and every other save still loads', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 1200 });
  await startGame(page, { seed: 2 });
  await playSteps(page, 4);
  // A second, damaged copy of the game becomes the game in progress; plus a save from the future.
  await page.evaluate(() => {
    const id = localStorage.getItem('wars-table:current')!;
    const raw = localStorage.getItem(`wars-table:game:${id}`)!;
    localStorage.setItem('wars-table:game:broken', raw.replace(`"id":"${id}"`, '"id":"broken"').slice(0, Math.floor(raw.length / 2)));
    localStorage.setItem('wars-table:game:future', JSON.stringify({ ...JSON.parse(raw), id: 'future', version: 7 }));
    localStorage.setItem('wars-table:game:junk', '<img src=x onerror="document.title=\'pwned\'">'.repeat(20_000));
    localStorage.setItem('wars-table:current', 'broken');
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.reload();

  const saved = page.getByRole('region', { name: 'Saved games' });
  await expect(saved.getByRole('status')).toContainText(/could not be resumed: .*truncated/);
  const aside = saved.getByRole('alert');
  await expect(aside).toContainText('Saves that could not be read');
  await expect(aside.getByRole('listitem')).toHaveCount(3);
  await expect(aside).toContainText(/unknown version 7/);
  await expect(aside).toContainText(/not valid JSON/);
  await expect(saved.locator('.saved-game')).toHaveCount(1);
  expect(await page.title()).toBe('WARS Table');
  expect(await page.locator('img').count()).toBe(0);

  // The good save still loads and plays on.
  await saved.getByRole('button', { name: /^Resume/ }).click();
  await takeOverIfAsked(page);
  await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app is installable: Chrome reports no installability errors', async ({ baseURL }, testInfo) => {
  const dir = testInfo.outputPath('profile');
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto('/');
    await serviceWorkerReady(page);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? (await fetch(link.href)).json() as Promise<{ name: string; display: string; icons: { sizes: string; purpose?: string }[] }> : null;
    });
    expect(manifest).toMatchObject({ name: 'WARS Table', display: 'standalone' });
    expect(manifest!.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const cdp = await context.newCDPSession(page);
    const r = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
    expect(r.installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the "ready to play offline" note leaves on its own, with motion reduced in the game menu too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('wars-table:settings', JSON.stringify({ view: { motion: 'reduce' } })));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduce');
  const note = page.getByText('Ready to play offline.');
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note).toHaveCount(0, { timeout: 10_000 });
});

test('on a phone the "ready to play offline" note shows at the top of the start screen, inside the screen\'s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const note = page.getByText('Ready to play offline.');
  await expect(note).toBeVisible({ timeout: 20_000 });
  const box = (await note.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844 / 4);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('on a phone the "ready to play offline" note leaves the X-COM board\'s top (a lesson\'s coach and the banner, kept there as the board scrolls) clear', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Straight into X-COM's lesson, as a newcomer would: the note comes while its coach speaks.
  await page.getByRole('radio', { name: 'X-COM Incursion' }).check();
  await page.getByRole('button', { name: 'Learn to play' }).click();
  const band = page.locator('.xc-head');
  await expect(page.getByRole('region', { name: /^Lesson: / })).toBeVisible();
  const note = page.getByText('Ready to play offline.');
  await expect(note).toBeVisible({ timeout: 20_000 });
  const clear = async () => {
    const n = (await note.boundingBox())!;
    for (const part of [band, page.locator('.xc-top')]) {
      const b = (await part.boundingBox())!;
      expect(Math.min(n.y + n.height, b.y + b.height) - Math.max(n.y, b.y)).toBeLessThanOrEqual(0);
    }
    expect(n.y + n.height).toBeLessThanOrEqual(844);
  };
  await clear();
  // A card brought into view scrolls the board: the band stays at the top of the screen.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await band.boundingBox())!.y).toBeLessThan(2);
  await clear();
});

/** What a notice covers on the table: the controls it overlaps, the top bar's buttons, Pass or Undo
 * if anything takes the click at their centre, and the words of the top bar under it. */
function coveredBy(notice: Locator): Promise<string[]> {
  return notice.evaluate((n) => {
    const a = n.getBoundingClientRect();
    const over = (b: DOMRect) => b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const name = (el: Element) => el.getAttribute('aria-label') ?? el.textContent!.trim().slice(0, 30);
    const controls = [...document.querySelectorAll<HTMLElement>('.table :is(button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"]))')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }));
    const hidden = controls.filter((el) => {
      const b = el.getBoundingClientRect();
      if (over(b)) return true;
      // The top bar's buttons, Pass and Undo take the click at their centre.
      if (!el.matches('.status-bar button, .pass, .undo')) return false;
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return !hit || !el.contains(hit);
    }).map((el) => `control ${name(el)}`);
    const words: string[] = [];
    const walk = document.createTreeWalker(document.querySelector('.status-bar')!, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(t);
      if ([...range.getClientRects()].some(over)) words.push(`words "${t.textContent}"`);
    }
    return [...hidden, ...words];
  });
}

/** The turn line reads whole at its centre and inside the screen. */
const turnLineInSight = (page: Page) => page.locator('.status-bar .turn').evaluate((el) => {
  const b = el.getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + Math.min(b.width, 40) / 2, b.top + b.height / 2);
  return b.top >= 0 && b.bottom <= innerHeight && !!hit && el.contains(hit);
});

// On the table the note takes a band of its own above the top bar: at every screen size it covers
// no control and no word of the top bar, the turn line included (laid over the turn line, it hid
// whose turn it was; in a corner it covered Undo and Pass, at the top of an upright phone the menu).
for (const size of SIZES) {
  test(`${size.name}: on the table the "ready to play offline" note covers no control and leaves the turn line in sight`, async ({ page, context }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The service worker is held back until the table is on the screen: the note comes there.
    let tableShown!: () => void;
    const shown = new Promise<void>((resolve) => { tableShown = resolve; });
    await context.route('**/sw.js', async (route) => { await shown; await route.continue(); });
    await startGame(page);
    tableShown();
    const note = page.locator('.pwa-note');
    await expect(note).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Undo your last action' })).toBeVisible();
    await expect.poll(() => coveredBy(note)).toEqual([]);
    await expect.poll(() => turnLineInSight(page)).toBe(true);
    // When it goes, the table has the whole screen again.
    await expect(note).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(async () => (await page.locator('.table').boundingBox())!.y).toBe(0);
  });
}

// A new version found while a game is on: the prompt stays until the player answers, and while it
// shows the table's controls (the menu, Pass, Undo, the details) are in reach and the turn line in
// sight at every screen size (in the corner it covered Undo until "Later"; on a phone the menu).
for (const size of SIZES) {
  test(`${size.name}: the update prompt leaves the menu, Pass and Undo in reach until the player answers`, async ({ page, context }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The page installs an older copy of the service worker; the check for a new version then finds
    // the one the server holds, which waits for the player, as after a release.
    await context.route('**/sw.js', async (route) => {
      const older = await route.fetch();
      await route.fulfill({ response: older, body: `${await older.text()}\n// an older version\n` });
    });
    await startGame(page);
    await serviceWorkerReady(page);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const prompt = page.getByRole('status').filter({ hasText: 'An update of WARS Table is ready' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => coveredBy(prompt)).toEqual([]);
    await expect.poll(() => turnLineInSight(page)).toBe(true);
    for (const control of [page.getByRole('button', { name: 'Menu', exact: true }), page.getByRole('button', { name: 'Pass', exact: true }), page.getByRole('button', { name: 'Undo your last action' })]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // The menu opens under it and closes again.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /menu/i })).toHaveCount(0);
    // "Later" gives the table the whole screen back (once the first install's offline note, which
    // may follow it, has gone too).
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(page.locator('.pwa-toast')).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(async () => (await page.locator('.table').boundingBox())!.y).toBe(0);
  });
}
