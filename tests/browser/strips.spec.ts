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

// On an upright phone the actions scroll sideways in the row beside Pass and Undo: each is whole
// there, a long one wrapped (beside Pass and what passing does, the row was a sliver that cut a
// long action off at its first words).
test('phone-portrait: a long action beside Pass is shown whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Turn 2: P1 may pay 2 to invert Torrid Katal.
  await startGame(page, { seed: 5, deck: [/Solidarity/, /Swarm/] });
  const long = page.locator('.action-list .action').filter({ hasText: /^.{30,}$/ });
  for (let i = 0; i < 60 && await long.count() === 0; i++) await playFirstOption(page);
  await expect(long.first()).toBeVisible();
  const cut = await page.evaluate(() => {
    const list = document.querySelector('.action-list')!;
    const box = list.getBoundingClientRect();
    const found: string[] = [];
    for (const b of list.querySelectorAll<HTMLElement>('.action')) {
      if (b.offsetWidth > list.clientWidth + 1) found.push(`${b.textContent} is wider than the list (${b.offsetWidth} > ${list.clientWidth})`);
      if (b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1) found.push(`${b.textContent}: its words overflow it`);
    }
    const first = list.querySelector('.action')!.getBoundingClientRect();
    if (first.left < box.left - 1 || first.right > box.right + 1 || first.bottom > box.bottom + 1) found.push('the first action is cut by the list');
    return found;
  });
  expect(cut).toEqual([]);
});
