// A decision as players meet it: the dialog names the card and its ability, each option says what
// it does, and nothing on the screen names a card the other player holds. Photographed at desktop
// and phone sizes (kept under test-results/).
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { inSight } from './coach';
import { playFirstOption, startGame } from './helpers';
import { loadPosition } from './positions';
import { expectNoHiddenTitles } from './secrets';
import { SIZES } from './sizes';

test.use({ reducedMotion: 'reduce' });

for (const size of [{ name: 'desktop', width: 1440, height: 900 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`${size.name}: an optional ability asks by its card's name, answered by what it does`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'optional');
    const dialog = page.getByRole('dialog', { name: /^P[12]: Use .+'s ability\?$/ });
    await expect(dialog).toBeVisible();
    const seat = (await dialog.getByRole('heading').textContent())!.startsWith('P1') ? 0 : 1;
    // The context says where the card is and what its ability does.
    await expect(dialog).toContainText(/From (your|P[12]'s) .+\. When /);
    await expect(dialog.getByRole('button', { name: /^Use it: .+/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Let .+'s ability pass$/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Yes|No)$/ })).toHaveCount(0);
    const shared = await page.getByRole('region', { name: 'Shared screen' }).count() > 0;
    if (shared) await expect(page.getByRole('region', { name: 'Shared screen' })).toContainText(/Use .+'s ability\?/);
    // On a shared screen no hand is named; on the deciding player's own, not the other's.
    expect(await expectNoHiddenTitles(page, shared ? [0, 1] : [seat === 0 ? 1 : 0], shared ? null : seat, 'an optional ability')).toBeGreaterThan(0);
    const path = info.outputPath(`${size.name}-optional-ability.png`);
    await page.screenshot({ path });
    await info.attach(`${size.name}-optional-ability`, { path, contentType: 'image/png' });
    expect(await axeViolations(page)).toEqual([]);
    // Answering closes it.
    await dialog.getByRole('button', { name: /^Let .+'s ability pass$/ }).click();
    await expect(dialog).toBeHidden();
  });
}

for (const size of [{ name: 'desktop', width: 1440, height: 900 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`${size.name}: R-WIN-01 drawing the last card of energy is warned of first`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'lastEnergy');
    const open = page.locator('.details-toggle');
    const draw = page.getByRole('button', { name: 'Draw a card', exact: true });
    if (!await draw.isVisible() && await open.isVisible()) await open.click();
    await draw.click();
    const warning = page.getByRole('dialog', { name: 'This loses the game' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Drawing takes your last energy. With no energy left in your reserve, active and used piles, you lose the game.');
    await expect(warning.getByRole('button', { name: 'Go back' })).toBeFocused();
    // The waiting player's hand is named nowhere.
    expect(await expectNoHiddenTitles(page, [0], 1, 'the warning')).toBeGreaterThanOrEqual(0);
    const path = info.outputPath(`${size.name}-last-energy.png`);
    await page.screenshot({ path });
    await info.attach(`${size.name}-last-energy`, { path, contentType: 'image/png' });
    expect(await axeViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Go back' }).click();
    await expect(warning).toBeHidden();
    await draw.click();
    await page.getByRole('dialog', { name: 'This loses the game' }).getByRole('button', { name: 'Draw a card anyway' }).click();
    // Taken: no energy left (the game ends when the initiative next changes hands).
    await expect(page.locator('.energy-out')).toBeVisible();
  });
}

for (const size of [{ name: 'desktop', width: 1440, height: 900 }, { name: 'tablet', width: 1024, height: 768 }]) {
  test(`${size.name}: a decision's dialog docks on the side of the board away from the cards it rings, covering none`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'casualties');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('.is-pointed').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => {
      const d = document.querySelector('.dialog.decision')!.getBoundingClientRect();
      const board = document.querySelector('.board')!.getBoundingClientRect();
      const hand = document.querySelector('.hand')!.getBoundingClientRect();
      const ringed = [...document.querySelectorAll('.is-pointed')].map((el) => el.getBoundingClientRect());
      const half = (x: number, of: DOMRect) => x < of.left + of.width / 2;
      const covered = ringed.filter((b) => b.left < d.right && d.left < b.right && b.top < d.bottom && d.top < b.bottom).length;
      // The cards' half of the board, the dialog's of the hand it docks over (the actions' column
      // beside the hand is not its to cover).
      return ringed.every((b) => half(b.left + b.width / 2, board) !== half(d.left + d.width / 2, hand)) && covered === 0;
    })).toBe(true);
  });
}

for (const size of SIZES) {
  test(`${size.name}: on the shared screen, the choice between several uses of an ability leaves the banner saying who decides in view`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // P2 passes; P1 then decides on the shared screen, with an ability that has two targets.
    await loadPosition(page, 'beforeSharedChoice');
    await page.getByRole('button', { name: 'Pass' }).click();
    const banner = page.locator('.shared-banner');
    await expect(banner).toContainText('P1 decides');
    // Before the choice, the banner's buttons are whole inside it and on the screen (at the foot
    // of a landscape phone's column they were cut off).
    await expect(banner.getByRole('button')).toHaveCount(2);
    expect(await banner.evaluate((el) => {
      const b = el.getBoundingClientRect();
      return [...el.querySelectorAll('button')].filter((x) => {
        const r = x.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1 || r.bottom > innerHeight || !hit || !x.contains(hit);
      }).map((x) => x.textContent);
    })).toEqual([]);
    await page.locator('button.action', { hasText: '…' }).first().click();
    const chooser = page.getByRole('dialog');
    await expect(chooser).toContainText('which?');
    await page.screenshot({ path: info.outputPath(`${size.name}-shared-chooser.png`) });
    const overlap = await page.evaluate(() => {
      const d = document.querySelector('.dialog.chooser')!.getBoundingClientRect();
      const b = document.querySelector('.shared-banner .shared-card')!.getBoundingClientRect();
      return Math.max(0, Math.min(d.right, b.right) - Math.max(d.left, b.left)) * Math.max(0, Math.min(d.bottom, b.bottom) - Math.max(d.top, b.top));
    });
    expect(overlap).toBe(0);
    await expect(banner.getByRole('button', { name: 'P1: see my hand' })).toBeInViewport();
    // The chooser is still whole on screen, its choices in reach.
    await expect(chooser.getByRole('button', { name: /^Target:/ }).first()).toBeInViewport();
  });
}

// On a desktop or laptop a decision takes the width its words need: the casualties' four options
// each read on one line, side by side (held to 40rem, each wrapped onto two).
for (const size of SIZES.filter((s) => s.name === 'desktop' || s.name === 'laptop')) {
  test(`${size.name}: a decision's options each read on one line`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'casualties');
    const dialog = page.locator('.dialog.decision');
    await expect(dialog.locator('.choice')).toHaveCount(4);
    const lines = await dialog.locator('.choice').evaluateAll((buttons) => buttons.map((b) => {
      // The lines its words are laid out on: the distinct tops of its text's line boxes.
      const tops = new Set<number>();
      const words = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
      for (let t = words.nextNode(); t; t = words.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(t);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return `${b.textContent}: ${tops.size}`;
    }));
    expect(lines.every((l) => l.endsWith(': 1')), lines.join('; ')).toBe(true);
    expect((await dialog.boundingBox())!.width).toBeGreaterThan(40 * 15);
  });
}

// A decision's dialog leaves the actions' column alone at every size: docked on the right it covered
// Pass and Undo on a wide screen, and on a phone it lay over them, folded too. Pass is there to
// read (it waits for the answer) and Undo takes the click at its centre.
for (const size of SIZES) {
  test(`${size.name}: a decision's dialog leaves Pass and Undo in reach`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'casualties');
    const dialog = page.locator('.dialog.decision');
    await expect(dialog).toBeVisible();
    await expect(page.locator('.is-pointed').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`${size.name}-decision-actions.png`) });
    const clash = () => page.evaluate(() => {
      const d = document.querySelector('.dialog.decision')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.actions button')].flatMap((el) => {
        const b = el.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        const over = b.left < d.right && d.left < b.right && b.top < d.bottom && d.top < b.bottom;
        return [...(over ? [`${el.textContent} under the dialog`] : []), ...(!hit || !el.contains(hit) ? [`${el.textContent} not hit`] : [])];
      });
    });
    await expect.poll(clash).toEqual([]);
    await expect(page.getByRole('button', { name: 'Undo your last action' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeInViewport({ ratio: 1 });
  });
}

// The dialog docks at the foot of the board, over the hand (not needed while deciding): the board
// makes room above it, so the deciding player's own strip (the piles energy is lost from, what a
// note rings there) stays in view, and so does the first card the dialog rings. (On a desktop it
// covered the strip's piles or energy, whichever side it docked on.)
for (const size of SIZES) {
  test(`${size.name}: a decision's dialog leaves the deciding player's strip and the first card it rings in view`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loadPosition(page, 'casualties');
    const dialog = page.locator('.dialog.decision');
    await expect(dialog).toBeVisible();
    const seat = (await dialog.getByRole('heading').textContent())!.slice(0, 2);
    const strip = page.getByRole('region', { name: new RegExp(`^${seat}( \\(you\\))?: piles and energy$`) });
    await expect(page.locator('.is-pointed').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`${size.name}-decision-strip.png`) });
    await expect.poll(async () => {
      const [d, s] = [await dialog.boundingBox(), await strip.boundingBox()];
      return d && s ? Math.max(0, Math.min(d.y + d.height, s.y + s.height) - Math.max(d.y, s.y)) * Math.max(0, Math.min(d.x + d.width, s.x + s.width) - Math.max(d.x, s.x)) : -1;
    }, `${seat}'s strip is clear of the dialog`).toBe(0);
    await expect(strip).toBeInViewport({ ratio: 1 });
    await expect.poll(() => inSight(page.locator('.is-pointed').first()), 'the first ringed card is in sight').toBe(true);
  });
}

