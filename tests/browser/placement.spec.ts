// Placing a location (R-LOC-07), at every screen size, by touch on phones: a site whose related
// site is already in the row may go only beside it, and the row offers exactly the places the
// engine accepts. A "+" the engine would refuse is never shown (on a phone one was tapped and
// refused), no "+" covers a lane's name, the one offered comes into view by itself, and a tap on
// it places the card there.
import { expect, test } from '@playwright/test';
import { loadPosition } from './positions';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

for (const size of SIZES) {
  const touch = size.name.startsWith('phone');
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: touch, isMobile: touch });

    test(`${size.name}: R-LOC-07 a site is offered only the places beside its related site, none covering a lane's name`, async ({ page }, info) => {
      // Turn 1: Mercury/Untapped Planet, Themis/Landing Pad, Ganymede/Traginium Source; P1 holds
      // Ganymede/Pilgrims' Camp, which the rules let go only next to the Ganymede: position 3.
      await loadPosition(page, 'relatedSite');
      const press = async (l: ReturnType<typeof page.locator>) => { await l.scrollIntoViewIfNeeded(); await (touch ? l.tap() : l.click()); };
      const card = page.locator('.hand-card[aria-label*="Pilgrims"]').first();
      const id = (await card.getAttribute('data-card'))!;
      await press(card);
      await expect(card).toHaveAttribute('aria-pressed', 'true');

      const slots = page.locator('button.row-slot');
      await expect(slots).toHaveCount(1);
      await expect(slots.first()).toHaveAttribute('data-target', 'slot:2');
      // On a phone the row swipes: the place comes into view by itself.
      await expect(slots.first()).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: info.outputPath(`${size.name}-placing.png`) });
      const covered = await page.evaluate(() => {
        const found: string[] = [];
        for (const slot of document.querySelectorAll('button.row-slot')) {
          const s = slot.getBoundingClientRect();
          for (const name of document.querySelectorAll('.location-title')) {
            const n = name.getBoundingClientRect();
            if (s.left < n.right - 1 && n.left < s.right - 1 && s.top < n.bottom - 1 && n.top < s.bottom - 1) found.push(`${slot.getAttribute('data-target')} covers ${name.textContent}`);
          }
        }
        return found;
      });
      expect(covered).toEqual([]);

      await press(slots.first());
      await expect(page.locator('.refusal')).toHaveCount(0);
      await expect(page.locator(`.hand [data-card="${id}"]`)).toHaveCount(0);
      await expect(page.locator('.lane').nth(2).locator('.location-title')).toContainText('Pilgrims');
      await expect(page.locator('button.row-slot')).toHaveCount(0);
    });
  });
}
