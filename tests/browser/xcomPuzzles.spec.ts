// X-COM Incursion's puzzles in the browser: listed on the learn screen under the game's name,
// played on the X-COM board with the puzzle's panel above it, solved by following the third hint's
// rings, marked solved back on the learn screen; each on a desktop, the first on a phone too.
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { XCOM_PUZZLE_LIST as XCOM_PUZZLES } from '../../src/learn/puzzles/content/xcom';
import { useRinged } from './coach';
import { expectUndoInBand } from './xcomBand';

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

const DEVICES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
];

/** Each puzzle on a desktop; the first also on a phone. */
const PLAYS = XCOM_PUZZLES.flatMap((p, i) => DEVICES.filter((d) => i === 0 || !d.touch).map((device) => ({ p, i, device })));

for (const { p, i, device } of PLAYS) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch, reducedMotion: 'reduce' });

    test(`X-COM puzzle ${i + 1} (${p.id}) is found under its game, solved on its board by the hints, and marked solved`, async ({ page }, info) => {
      const size = device.viewport.width;
      await page.goto('/');
      await page.getByRole('button', { name: /Learn to play|Lessons and puzzles/ }).first().click();
      const list = page.getByRole('list', { name: 'X-COM Incursion', exact: true });
      await expect(list.getByRole('listitem')).toHaveCount(XCOM_PUZZLES.length);
      await list.scrollIntoViewIfNeeded();
      if (i === 0) await shot(page, info, `xcom-puzzles-list-${size}`);
      await list.getByRole('button', { name: `Solve X-COM puzzle ${i + 1}: ${p.title}` }).click();
      const panel = page.getByRole('region', { name: `Puzzle: ${p.title}` });
      await expect(page.getByRole('main', { name: 'X-COM Incursion' })).toBeVisible();
      await expect(panel).toContainText(p.task);
      await shot(page, info, `${p.id}-${size}-start`);
      // Undo where a game has it, and the panel's band under a third of a phone's screen.
      await expectUndoInBand(page, p.id);
      if (device.touch) expect((await page.locator('.xc-head').boundingBox())!.height).toBeLessThanOrEqual(device.viewport.height / 3);
      for (let h = 0; h < 3; h++) await panel.getByRole('button', { name: /^Hint/ }).click();
      await shot(page, info, `${p.id}-${size}-hints`);
      const solved = page.getByRole('dialog', { name: `Puzzle solved: ${p.title}` });
      for (let moves = 0; moves < 40 && await solved.count() === 0; moves++) await useRinged(page, device.touch);
      await expect(solved).toBeVisible();
      await shot(page, info, `${p.id}-${size}-solved`);
      await solved.getByRole('button', { name: 'All puzzles' }).click();
      await expect(page.getByRole('list', { name: 'X-COM Incursion', exact: true }).getByRole('listitem').nth(i)).toContainText('solved');
      // The WARS puzzles' count says nothing of it.
      await expect(page.getByText(/^A position, a goal and a limit/)).toContainText(' 0 of ');
    });
  });
}
