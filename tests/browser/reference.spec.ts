// The rules reference in a real browser: opened from the start screen and searched, opened at a
// rule from a refusal's link, keywords explained by focus and by tap, and no axe violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { drag, ownScreen, startGame } from './helpers';

const reference = (page: Page) => page.getByRole('dialog', { name: 'Rules reference' });

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).include('.reference-dialog').analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
}

/** Focuses the player's hand cards until the card detail shows a term to explain. */
async function inspectACardWithTerms(page: Page) {
  const cards = page.locator('.hand-card');
  for (let i = 0; i < await cards.count(); i++) {
    await cards.nth(i).focus();
    if (await page.locator('.card-detail .term-link').count() > 0) return page.locator('.card-detail .term-link').first();
  }
  throw new Error('no card in hand has a term in its text');
}

test('the start screen opens the reference; it is searched by words and by ID, and has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules reference' }).click();
  const ref = reference(page);
  await expect(ref.getByRole('heading', { name: 'Basics' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const search = ref.getByRole('searchbox', { name: /Search the rules/ });
  await expect(search).toBeFocused();
  await search.fill('drain');
  await expect(ref.getByRole('heading', { name: /^Found \d+ rules and \d+ terms?$/ })).toBeVisible();
  await expect(ref.getByRole('article', { name: /R-DRAIN-03/ })).toBeVisible();
  await search.fill('r-play-04');
  await expect(ref.getByRole('article').first()).toHaveAttribute('aria-labelledby', /R-PLAY-04/);
  expect(await violations(page)).toEqual([]);

  // A term's rule opens where it is, in its group.
  await search.fill('adjacent');
  await ref.getByRole('article', { name: 'Adjacent', exact: true }).getByRole('button', { name: /^R-LOC-11/ }).click();
  await expect(ref.getByRole('article', { name: /R-LOC-11/ })).toBeFocused();
  await expect(ref.getByRole('button', { name: 'Locations and control' })).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('Escape');
  await expect(ref).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rules reference' })).toBeFocused();
});

test('a refusal\'s rule link opens that rule in the reference, and closing returns to the table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGame(page);
  await ownScreen(page);
  // Turn 1 begins in the activate phase: no card may be played yet.
  await drag(page, page.locator('.hand-card').first(), (p) => p.locator('.location-title').first());
  const link = page.getByRole('alert').getByRole('button', { name: /^R-[A-Z]+-\d+: .*open in the rules reference$/ });
  const id = await link.innerText();
  await link.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await link.click();
  const entry = reference(page).getByRole('article', { name: new RegExp(id) });
  await expect(entry).toBeFocused();
  await expect(entry).toBeInViewport();
  await reference(page).getByRole('button', { name: 'Close' }).click();
  await expect(reference(page)).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('a keyword in the card detail is explained on keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGame(page);
  await ownScreen(page);
  const term = await inspectACardWithTerms(page);
  const tip = page.locator(`#${await term.getAttribute('aria-describedby')}`.replace(/:/g, '\\:'));
  await expect(tip).toBeHidden();
  await term.focus();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('role', 'tooltip');
  await expect(tip.locator('button, a')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a keyword in the card detail is explained on tap, and the reference fits the screen', async ({ page }) => {
    await startGame(page);
    await ownScreen(page);
  await ownScreen(page);
    const term = await inspectACardWithTerms(page);
    // On a phone the card detail is in the details drawer (the recap of the hand-over read first).
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if (await gotIt.count() > 0) await gotIt.tap();
    await page.getByRole('button', { name: 'Details', exact: true }).tap();
    await term.scrollIntoViewIfNeeded();
    await term.tap();
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Rules reference', exact: true }).tap();
    const ref = reference(page);
    await ref.getByRole('button', { name: 'Glossary' }).tap();
    await expect(ref.getByRole('article', { name: 'Initiative' })).toBeVisible();
    const dialogBox = (await ref.boundingBox())!;
    expect(dialogBox.width).toBeLessThanOrEqual(390);
    expect(await violations(page)).toEqual([]);
  });
});
