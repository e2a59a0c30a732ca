// The hand at every screen size: each card shows its whole title (a location's "Ganymede/Ex…" was
// cut), its type and its numbers, inside the card. A location's related name has a line of its
// own, and long words break between syllables rather than being clipped.
import { expect, test } from '@playwright/test';
import { loadPosition } from './positions';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

// A site, a ship and vehicles with long titles (turn 1); a hand of nine (turn 14).
for (const size of SIZES) for (const name of ['relatedSite', 'turn14']) {
  test(`${size.name}: every card in hand shows its whole title, its type and its numbers (${name})`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    {
      await loadPosition(page, name);
      await page.screenshot({ path: info.outputPath(`${size.name}-${name}-hand.png`) });
      const cut = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.hand-card')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        const title = card.querySelector<HTMLElement>('.face-title')!;
        const problems: string[] = [];
        if (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1) problems.push('title clipped');
        const type = card.querySelector<HTMLElement>('.face-type')!;
        if (type.scrollWidth > type.clientWidth + 1) problems.push('type clipped');
        for (const part of card.querySelectorAll('.face-title, .face-type, .stat-cells, .face-kind')) {
          const b = part.getBoundingClientRect();
          if (b.height > 0 && (b.bottom > box.bottom + 1 || b.right > box.right + 1)) problems.push(`${part.className} out of the card`);
        }
        // The parts do not overlap one another.
        const rows = [...card.querySelectorAll('.band, .face-title, .face-type, .stat-cells, .face-kind')].map((p) => p.getBoundingClientRect()).filter((b) => b.height > 0);
        rows.forEach((b, i) => { if (i > 0 && b.top < rows[i - 1].bottom - 1) problems.push('parts overlap'); });
        return problems.length ? [`${title.textContent}: ${problems.join(', ')}`] : [];
      }));
      expect(cut, `${name}`).toEqual([]);
    }
  });
}
