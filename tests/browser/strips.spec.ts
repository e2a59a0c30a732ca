// The players' strips at every screen size, with the most they show: energy lost this phase
// beside the gauge. Everything in a strip, the hand area and the actions stays on the screen (on
// a phone a "−2 this phase" pushed P1's strip past the edge, and the board's column with it: the
// shared screen's banner and Undo were cut at the right).
import { expect, test } from '@playwright/test';
import { playFirstOption, startGame } from './helpers';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

for (const size of SIZES) {
  test(`${size.name}: a strip showing energy lost this phase stays on the screen, and so does all below it`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Turn 1: P2 answers P1's activation with Expansion, and P1 loses energy.
    await startGame(page, { seed: 5, deck: [/Solidarity/, /Swarm/] });
    const lost = page.locator('.energy-lost');
    for (let i = 0; i < 40 && await lost.count() === 0; i++) await playFirstOption(page);
    await expect(lost).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`${size.name}-energy-lost.png`) });
    const off = await page.evaluate(() => {
      const found: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('.player-bar, .player-bar *, .hand-area, .hand-area *')) {
        // Parts that scroll sideways within their own box (a hand of cards, a list of actions).
        if (el.closest('.hand ul, .action-list, .visually-hidden')) continue;
        const b = el.getBoundingClientRect();
        if (b.width > 0 && (b.right > window.innerWidth + 1 || b.left < -1)) found.push(`${el.getAttribute('class') ?? el.tagName}: "${el.textContent!.slice(0, 30)}"`);
      }
      // Inside its own strip, which clips what does not fit.
      const badge = document.querySelector('.energy-lost')!.getBoundingClientRect();
      const strip = document.querySelector('.energy-lost')!.closest('.player-bar')!.getBoundingClientRect();
      if (badge.right > strip.right + 1) found.push('the energy lost is cut off by its strip');
      return found.slice(0, 6);
    });
    expect(off).toEqual([]);
  });
}
