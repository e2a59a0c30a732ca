// Hints in every game, as a player meets them: the phase in words with its rule, what Pass leads
// to (on the Pass button too), "What can I do?", why a card in hand cannot be played, the
// computer's suggested move, and the setting that turns them off.
import { expect, test } from '@playwright/test';
import { ownScreen, playFirstOption, startGame } from './helpers';
import { SIZES } from './sizes';

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`hints explain the phase, Pass, the moves open and refused cards, and suggest a move (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startGame(page);
    const phone = viewport.width < 600;
    // Pass says what it leads to, read off the engine: on the shared screen by the seats' names,
    // on a player's own screen to them.
    await expect(page.locator('#pass-hint')).toHaveText("If P2 passes too, passing ends P1's activate phase; P1's control phase comes next.");
    await ownScreen(page);
    await expect(page.locator('#pass-hint')).toHaveText('If P2 passes too, passing ends your activate phase; your control phase comes next.');
    // The button itself says it in a few words (the sentence is hidden on a phone).
    await expect(page.getByRole('button', { name: 'Pass', exact: true }).locator('.pass-label')).toHaveText('End your activate phase');
    await expect(page.getByRole('button', { name: 'Pass', exact: true }).locator('.pass-label')).toBeVisible();
    // A card that cannot be played now says why, with its rule, above the table.
    const greyed = page.locator('.hand-card.not-playable').first();
    await greyed.click();
    const why = page.locator('.notices .hint-why');
    await expect(why).toContainText('Why not now?');
    await expect(why.getByRole('button', { name: /^R-PLAY-01: / })).toBeVisible();
    if (phone) await page.getByRole('button', { name: 'Details' }).click();
    const hints = page.getByRole('region', { name: 'Hints' });
    await expect(hints).toContainText('may activate once');
    await expect(hints.getByRole('button', { name: /^R-ACT-02: / })).toBeVisible();
    await hints.getByRole('button', { name: 'What can I do?' }).click();
    const canDo = hints.getByRole('list', { name: 'What you can do now' });
    await expect(canDo.locator('li[data-kind=activate]')).toContainText('Activate: move energy from your reserve to your active pile');
    await expect(canDo.locator('li[data-kind=pass]')).toContainText('ends your activate phase');
    await hints.getByRole('button', { name: 'Suggest a move' }).click();
    await expect(hints.locator('.hint-suggestion')).toContainText('The computer would:', { timeout: 20_000 });
    await expect(hints.locator('.hint-suggestion strong')).toHaveText(/^(Activate \d+|Pass)$/);
  });
}

test('the hints setting turns them off, and it is kept', async ({ page }) => {
  await startGame(page);
  await ownScreen(page);
  await expect(page.getByRole('region', { name: 'Hints' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('checkbox', { name: /^Show hints/ }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Hints' })).toHaveCount(0);
  await expect(page.locator('.pass-label')).toHaveCount(0);
  await page.locator('.hand-card.not-playable').first().click();
  await expect(page.locator('.notices .hint-why')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wars-table:settings') ?? '{}').view?.hints)).toBe(false);
});

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`the first time something happens, a note says what and why and rings what it is about (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const phone = viewport.width < 600;
    await startGame(page, { seed: 7 });
    const first = page.locator('.notices .hint-first');
    // P1's first activation, in turn 1.
    for (let i = 0; i < 40 && await first.count() === 0; i++) await playFirstOption(page);
    await expect(first).toContainText(/First time: P1 activates \d+: the top/);
    await expect(first.getByRole('button', { name: /^R-ACT-02: / })).toBeVisible();
    for (const pile of ['reserve', 'active']) await expect(page.locator(`[data-pile="0:${pile}"]`).first()).toHaveCSS('outline-style', 'dashed');
    // The note sits below the far player's strip, so the piles it rings there are not under it.
    const far = (await page.locator('.player-far').boundingBox())!;
    expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(far.y + far.height);
    // A hint like the others: with hints off it is not shown.
    for (const show of [false, true]) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('checkbox', { name: /^Show hints/ }).setChecked(show);
      await page.keyboard.press('Escape');
      await expect(first).toHaveCount(show ? 1 : 0);
    }
    // Unread, a note stays as the game goes on, even into later turns; what happens for the first
    // time meanwhile queues behind it, oldest first (two at a time, one on a phone), so an
    // automatic pass through a whole battle cannot push a note out unread.
    const items = first.getByRole('listitem');
    const activation = await items.first().innerText();
    const next = first.getByRole('button', { name: /^Next \(\d+ more\)$/ });
    const recap = page.getByRole('region', { name: 'Since your last turn at the screen' });
    for (let i = 0; i < 80 && await next.count() === 0; i++) {
      // A hand-over's recap is read first: the notes wait behind it.
      if (await recap.count() > 0) {
        await expect(first).toHaveCount(0);
        await recap.getByRole('button', { name: 'Got it' }).click();
      } else {
        await playFirstOption(page);
      }
    }
    await expect(items.first()).toHaveText(activation);
    await expect(items).toHaveCount(phone ? 1 : 2);
    // Next brings the ones waiting; the last is read with Got it, and the rings go with them.
    let shown = activation;
    while (await next.count() > 0) {
      await next.click();
      await expect(items.first()).not.toHaveText(shown);
      shown = await items.first().innerText();
    }
    await first.getByRole('button', { name: 'Got it' }).click();
    await expect(first).toHaveCount(0);
    await expect(page.locator('[data-pile="0:reserve"]').first()).not.toHaveCSS('outline-style', 'dashed');
  });
}

// Wherever the players' strips are (above and below the row, or beside it on a phone on its side),
// a first-time note covers neither the other player's strip nor any pile it rings.
for (const size of SIZES) {
  test(`${size.name}: a first-time note leaves the other player's strip and the piles it rings in view`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await startGame(page, { seed: 7 });
    const first = page.locator('.notices .hint-first');
    for (let i = 0; i < 40 && await first.count() === 0; i++) await playFirstOption(page);
    await expect(first).toContainText(/First time: P1 activates/);
    await page.screenshot({ path: info.outputPath(`${size.name}-first-note.png`) });
    const covered = await page.evaluate(() => {
      const note = document.querySelector('.notices .hint-first')!.getBoundingClientRect();
      const under = (b: DOMRect) => b.width > 0 && b.left < note.right && b.right > note.left && b.top < note.bottom && b.bottom > note.top;
      const rung = [...document.querySelectorAll<HTMLElement>('[data-pile]')].filter((p) => getComputedStyle(p).outlineStyle === 'dashed');
      return [
        ...(under(document.querySelector('.player-far')!.getBoundingClientRect()) ? ["the other player's strip"] : []),
        ...rung.filter((p) => under(p.getBoundingClientRect())).map((p) => p.dataset.pile),
        ...(rung.length === 0 ? ['no pile rung'] : []),
      ];
    });
    expect(covered).toEqual([]);
  });
}
