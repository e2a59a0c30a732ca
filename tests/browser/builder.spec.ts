// The deck builder in a real browser: a deck built from the pool with filters, validated live,
// saved on the device; deck lists imported with bad lines and exported; hostile input as text.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { takeOverIfAsked } from './helpers';

// Playwright's loader cannot import the card data's JSON modules: read the files.
type StarterDeck = { name: string; cards: { number: string; qty: number }[] };
type Facts = { number: string; title: string; type: string; faction: string; energyCost: number | null };
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const DECKS = readJson('../../cards/decks.json') as StarterDeck[];
const CARDS = Object.fromEntries((readJson('../../cards/facts.json') as Facts[]).map((c) => [c.number, c]));

async function openBuilder(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the deck builder' }).click();
  await expect(page.getByRole('heading', { name: 'Deck builder', level: 1 })).toBeVisible();
}

const deckCount = (page: Page) => page.locator('.deck-count');
const importBox = (page: Page) => page.getByLabel('Deck list to import');

/** Adds `copies` of each of the first `cards` cards the pool list shows. */
async function addFirst(page: Page, cards: number, copies: number): Promise<void> {
  const items = page.locator('.pool-list > li');
  for (let i = 0; i < cards; i++) {
    const add = items.nth(i).getByRole('button', { name: /^Add / });
    for (let k = 0; k < copies; k++) await add.click();
  }
}

