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

// A damaged or inverted card's marker sits in the tile's corner: the title keeps clear of it, on
// its second line too (a phone showed "Volt Scroung" with the inverted marker over its "e").
for (const size of SIZES) for (const name of ['casualties', 'finished']) {
  test(`${size.name}: a damaged or inverted card's marker covers none of its title (${name})`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, name);
    await page.screenshot({ path: info.outputPath(`${size.name}-${name}-markers.png`) });
    const covered = await page.evaluate(() => {
      const found: string[] = [];
      const marked = [...document.querySelectorAll<HTMLElement>('.side .tile')].filter((t) => t.querySelector('.markers'));
      for (const tile of marked) {
        const title = tile.querySelector<HTMLElement>('.face-title')!;
        const marks = tile.querySelector('.markers')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(title);
        const hit = [...range.getClientRects()].some((r) => r.width > 0 && r.left < marks.right - 1 && r.right > marks.left + 1 && r.top < marks.bottom - 1 && r.bottom > marks.top + 1);
        if (hit) found.push(title.textContent!.replace(/\u00AD/g, ''));
      }
      if (marked.length === 0) found.push('no marked card');
      return found;
    });
    expect(covered).toEqual([]);
  });
}
