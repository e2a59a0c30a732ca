// Cards in play at every screen size: each tile on the board shows its whole title, as a hand
// card does (a phone showed "Loremast…"): long words break between syllables, with a hyphen,
// and nothing of the title is cut off.
import { expect, test } from '@playwright/test';
import { loadPosition } from './positions';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

for (const size of SIZES) for (const name of ['turn14', 'busy']) {
  test(`${size.name}: every card in play shows its whole title (${name})`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, name);
    await page.screenshot({ path: info.outputPath(`${size.name}-${name}-tiles.png`) });
    const cut = await page.evaluate(() => {
      const found: string[] = [];
      const titles = [...document.querySelectorAll<HTMLElement>('.side .tile .face-title, .elsewhere .tile .face-title')];
      for (const title of titles) {
        const whole = title.textContent!.replace(/\u00AD/g, '');
        if (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1) found.push(`${whole}: clipped`);
      }
      if (titles.length < 10) found.push(`only ${titles.length} cards in play`);
      return found;
    });
    expect(cut).toEqual([]);
  });
}