test('a deck built in the builder is validated live and saved on the device', async ({ page }) => {
  await openBuilder(page);
  await expect(page.getByRole('status').filter({ hasText: /^497 cards match\.$/ })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('cgc grunt');
  await expect(page.locator('.pool-list > li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByLabel('Type', { exact: true }).selectOption('LOCATION');
  await addFirst(page, 3, 4);
  await expect(page.locator('.deck-problems')).toContainText('The deck has 12 cards; it must have exactly 60.');
  await page.getByLabel('Type', { exact: true }).selectOption('CHARACTER');
  await addFirst(page, 12, 4);
  await expect(deckCount(page)).toHaveText('60 / 60 cards');
  await expect(page.locator('.deck-problems')).toHaveText('This deck follows every deck rule and can be played.');

  // One card fewer, or one too many: the reason shows at once, with its rule.
  const first = page.locator('.deck-list > li').filter({ hasText: 'CGC Grunt' });
  await first.getByRole('button', { name: /^One fewer/ }).click();
  await expect(page.locator('.deck-problems')).toContainText('The deck has 59 cards; it must have exactly 60. (R-SETUP-01)');
  await first.getByRole('button', { name: /^One more/ }).click();
  await first.getByRole('button', { name: /^One more/ }).click();
  await expect(page.locator('.deck-problems')).toContainText(/at most 4 unless the card is Unlimited\. \(R-SETUP-03\)/);
  await first.getByRole('button', { name: /^One fewer/ }).click();

  const name = '<img src=x onerror="document.title=\'pwned\'"> Train deck';
  await page.getByLabel('Deck name').fill(name);
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.locator('.builder-message')).toHaveText(`Saved "${name}" on this device.`);
  await expect(page.locator('.saved-decks')).toContainText(name);
  expect(await page.locator('img').count()).toBe(0);

  // Kept on the device: listed again after a reload, and loads for editing.
  await page.reload();
  await page.getByRole('button', { name: 'Open the deck builder' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(deckCount(page)).toHaveText('60 / 60 cards');
  await expect(page.getByLabel('Deck name')).toHaveValue(name);
  expect(await page.title()).toBe('WARS Table');
});

test('a deck built in the builder is played from the start screen', async ({ page }) => {
  await openBuilder(page);
  await page.getByLabel('Type', { exact: true }).selectOption('LOCATION');
  await addFirst(page, 3, 4);
  await page.getByLabel('Type', { exact: true }).selectOption('CHARACTER');
  await addFirst(page, 12, 4);
  await expect(page.locator('.deck-problems')).toHaveText('This deck follows every deck rule and can be played.');
  await page.getByLabel('Deck name').fill('Kitchen table deck');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await page.getByRole('button', { name: 'Back to the start screen' }).click();

  // Listed among each player's decks, under "Your decks", and playable.
  for (const seat of ['P1', 'P2']) {
    await page.getByRole('group', { name: `${seat}'s deck` }).getByRole('group', { name: 'Your decks' }).getByLabel('Kitchen table deck').check();
  }
  await page.getByRole('radio', { name: 'P1', exact: true }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: /^Start at/ }).first().click();
    await takeOverIfAsked(page);
  }
  await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
  await page.getByRole('button', { name: /^Activate \d+$/ }).first().click();
  await expect(page.getByRole('region', { name: 'Game log' })).toContainText('P1 takes the activation action');
  // The game in progress (autosaved) was dealt from the built deck, for both players.
  const { deck, dealt } = await page.evaluate(() => {
    const read = (prefix: string) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => JSON.parse(localStorage.getItem(k)!));
    const [saved] = read('wars-table:deck:') as { cards: { number: string; qty: number }[] }[];
    const [game] = read('wars-table:game:') as { start: { decks: string[][] } }[];
    return { deck: saved.cards.flatMap((c) => Array<string>(c.qty).fill(c.number)).sort(), dealt: game.start.decks.map((d) => [...d].sort()) };
  });
  expect(deck).toHaveLength(60);
  expect(dealt).toEqual([deck, deck]);
});

test('deck lists: bad lines get their own messages, nothing is half-imported, export round-trips', async ({ page }) => {
  await openBuilder(page);
  await importBox(page).fill('# Grunts\n4 CGC Grunt\nfour grunts\n4x 1C7\n2 Nonexistent <b>Card</b>\n');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const errors = page.locator('.import-errors');
  await expect(errors).toContainText('Nothing was imported: 2 lines could not be read.');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Line 3: Expected a count then a card, e.g. "4 CGC Grunt" or "4x 1C7". four grunts',
    'Line 5: No card is titled "Nonexistent <b>Card</b>". 2 Nonexistent <b>Card</b>',
  ]);
  await expect(deckCount(page)).toHaveText('0 / 60 cards');

  await errors.getByRole('button', { name: 'Import only the readable lines (8 cards)' }).click();
  await expect(deckCount(page)).toHaveText('8 / 60 cards');
  await expect(page.getByLabel('Deck name')).toHaveValue('Grunts');

  await page.getByRole('button', { name: 'Export as text' }).click();
  const exported = page.getByLabel('Deck list', { exact: true });
  await expect(exported).toHaveValue('# Grunts\n8 CGC Grunt\n');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('grunts.txt');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toBe('# Grunts\n8 CGC Grunt\n');

  // The exported list imports cleanly as a new deck.
  await page.getByRole('button', { name: 'New deck' }).click();
  await expect(deckCount(page)).toHaveText('0 / 60 cards');
  await importBox(page).fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(deckCount(page)).toHaveText('8 / 60 cards');
  await expect(page.locator('.builder-message')).toHaveText('Imported 8 cards as a new deck; save it to keep it.');
});

test('a pasted megabyte is refused as a whole and markup stays text', async ({ page }) => {
  await openBuilder(page);
  const errorsBefore: string[] = [];
  page.on('pageerror', (e) => errorsBefore.push(e.message));
  // Pasted in one go (typing a megabyte through fill() would take minutes).
  await importBox(page).evaluate((el, text) => {
    const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    set.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, '<script>document.title="pwned"</script>\n'.repeat(26_000));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.locator('.import-errors')).toContainText(/The deck list is too large \(\d+ KB or more\); the limit is 200 KB\./);
  await expect(deckCount(page)).toHaveText('0 / 60 cards');
  expect(await page.title()).toBe('WARS Table');
  expect(errorsBefore).toEqual([]);
});

