// A busy board at every screen size: six cards on one side of a location in a row of ten. Each
// covered card keeps its whole head (title, numbers) readable, the card on top keeps at least its
// head, a side with more than its height holds scrolls inside itself within the board, the
// location cards stay in one line, every card's numbers (a ship's capacity too) are inside its
// face, and a location's name breaks only between words or at a hyphen.
import { expect, test } from '@playwright/test';
import { LESSONS } from '../../src/learn/lessons';
import { loadPosition } from './positions';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

for (const size of SIZES) {
  test(`${size.name}: a crowded lane keeps every card's head readable and stays within the board`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'crowded');
    const crowded = page.locator('.side').filter({ has: page.locator('li:nth-child(6)') }).first();
    await crowded.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${size.name}-crowded.png`) });
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const board = document.querySelector('.location-row')!.getBoundingClientRect();
      for (const side of document.querySelectorAll<HTMLElement>('.side')) {
        const box = side.getBoundingClientRect();
        if (box.bottom > board.bottom + 1 || box.top < board.top - 1) found.push(`${side.getAttribute('aria-label')} reaches out of the row`);
        for (const li of side.children) {
          const title = li.querySelector('.face-title')!;
          const numbers = li.querySelector('.stat-cells, .face-kind');
          const head = title.getBoundingClientRect().height + (numbers?.getBoundingClientRect().height ?? 0);
          const tile = li.querySelector('.tile')!.getBoundingClientRect().height;
          if (tile + 1 < head) found.push(`${title.textContent} squeezed to ${Math.round(tile)}px of its ${Math.round(head)}px head`);
          // The next card down the cascade covers no part of this one's head.
          const next = li.nextElementSibling?.getBoundingClientRect();
          const ends = (numbers ?? title).getBoundingClientRect().bottom;
          if (next && getComputedStyle(li).gridColumnStart === getComputedStyle(li.nextElementSibling!).gridColumnStart && next.top + 1 < ends) {
            found.push(`${title.textContent}'s head is under the next card`);
          }
        }
      }
      for (const stat of document.querySelectorAll('.tile .stat, .hand-card .stat')) {
        const card = stat.closest('.card')!.getBoundingClientRect();
        const b = stat.getBoundingClientRect();
        if (b.right > card.right + 0.5 || b.left < card.left - 0.5 || b.bottom > card.bottom + 0.5) {
          found.push(`${stat.getAttribute('title')} of ${stat.closest('.card')!.querySelector('.face-title')?.textContent} is cut off`);
        }
      }
      // A name breaks inside a word only at a soft hyphen: every piece between spaces and soft
      // hyphens (with its hyphen) fits the name's width.
      const pen = document.createElement('canvas').getContext('2d')!;
      for (const name of document.querySelectorAll<HTMLElement>('.loc-name')) {
        const css = getComputedStyle(name);
        pen.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
        for (const piece of name.textContent!.split(/[ \u00AD]/)) {
          if (pen.measureText(`${piece}-`).width > name.clientWidth + 0.5) found.push(`"${piece}" of "${name.textContent!.replace(/\u00AD/g, '')}" is wider than its lane's name`);
        }
      }
      const tops = new Set([...document.querySelectorAll('.location-tile')].map((t) => Math.round(t.getBoundingClientRect().top)));
      if (tops.size > 1) found.push(`location cards at ${tops.size} heights: ${[...tops].join(', ')}`);
      return found;
    });
    expect(problems).toEqual([]);
    // The crowded side shows its last card by scrolling inside itself, if it must.
    const last = crowded.locator('li').last().locator('.tile');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 0.95 });
  });
}

// A lane too short for both sides' cascades (a landscape phone, under a lesson's coach): each side
// gets at least half of what the two share. The far side's need won before, and the near side,
// the learner's own, busier one, was squeezed under it.
test('phone-landscape: in a lane too short for both sides, the far side does not squeeze the near one', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/');
  await page.getByRole('button', { name: /^(Learn to play|Lessons and puzzles)$/ }).first().click();
  const lesson = LESSONS.findIndex((l) => l.id === 'battle-2');
  await page.getByRole('button', { name: `Start lesson ${lesson + 1}: ${LESSONS[lesson].title}` }).click();
  const lane = page.locator('.lane.battle-lane');
  // Three cards a side: each needs more than half of what the two share, so each gets half.
  await expect(lane.locator('.side-near > li')).toHaveCount(3);
  await expect(lane.locator('.side-far > li')).toHaveCount(3);
  const heights = () => lane.evaluate((el) => ['.side-far', '.side-near'].map((s) => el.querySelector(s)!.getBoundingClientRect().height));
  await expect.poll(async () => { const [far, near] = await heights(); return near >= far - 1; }).toBe(true);
});
