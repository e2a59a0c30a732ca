// Where Undo sits on the X-COM board: in the band kept at the top (with who acts and Pass) in a
// game, a lesson and a puzzle alike, never in the header, which scrolls away with the board.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export async function expectUndoInBand(page: Page, note = ''): Promise<void> {
  await expect(page.locator('.xc-top .xc-undo'), `${note}: no Undo in the header`).toHaveCount(0);
  const undo = page.locator('.xc-head .xc-banner').getByRole('button', { name: /^Undo/ });
  await expect(undo, `${note}: Undo in the band`).toBeVisible();
  // Still in reach with the board scrolled to its end (the band stays at the top).
  const y = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(undo, `${note}: Undo in view at the board's end`).toBeInViewport();
  await page.evaluate((top) => window.scrollTo(0, top), y);
}
