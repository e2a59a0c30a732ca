// Targets big enough for fingers: on phones, either way up, every control in view on the table
// and in the details drawer is at least 44px each way, with these exceptions. Rule links and
// glossary terms inside a sentence are exempt (as links in text are), and so, for now, is the thin tab of a card beneath another (a weapon, an
// encampment): a taller one would push the board apart, and a margin that took its taps would
// take them from the card below it. The players' strips (piles, energy gauge) and the actions strip
// (Pass, Undo, the action buttons) are included: each keeps to one row on a phone, so lessons still
// fit under their coach (tests/browser/lessons.spec.ts).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loadPosition } from './positions';

test.use({ reducedMotion: 'reduce' });

/** Controls in view smaller than 44px either way, as readable lines. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('button, select, input, a[href], [role="button"]')].flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || getComputedStyle(el).visibility === 'hidden' || el.classList.contains('rule-link') || el.classList.contains('term-link') || el.classList.contains('tab')) return [];
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return [];
    // A checkbox counts its label, which takes its taps too.
    const label = el instanceof HTMLInputElement ? el.closest('label')?.getBoundingClientRect() : undefined;
    const [w, h] = label ? [Math.max(r.width, label.width), Math.max(r.height, label.height)] : [r.width, r.height];
    return w >= 43.5 && h >= 43.5 ? [] : [`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)}" ${Math.round(w)}x${Math.round(h)}`];
  }));
}

for (const size of [{ name: 'phone-portrait', width: 390, height: 844 }, { name: 'phone-landscape', width: 844, height: 390 }]) {
  test(`${size.name}: every control on the table and in the drawer is at least 44px each way`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'turn14');
    expect(await smallTargets(page)).toEqual([]);
    await page.locator('.details-toggle').click();
    await expect(page.locator('.side-panel')).toBeInViewport();
    await page.waitForTimeout(250);
    expect(await smallTargets(page)).toEqual([]);
  });
}
