// X-COM Incursion in the browser: chosen on the start screen, played on the shared screen to a
// win by tapping the board's buttons, resumed after a reload, and readable on a desktop and a phone.
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function shot(page: Page, info: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(150);
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await info.attach(name, { path, contentType: 'image/png' });
}

async function startXcom(page: Page, seed: number, info?: TestInfo): Promise<void> {
  await page.goto('/');
  await page.getByLabel('X-COM Incursion').check();
  if (info) await shot(page, info, `xcom-start-screen-${page.viewportSize()!.width}`);
  await page.getByLabel(/^Seed/).fill(String(seed));
  await page.getByRole('button', { name: 'Start X-COM Incursion' }).click();
  await expect(page.getByRole('main', { name: 'X-COM Incursion' })).toBeVisible();
}

const passButton = (page: Page) => page.locator('.xc-banner button.primary');
const where = (page: Page) => page.locator('.xc-where').innerText();

test('X-COM Incursion is played to a win on one screen: the Aliens meld, Earth only passes, panic reaches 50', async ({ page }, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startXcom(page, 5, info);
  await expect(page.locator('.xc-banner h2')).toHaveText('Earth to act');
  await shot(page, info, 'xcom-desktop-start');
  expect(await axeViolations(page)).toEqual([]);
  let clicks = 0;
  let sawMeld = false;
  while (await page.getByText(/win: /).count() === 0) {
    expect(clicks++).toBeLessThan(200);
    const aliens = await page.locator('.xc-banner h2').innerText() === 'Aliens to act';
    const meld = page.getByRole('button', { name: 'Add to the meld' }).first();
    if (aliens && await meld.count() > 0) {
      await meld.click();
      if (!sawMeld) {
        sawMeld = true;
        await expect(page.getByLabel('Aliens\'s meld')).not.toContainText('(empty)');
        await shot(page, info, 'xcom-desktop-tactics');
      }
    } else {
      await passButton(page).click();
    }
  }
  await expect(page.getByRole('heading', { name: /^Aliens win: Earth's panic reached (5\d|[6-9]\d)/ })).toBeVisible();
  await expect(page.locator('.xc-panic-head')).toContainText(/Panic (5\d|[6-9]\d)/);
  await expect(page.locator('.xc-log')).toContainText('Aliens win the game.');
  await shot(page, info, 'xcom-desktop-end');
  // The game is reviewed as a WARS game is: it opens on its end, the coach's note ringing the
  // panic track, and steps back note by note.
  await page.getByRole('button', { name: 'Review the game' }).click();
  const review = page.getByRole('dialog', { name: 'Review of the game' });
  const notes = review.getByRole('list', { name: 'Coach\'s notes' });
  await expect(notes).toContainText(/The game ends\. Aliens win: Earth's panic reached/);
  await expect(review.locator('.xc-panic.is-noted')).toBeVisible();
  await shot(page, info, 'xcom-desktop-review-end');
  await review.getByRole('button', { name: 'Previous turn' }).click();
  await review.getByRole('button', { name: 'Next note' }).click();
  await expect(notes).toContainText(/the interception/);
  await expect(review.locator('.xc-contests.is-noted')).toBeVisible();
  await shot(page, info, 'xcom-desktop-review-note');
  expect(await axeViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Close' }).click();
  // Back at the start, the finished game is in the saved games, to view: it opens on its review.
  await page.getByRole('button', { name: 'Back to the start screen' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^View X-COM Incursion/ }).click();
  await expect(notes).toContainText(/The game ends\./);
  await shot(page, info, 'xcom-phone-review-end');
  await review.getByRole('button', { name: 'Previous turn' }).click();
  await review.getByRole('button', { name: 'Next note' }).click();
  await expect(review.locator('.xc-contests.is-noted')).toBeVisible();
  await shot(page, info, 'xcom-phone-review-note');
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a game in progress resumes after the page is reloaded, where it stood', async ({ page }, info) => {
  await startXcom(page, 3);
  for (let i = 0; i < 6; i++) await passButton(page).click();
  const before = await where(page);
  const log = await page.locator('.xc-log li').count();
  await page.reload();
  await expect(page.getByRole('main', { name: 'X-COM Incursion' })).toBeVisible();
  expect(await where(page)).toBe(before);
  // The log is rebuilt from the saved actions.
  expect(await page.locator('.xc-log li').count()).toBe(log);
  await page.getByRole('button', { name: /^Leave/ }).click();
  await expect(page.getByRole('button', { name: /^Resume X-COM Incursion/ })).toBeVisible();
  await page.getByRole('heading', { name: 'Saved games' }).scrollIntoViewIfNeeded();
  await shot(page, info, 'xcom-saved-games');
  await page.getByRole('button', { name: /^Resume X-COM Incursion/ }).click();
  expect(await where(page)).toBe(before);
});

test('the board fits a phone: nothing runs off the side, every action is a finger-sized button', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startXcom(page, 1, info);
  await shot(page, info, 'xcom-phone-start');
  await shot(page, info, 'xcom-phone-full', true);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const b of await page.locator('.xc-act, .xc-banner button:not(.rule-link)').all()) {
    const box = await b.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  // The phase's rule opens in the rules reference, explained in words.
  await page.locator('.xc-banner button[data-rule="XR-ACT-01"]').click();
  const entry = page.getByRole('dialog', { name: 'Rules reference' }).getByRole('article', { name: /XR-ACT-01/ });
  await expect(entry).toBeFocused();
  await expect(entry).toContainText('Taking turns in the action phase');
  await shot(page, info, 'xcom-phone-reference');
});

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  test(`against the computer at ${width}×${height}: Earth at the screen, the Aliens played by the Steady level; the log is grouped by turn and phase`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await page.goto('/?waitMs=0');
    await page.getByLabel('X-COM Incursion').check();
    await page.getByLabel('The computer, as the Aliens').check();
    await page.getByLabel(/Steady/).check();
    await shot(page, info, `xcom-start-computer-${width}`);
    await page.getByLabel(/^Seed/).fill('11');
    await page.getByRole('button', { name: 'Start X-COM Incursion' }).click();
    await expect(page.getByRole('heading', { name: /^Aliens\s*\(computer\)/ })).toBeVisible();
    // Earth takes the first action offered each time (else passes) for two turns; the computer answers.
    for (let i = 0; i < 300 && !(await where(page)).startsWith('Turn 3'); i++) {
      if (await page.locator('.xc-over').count() > 0) break;
      const banner = await page.locator('.xc-banner h2').innerText();
      if (banner.startsWith('The computer')) { await page.waitForTimeout(50); continue; }
      expect(banner).toBe('Earth to act');
      const offer = page.locator('.xc-side-0 .xc-act').first();
      if (await offer.count() > 0) {
        await offer.click();
        const pick = page.locator('.xc-chooser li button').first();
        if (await pick.count() > 0) await pick.click();
      } else await passButton(page).click();
    }
    await expect(page.locator('.xc-log h3').first()).toHaveText('Turn 1');
    await expect(page.locator('.xc-log')).toContainText('Interception');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, info, `xcom-computer-${width}`);
    await page.locator('.xc-log').scrollIntoViewIfNeeded();
    await shot(page, info, `xcom-computer-log-${width}`);
    // The log follows the newest line.
    const log = page.getByRole('region', { name: 'The whole game so far' });
    expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(24);
    await expect(page.locator('.xc-log h3').last()).toHaveText('Turn 3');
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The Undo button sits in the band kept at the top, so a player far down the board (a phone
// upright or on its side) can still reach it; it used to be in the header, which scrolls away.
for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
  test(`Undo stays in reach at ${viewport.width}×${viewport.height} with the board scrolled to its end`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await startXcom(page, 1);
    // Earth's Kill: an action undo may take back (a Supply would show a card).
    const kill = page.getByRole('button', { name: /^Kill/ }).first();
    await kill.scrollIntoViewIfNeeded();
    await kill.tap();
    const pick = page.getByRole('dialog').getByRole('button').first();
    if (await pick.count() > 0 && await page.locator('.xc-chooser').count() > 0) await pick.tap();
    const undo = page.getByRole('button', { name: /^Undo Earth's last action/ });
    await expect(undo).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('.xc-log')).toBeInViewport();
    await expect(undo).toBeInViewport();
    await shot(page, info, `xcom-undo-${viewport.width}x${viewport.height}`);
    const before = await page.locator('.xc-log').innerText();
    await undo.tap();
    await expect(page.locator('.xc-log')).not.toHaveText(before);
    await expect(page.getByRole('button', { name: /^Undo \(/ })).toBeDisabled();
    await context.close();
  });
}
