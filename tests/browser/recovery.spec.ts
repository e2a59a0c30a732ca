// No blank page: a stored entry the app fails on shows the recovery screen, which sets the entry
// aside so the player carries on.
import { expect, test } from '@playwright/test';

// A well-formed save whose label holds a marker. The page's Intl.Segmenter is made to overflow
// its stack on that marker, as a browser's built-ins did on a deeply nested entry (issue 9):
// reading this save then throws where no reader catches it.
const deck = [...Array(12).fill('1S296'), ...Array(48).fill('1C7')];
const poison = {
  format: 'wars-table-save', version: 1, id: 'poison', label: `\u2620 ${'x'.repeat(200)}`, savedAt: '2025-01-02T03:04:05.000Z',
  start: { seed: 1, decks: [deck, deck], firstPlayer: 'random' }, actions: [], deckNames: ['A', 'B'],
};

test('a poisonous stored entry shows the recovery screen, not a blank page; setting it aside carries on', async ({ page }) => {
  await page.addInitScript((text) => {
    if (!localStorage.getItem('wars-table:game:poison') && !sessionStorage.getItem('seeded')) {
      localStorage.setItem('wars-table:game:poison', text);
      sessionStorage.setItem('seeded', '1');
    }
    const segment = Intl.Segmenter.prototype.segment;
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, input: string) {
      if (input.includes('\u2620')) throw new RangeError('Maximum call stack size exceeded');
      return segment.call(this, input);
    };
  }, JSON.stringify(poison));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The table stopped' })).toBeVisible();
  await expect(page.getByText('Maximum call stack size exceeded')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/recovery-phone.png' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything this app stored' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wars-table-stored-data-.*\.json$/);

  await page.getByRole('button', { name: 'Set aside a saved game and carry on' }).click();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await expect(page.getByText(/The table stopped with an error while using it \(Maximum call stack size exceeded\)/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wars-table:game:poison'))).toBeNull();
});

test('the saved-games screen says whether the browser keeps the data and how much space saves use', async ({ page }) => {
  await page.goto('/');
  const storage = page.getByLabel('Storage on this device');
  await expect(storage).toContainText(/This browser (has agreed to keep|may clear|does not say)/);
  await expect(storage).toContainText(/Saved games and decks use \d+\.\d MB of about 5\.0 MB\./);
  await page.getByRole('heading', { name: 'Saved games' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/saved-games-storage.png' });
});
