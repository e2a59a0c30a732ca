// The tab of a card beneath another at every screen size: a site tucked beneath a location
// ("Ganymede/Exploratory Camp"), a weapon on a unit, a unit aboard a ship. Its whole title is
// readable inside the tab, as a hand card's is: a location's related name on a line of its own,
// long words broken only between syllables (with a hyphen), nothing cut off. A tab is taller
// for it, and where a side is short it never covers the title of the card it lies beneath (on a
// phone, the tab of a unit under Torrid Katal hid its title: the side scrolls instead).
import { expect, test } from '@playwright/test';
import { loadPosition } from './positions';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

// Sites beneath two locations and a weapon on a unit (turn 14); a unit aboard a ship and a site
// beneath a location (turn 9).
for (const size of SIZES) for (const name of ['busy', 'lastEnergy']) {
  test(`${size.name}: every card beneath another shows its whole title in its tab, clear of its card's title (${name})`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, name);
    const tabs = page.locator('.beneath-location .tab');
    await tabs.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${size.name}-${name}-beneath.png`) });
    expect(await page.locator('.tab').count()).toBeGreaterThanOrEqual(3);
    const cut = await page.evaluate(() => {
      const found: string[] = [];
      const pen = document.createElement('canvas').getContext('2d')!;
      for (const tab of document.querySelectorAll<HTMLElement>('.tab')) {
        const title = tab.querySelector<HTMLElement>('.tab-title')!;
        const whole = title.textContent!.replace(/\u00AD/g, '');
        if (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1) found.push(`${whole}: title clipped`);
        const box = tab.getBoundingClientRect();
        for (const part of tab.children) {
          const b = part.getBoundingClientRect();
          if (b.height > 0 && (b.bottom > box.bottom + 1 || b.right > box.right + 1 || b.top < box.top - 1 || b.left < box.left - 1)) found.push(`${whole}: ${part.getAttribute('class')} out of the tab`);
        }
        // A word breaks only at a soft hyphen: every piece between spaces and soft hyphens (with
        // its hyphen) fits the title's width, in each part's own letters.
        for (const piece of title.querySelectorAll<HTMLElement>('.title-group, .title-name')) {
          const css = getComputedStyle(piece);
          pen.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
          for (const word of piece.textContent!.split(/[ \u00AD]/)) {
            if (pen.measureText(`${word}-`).width > title.clientWidth + 0.5) found.push(`"${word}" of "${whole}" is wider than its tab`);
          }
        }
        if (parseFloat(getComputedStyle(title).fontSize) < 10.5) found.push(`${whole}: letters under 11px`);
      }
      for (const card of document.querySelectorAll<HTMLElement>('.table-card')) {
        const title = card.querySelector('.tile .face-title')?.getBoundingClientRect();
        if (!title) continue;
        for (const tab of card.querySelectorAll(':scope > .beneath .tab')) {
          const b = tab.getBoundingClientRect();
          if (b.top < title.bottom - 1 && b.bottom > title.top + 1 && b.left < title.right && b.right > title.left) {
            found.push(`the tab of ${tab.getAttribute('aria-label')} covers the title of ${card.querySelector('.tile')!.getAttribute('aria-label')}`);
          }
        }
      }
      return found;
    });
    expect(cut).toEqual([]);
  });
}
