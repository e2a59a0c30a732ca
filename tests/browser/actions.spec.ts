// The list of actions on a phone on its side: it scrolls sideways between actions, and each action
// shows its whole text within the list's width (one long line ran past the list's edge, so a
// player read "Luhus Dalaka: pay 0 — you may pay the destiny of a" and no more).
import { expect, test } from '@playwright/test';
import { playFirstOption, startGame } from './helpers';

test.use({ viewport: { width: 844, height: 390 }, reducedMotion: 'reduce' });

test('phone-landscape: a long action is read whole inside the action list', async ({ page }, info) => {
  // Turn 5: Luhus Dalaka's ability may be used, its action over 60 letters long.
  await startGame(page, { seed: 5, deck: [/Solidarity/, /Swarm/] });
  const long = page.locator('.action-list .action').filter({ hasText: /^.{60,}$/ });
  for (let i = 0; i < 80 && await long.count() === 0; i++) await playFirstOption(page);
  await expect(long.first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('phone-landscape-long-action.png') });
  const cut = await page.evaluate(() => {
    const list = document.querySelector('.action-list')!;
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll<HTMLElement>('.action')].flatMap((a) => {
      const b = a.getBoundingClientRect();
      const found: string[] = [];
      const text = a.textContent!.slice(0, 40);
      if (b.width > list.clientWidth + 1) found.push(`${text}: wider than the list`);
      if (a.scrollHeight > a.clientHeight + 1 || a.scrollWidth > a.clientWidth + 1) found.push(`${text}: its text overflows it`);
      if (b.top < box.top - 1 || b.bottom > box.bottom + 1) found.push(`${text}: cut by the list's height`);
      return found;
    });
  });
  expect(cut).toEqual([]);
});
