// X-COM Incursion's lesson in the browser (issue 15): offered on the start screen once X-COM is
// chosen, completed on a desktop and a phone using only what the coach rings (tests/browser/coach.ts,
// as WARS's lessons are), its band and the ringed cards in view, its rule links opening their
// explanations, ending on its summary; its game is not saved.
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { XCOM_FIRST_TURN } from '../../src/learn/lessons/xcom/firstTurn';
import { inSight, ringsOnPage, useRinged } from './coach';
import { expectUndoInBand } from './xcomBand';

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** Follows the lesson to its summary: Next on a read step, else the ringed move. */
async function followLesson(page: Page, touch: boolean, info: TestInfo): Promise<void> {
  const coach = page.getByRole('region', { name: /^Lesson: / });
  const summary = page.getByRole('dialog', { name: /^Lesson learned: / });
  const size = page.viewportSize()!.width;
  for (let moves = 0; moves < 60; moves++) {
    await expect(coach.or(summary)).toBeVisible();
    if (await summary.count() > 0) return;
    const count = await coach.locator('.coach-count').innerText();
    // The band kept at the top (the coach and the banner together) takes under a third of a
    // phone's screen, leaving the board the rest.
    // Undo is in that band too, where it is in a game, and is in reach at the board's end.
    if (size <= 600) expect((await page.locator('.xc-head').boundingBox())!.height, count).toBeLessThanOrEqual(page.viewportSize()!.height / 3);
    if (count.startsWith('Step 1 of') || count.startsWith('Step 11 of')) await expectUndoInBand(page, count);
    // The first card ringed is brought into view, clear of the band kept at the top.
    const card = (await ringsOnPage(page)).find((r) => r.selector.startsWith('[data-card='));
    // (Not while the table asks which of a card's actions is meant: its choice names the card.)
    if (card && await page.locator('.xc-chooser').count() === 0) {
      const ringed = page.locator(card.selector).first();
      const name = await ringed.locator('.xc-card-name').innerText();
      await expect.poll(() => inSight(ringed), `${count}: ${name} is in view`).toBe(true);
    }
    if (['Step 4 of', 'Step 11 of', 'Step 15 of'].some((s) => count.startsWith(s))) await shot(page, info, `xcom-lesson-${size}-${count.split(' ')[1]}`);
    const next = coach.getByRole('button', { name: 'Next', exact: true });
    if (await next.count() > 0) await (touch ? next.tap() : next.click());
    else await useRinged(page, touch);
    // The coach never refuses what it ringed, nor do the rules.
    await expect(coach.locator('.coach-refusal')).toHaveCount(0);
    await expect(page.locator('.xc-refusal')).toHaveCount(0);
  }
  throw new Error('the lesson did not end');
}

for (const device of [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.touch, isMobile: device.touch, reducedMotion: 'reduce' });

    test(`the X-COM lesson (${XCOM_FIRST_TURN.title}) is completed by following what it highlights`, async ({ page }, info) => {
      await page.goto('/');
      await page.getByRole('radio', { name: 'X-COM Incursion' }).check();
      await expect(page.getByRole('heading', { name: 'New to X-COM Incursion? Learn to play' })).toBeVisible();
      await page.getByRole('button', { name: 'Learn to play' }).click();
      await expect(page.getByRole('main', { name: 'X-COM Incursion' })).toBeVisible();
      await expect(page.locator('.coach-count')).toHaveText(`Step 1 of ${XCOM_FIRST_TURN.steps.length}`);
      await shot(page, info, `xcom-lesson-${device.viewport.width}-1`);
      // A rule the step rests on opens its explanation.
      await page.locator('.coach-rules').getByRole('button', { name: /XR-TURN-01/ }).first().click();
      await expect(page.getByRole('dialog', { name: /Rules/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await followLesson(page, device.touch, info);
      const summary = page.getByRole('dialog', { name: `Lesson learned: ${XCOM_FIRST_TURN.title}` });
      await expect(summary.getByRole('listitem')).toHaveCount(XCOM_FIRST_TURN.summary.length);
      await shot(page, info, `xcom-lesson-${device.viewport.width}-summary`);
      await expect(page.locator('.xc-where')).toContainText('Turn 2');
      await summary.getByRole('button', { name: 'Back to the start screen' }).click();
      await expect(page.getByRole('button', { name: 'Start X-COM Incursion' })).toBeVisible();
      // Not saved: nothing to resume after a reload.
      await page.reload();
      await expect(page.getByRole('main', { name: 'X-COM Incursion' })).toHaveCount(0);
    });
  });
}
