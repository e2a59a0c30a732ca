// Touch on a phone: a finger that rests on a card drags it to where it may go; a drag that is
// called off leaves nothing lit; a quick swipe scrolls the location row instead of dragging; a tap
// selects a card and a tap on a place plays it there; a hand of nine is a strip of whole cards
// that swipes sideways.
import { expect, test } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import { playFirstOption, startGame } from './helpers';
import { loadPosition } from './positions';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

async function touchAt(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel', x = 0, y = 0): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' || type === 'touchCancel' ? [] : [{ x, y }] });
}

async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where a finger touches a hand card, swiped into view: its left strip. */
async function onHandCard(page: Page, id: string): Promise<{ x: number; y: number }> {
  await page.locator(`.hand-card[data-card="${id}"]`).scrollIntoViewIfNeeded();
  const box = (await page.locator(`.hand-card[data-card="${id}"]`).boundingBox())!;
  return { x: box.x + 10, y: box.y + box.height / 2 };
}

/** A playable hand card, with one of the places it may go scrolled into view. */
async function playableAndVisibleTarget(page: Page): Promise<string> {
  const card = page.locator('.hand-card.is-playable').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-card'))!;
  const at = await onHandCard(page, id);
  await page.touchscreen.tap(at.x, at.y);
  await page.locator('.target-legal').first().scrollIntoViewIfNeeded();
  await page.touchscreen.tap(at.x, at.y);
  await expect(page.locator('.target-legal')).toHaveCount(0);
  return id;
}

/** The first highlighted place on screen (a lane by its location card). */
async function visibleTarget(page: Page): Promise<{ x: number; y: number }> {
  const found = await page.evaluate(() => {
    for (const lit of document.querySelectorAll('.target-legal')) {
      const el = lit.querySelector('.location-title') ?? lit;
      const b = el.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      if (x > 0 && x < window.innerWidth && y > 0 && y < window.innerHeight) return { x, y };
    }
    return null;
  });
  expect(found, 'a highlighted place on screen').not.toBeNull();
  return found!;
}