test('the builder and the saved games have no serious accessibility violations', async ({ page }) => {
  const serious = async () => (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Saved games' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Open the deck builder' }).click();
  await importBox(page).fill('4 CGC Grunt\nbad line\n');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.locator('.import-errors')).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('the deck shape: cost curve, destiny spread, types, factions and support icons, at desktop and phone sizes', async ({ page }, info) => {
  const starter = DECKS[0];
  const costOf = (n: string) => CARDS[n].energyCost;
  const nonLocations = starter.cards.filter((e) => CARDS[e.number].type !== 'LOCATION').reduce((a, e) => a + e.qty, 0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBuilder(page);
  await importBox(page).fill(`# ${starter.name}\n${starter.cards.map((e) => `${e.qty}x ${e.number}`).join('\n')}\n`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(deckCount(page)).toHaveText('60 / 60 cards');

  const shape = page.getByRole('region', { name: 'Deck shape' });
  const cost = shape.getByRole('figure', { name: 'Energy cost' });
  // Every bar reads aloud with its count; the curve holds every card but the locations.
  const bars = await cost.getByRole('listitem').evaluateAll((li) => li.map((l) => l.getAttribute('aria-label')!));
  expect(bars).toHaveLength(7);
  expect(bars.reduce((a, b) => a + Number(/: (\d+) card/.exec(b)![1]), 0)).toBe(nonLocations);
  const ones = starter.cards.filter((e) => CARDS[e.number].type !== 'LOCATION' && costOf(e.number) === 1).reduce((a, e) => a + e.qty, 0);
  await expect(cost.getByRole('listitem', { name: `Cost 1: ${ones} card${ones === 1 ? '' : 's'}` })).toBeVisible();
  await expect(shape.getByRole('figure', { name: 'Destiny' })).toContainText(/average \d/);
  await expect(shape.getByRole('figure', { name: 'Card types' }).getByRole('listitem', { name: /^Location: \d+ cards$/ })).toBeVisible();
  await expect(shape.getByRole('figure', { name: 'Factions' }).getByRole('listitem', { name: /^Gongen: \d+ cards$/ })).toBeVisible();
  // The starter deck's locations give every support icon its cards need (R-LOC-05).
  const support = shape.getByRole('figure', { name: 'Support icons' });
  await expect(support.getByRole('row', { name: /^Gongen/ })).toBeVisible();
  await expect(support).not.toContainText('short');
  const violations = (await new AxeBuilder({ page }).include('.deck-shape').analyze()).violations.map((v) => `${v.impact} ${v.id}`);
  expect(violations).toEqual([]);
  await page.screenshot({ path: info.outputPath('builder-desktop.png') });
  await shape.screenshot({ path: info.outputPath('builder-shape.png') });

  // Taking away the locations leaves the support short, and the chart says by how much.
  for (const e of starter.cards.filter((c) => CARDS[c.number].type === 'LOCATION')) {
    const row = page.locator('.deck-list > li').filter({ hasText: CARDS[e.number].title }).first();
    for (let i = 0; i < e.qty; i++) await row.getByRole('button', { name: /^One fewer/ }).click();
  }
  await expect(support.getByRole('row', { name: /^Gongen/ })).toContainText(/\d+ short/);
  await expect(shape.getByRole('figure', { name: 'Card types' })).not.toContainText('Location');

  await page.setViewportSize({ width: 390, height: 844 });
  await shape.scrollIntoViewIfNeeded();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: info.outputPath('builder-phone.png') });
});

test('search finds cards by faction, type, label and keyword', async ({ page }) => {
  await openBuilder(page);
  const shown = page.locator('.pool-list > li');
  // Veteran Pilot has Piloting; CGC Grunt has no keyword.
  await page.getByLabel('Keyword', { exact: true }).selectOption('piloting');
  await expect(shown.filter({ hasText: 'Veteran Pilot' })).toHaveCount(1);
  await expect(shown.filter({ hasText: 'CGC Grunt' })).toHaveCount(0);
  await page.getByLabel('Keyword', { exact: true }).selectOption('any');
  await page.getByLabel('Search', { exact: true }).fill('piloting');
  await expect(shown.filter({ hasText: 'Veteran Pilot' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Label', { exact: true }).selectOption('Hellcats');
  await expect(shown.filter({ hasText: 'Hellcat Aviatrix' })).toHaveCount(1);
  await expect(shown.filter({ hasText: 'Veteran Pilot' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search', { exact: true }).fill('quay ship');
  const ships = Object.values(CARDS).filter((c) => c.faction === 'Quay' && c.type === 'SHIP');
  expect(ships.length).toBeGreaterThan(2);
  for (const c of ships.slice(0, 3)) await expect(shown.filter({ hasText: c.title }).first()).toBeVisible();
});