// On a phone on its side a decision docks over the hands' place, below the strips, and is as tall
// as that place at most, measured: with more options than fit it reaches up to the strips' foot,
// and when a strip grows to a second line (as a strip of cards in play at no location does; here
// a style stands in for them) it stops below it instead of covering it.
test('phone-landscape: a decision that does not fit takes the room below the strips, however tall they are', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await loadPosition(page, 'casualties');
  const dialog = page.locator('.dialog.decision');
  await expect(dialog).toBeVisible();
  const gaps = () => page.evaluate(() => {
    const d = document.querySelector('.dialog.decision')!;
    const top = d.getBoundingClientRect().top;
    const strips = Math.max(...[...document.querySelectorAll('.board > .player-bar, .board > .near')].map((el) => el.getBoundingClientRect().bottom));
    const place = document.querySelector('.hand-area')!.getBoundingClientRect().top;
    // Whether its options scroll; whether its top is at the hands' place's (within a pixel) and
    // below the strips' foot.
    return `scrolls ${d.scrollHeight > d.clientHeight + 1}, at the place ${Math.abs(top - place) <= 1}, below the strips ${top >= strips - 0.5}`;
  });
  await expect.poll(gaps).toBe('scrolls true, at the place true, below the strips true');
  await page.addStyleTag({ content: '.board > .near .player-bar { min-height: 5.5rem; }' });
  await expect.poll(gaps).toBe('scrolls true, at the place true, below the strips true');
});

