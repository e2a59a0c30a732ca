// The rules reference in a real browser: opened from the start screen and searched, opened at a
// rule from a refusal's link, a log line's, a coach note's and the end screen's, keywords
// explained by focus and by tap, and no axe violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { drag, ownScreen, playFirstOption, startGame } from './helpers';
import { loadPosition } from './positions';

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

/** Opens the rule of a link and checks the reference shows that rule's explanation, then closes it. */
async function opensItsRule(page: Page, link: Locator): Promise<string> {
  await expect(link).toHaveAccessibleName(/^(?:R-[A-Z]+(?:-[A-Z]+)?|AMB|EX-[A-Z]+|CARD)-\d{2}: .*open in the rules reference$/);
  const id = (await link.innerText()).trim();
  await link.click();
  const entry = reference(page).getByRole('article', { name: new RegExp(id) });
  await expect(entry).toBeFocused();
  await expect(entry).toBeInViewport();
  await reference(page).getByRole('button', { name: 'Close' }).click();
  await expect(reference(page)).toHaveCount(0);
  return id;
}

test('a refusal\'s rule link opens that rule in the reference, and closing returns to the table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGame(page);
  await ownScreen(page);
  // Turn 1 begins in the activate phase: no card may be played yet.
  await drag(page, page.locator('.hand-card').first(), (p) => p.locator('.location-title').first());
  const link = page.getByRole('alert').locator('.rule-link');
  await link.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await opensItsRule(page, link);
  await expect(link).toBeFocused();
});


test('a log line\'s rule ID is a link that opens its explanation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGame(page);
  await ownScreen(page);
  // The first activation writes a line with its rule.
  const inLog = page.getByRole('region', { name: 'Game log' }).locator('.rule-link');
  for (let i = 0; i < 10 && await inLog.count() === 0; i++) await playFirstOption(page);
  await opensItsRule(page, inLog.first());
});

test('a coach note\'s rule ID in the review is a link that opens its explanation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A finished game opens on its review, at its last action.
  await loadPosition(page, 'finished');
  const review = page.getByRole('dialog', { name: 'Review of the game' });
  const inNotes = review.getByRole('list', { name: "Coach's notes" }).locator('.rule-link');
  for (let i = 0; i < 20 && await inNotes.count() === 0; i++) await review.getByRole('button', { name: 'Previous note' }).click();
  await opensItsRule(page, inNotes.first());
  await expect(review).toBeVisible();
});

test('R-WIN-01: after a player runs out of energy, the end screen says why and its rule link opens the rule', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loadPosition(page, 'lastEnergy');
  const open = page.locator('.details-toggle');
  const draw = page.getByRole('button', { name: 'Draw a card', exact: true });
  if (!await draw.isVisible() && await open.isVisible()) await open.click();
  await draw.click();
  await page.getByRole('dialog', { name: 'This loses the game' }).getByRole('button', { name: 'Draw a card anyway' }).click();
  // The game ends as the initiative next changes hands: play on by the first option until it does.
  const end = page.getByRole('dialog', { name: /^P\d wins$/ });
  for (let i = 0; i < 20 && await end.count() === 0; i++) await playFirstOption(page);
  await expect(end.locator('.result')).toContainText(/^P\d had no energy left in reserve, active or used pile/);
  expect(await opensItsRule(page, end.locator('.result .rule-link'))).toBe('R-WIN-01');
  await expect(end).toBeVisible();
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