test('a finger held on a hand card drags it to a highlighted place, and it is played there', async ({ page }) => {
  await loadPosition(page, 'turn14');
  const cdp = await page.context().newCDPSession(page);
  const id = await playableAndVisibleTarget(page);
  const from = await onHandCard(page, id);
  await touchAt(cdp, 'touchStart', from.x, from.y);
  await page.waitForTimeout(300); // longer than the hold that starts a touch drag
  await touchAt(cdp, 'touchMove', from.x, from.y - 10);
  await expect(page.locator('.drag-overlay')).toBeVisible();
  const to = await visibleTarget(page);
  for (let i = 1; i <= 8; i++) await touchAt(cdp, 'touchMove', from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await touchAt(cdp, 'touchEnd');
  await expect(page.locator('.refusal')).toHaveCount(0);
  // The play is made (or the table asks which play is meant, when one place allows several).
  const chooser = page.getByRole('dialog');
  if (await chooser.count() > 0) await chooser.locator('button.choice').first().click();
  await expect(page.locator(`.hand [data-card="${id}"]`)).toHaveCount(0);
  await expect(page.locator('.target-legal')).toHaveCount(0);
});

test('a touch drag that is called off leaves no place lit and the card in the hand', async ({ page }) => {
  await loadPosition(page, 'turn14');
  const cdp = await page.context().newCDPSession(page);
  const id = await playableAndVisibleTarget(page);
  const from = await onHandCard(page, id);
  await touchAt(cdp, 'touchStart', from.x, from.y);
  await page.waitForTimeout(300);
  await touchAt(cdp, 'touchMove', from.x, from.y - 40);
  await expect(page.locator('.target-legal').first()).toBeAttached();
  await touchAt(cdp, 'touchCancel');
  await expect(page.locator('.target-legal')).toHaveCount(0);
  await expect(page.locator('.drag-overlay')).toHaveCount(0);
  await expect(page.locator(`.hand [data-card="${id}"]`)).toBeVisible();
});

test('a quick swipe across the location row scrolls it and drags nothing', async ({ page }) => {
  await loadPosition(page, 'turn14');
  const cdp = await page.context().newCDPSession(page);
  const row = page.locator('.location-row');
  const before = await row.evaluate((el) => el.scrollLeft);
  const start = await centre(page, '.lane:first-child .location-title');
  await touchAt(cdp, 'touchStart', start.x + 60, start.y);
  for (let i = 1; i <= 6; i++) await touchAt(cdp, 'touchMove', start.x + 60 - i * 30, start.y);
  await touchAt(cdp, 'touchEnd');
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  await expect(page.locator('.drag-overlay')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a tap selects a hand card and a tap on a lit place plays it', async ({ page }) => {
  await loadPosition(page, 'turn14');
  const id = await playableAndVisibleTarget(page);
  const at = await onHandCard(page, id);
  await page.touchscreen.tap(at.x, at.y);
  await expect(page.locator(`.hand-card[data-card="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
  const to = await visibleTarget(page);
  await page.touchscreen.tap(to.x, to.y);
  // Played at once, or the table asks which play is meant first.
  const chooser = page.getByRole('dialog');
  await expect.poll(async () => await chooser.count() > 0 || await page.locator(`.hand [data-card="${id}"]`).count() === 0).toBe(true);
  if (await chooser.count() > 0) await chooser.locator('button.choice').first().tap();
  await expect(page.locator(`.hand [data-card="${id}"]`)).toHaveCount(0);
});

test('a hand of nine on a phone shows every card whole, titles and numbers, in a strip that swipes sideways', async ({ page }) => {
  const p = await loadPosition(page, 'turn14');
  const cards = page.locator('.hand-card');
  await expect(cards).toHaveCount(Math.max(...p.hands));
  const strip = page.locator('.hand ul');
  for (const card of await cards.all()) {
    await card.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    // Nothing lies over the card: its title's corners and its numbers are its own.
    const covered = await card.evaluate((el) => {
      const spots = [el.querySelector('.face-title')!, el.querySelector('.stat-cells, .face-kind')!].flatMap((part) => {
        const b = part.getBoundingClientRect();
        return [[b.left + 2, b.top + 2], [b.right - 2, b.bottom - 2]];
      });
      return spots.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y))).map(([x, y]) => `${Math.round(x)},${Math.round(y)} ${document.elementFromPoint(x, y)?.className}`).join("; ");
    });
    expect(covered, `${await card.getAttribute("aria-label")} is covered`).toBe("");
  }
  // A swipe moves the strip, not the page.
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a recap after a hand-over on a phone is a strip with its newest line; shown in full, a long one keeps its "Got it" in view while the rest scrolls', async ({ page }) => {
  test.setTimeout(180_000);
  await startGame(page, { seed: 3, deck: [/Solidarity/, /Alliance/] });
  const recap = page.getByRole('region', { name: 'Since your last turn at the screen' });
  const long = async () => await recap.count() > 0 && await recap.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  for (let i = 0; i < 200 && !(await long()); i++) {
    if (await recap.count() === 0) {
      await playFirstOption(page);
      continue;
    }
    // Folded, it covers a strip at the top of the board, not the board.
    await expect(recap).toContainText(/Newest of \d+:/);
    expect((await recap.boundingBox())!.height).toBeLessThan(110);
    await recap.getByRole('button', { name: 'Show all' }).tap();
    await expect(recap.getByRole('list', { name: 'What happened meanwhile' })).toBeVisible();
    if (!(await long())) await recap.getByRole('button', { name: 'Got it' }).tap();
  }
  expect(await long(), 'a recap longer than its box').toBe(true);
  await expect(recap.getByRole('button', { name: 'Got it' })).toBeInViewport({ ratio: 1 });
  await recap.getByRole('button', { name: 'Got it' }).tap();
  await expect(recap).toHaveCount(0);
});

test('the other player\'s strip on a phone: the hand as one card back beside its count, and the notices below the strip, not over it', async ({ page }) => {
  await startGame(page, { seed: 7 });
  const hand = page.locator('.player-far .pile-hand');
  await expect(hand.locator('.card-back').first()).toBeVisible();
  expect(await hand.locator('.card-back').evaluateAll((backs) => backs.filter((b) => getComputedStyle(b).display !== 'none').length)).toBe(1);
  await expect(hand).toHaveAccessibleName(/^P\d's hand: 8 cards$/);
  // The first activation's note, once P1 has activated.
  const note = page.locator('.notices .hint-first');
  for (let i = 0; i < 40 && await note.count() === 0; i++) await playFirstOption(page);
  const bar = (await page.locator('.player-far').boundingBox())!;
  const box = (await note.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
});