// On a wide screen the shared screen's banner moves beside a decision's dialog: the dialog covers
// the side of the hands' place it docks on, and the banner's card, saying who decides and how
// many cards each hand holds, sits in the rest (the dialog covered its sentence).
for (const size of SIZES.filter((s) => s.name === 'desktop' || s.name === 'laptop')) {
  test(`${size.name}: on the shared screen a decision's dialog leaves the banner's card in view`, async ({ page }, info) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Turn 4: P2 drains at Hunters' Camp, and P1 decides on the shared screen how to lose 1 energy.
    await startGame(page, { seed: 5, deck: [/Solidarity/, /Swarm/] });
    const dialog = page.locator('.dialog.decision');
    const banner = page.locator('.shared-banner .shared-card');
    for (let i = 0; i < 80 && !(await dialog.count() > 0 && await banner.count() > 0); i++) await playFirstOption(page);
    await expect(dialog).toContainText('Lose 1 energy');
    await expect(banner).toContainText('P1 decides');
    await page.screenshot({ path: info.outputPath(`${size.name}-shared-decision.png`) });
    await expect.poll(async () => {
      const [d, b] = [await dialog.boundingBox(), await banner.boundingBox()];
      return d && b ? Math.max(0, Math.min(d.y + d.height, b.y + b.height) - Math.max(d.y, b.y)) * Math.max(0, Math.min(d.x + d.width, b.x + b.width) - Math.max(d.x, b.x)) : -1;
    }, 'the banner is clear of the dialog').toBe(0);
    // Whole inside its place, nothing of it scrolled away.
    expect(await page.locator('.shared-banner').evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });
}
