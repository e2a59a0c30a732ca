// Driving the table through the page as players do: clicks, drags and the keyboard.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { Seat } from '../../src/engine';

export interface StartOptions {
  /** Both seats' deck, or each seat's. */
  deck?: RegExp | [RegExp, RegExp];
  first?: 'P1' | 'P2';
  seed?: number;
  /** The page's address ('/' unless given), e.g. with a shorter thinking time for the computer. */
  path?: string;
  /** Called on every hand-over screen, again once the player has taken the screen, and on every
   * shared screen. */
  watch?: HandOverWatch;
}

export type HandOverWatch = (page: Page, moment: { handOverTo: Seat } | { taken: Seat } | { shared: Seat }) => Promise<void>;

/** From the start screen to the first turn: decks, first player, both starting locations. */
export async function startGame(page: Page, o: StartOptions = {}): Promise<void> {
  await page.goto(o.path ?? '/');
  const deck = o.deck ?? /Gongen practice deck/;
  const decks = Array.isArray(deck) ? deck : [deck, deck];
  // Each seat by name: `.all()` does not wait, and before the table's chunk has loaded it found no
  // picker at all, so the game silently started with the default decks.
  for (const [i, seat] of ['P1', 'P2'].entries()) await page.getByRole('group', { name: `${seat}'s deck` }).getByLabel(decks[i]).check();
  await page.getByRole('radio', { name: o.first ?? 'P1', exact: true }).check();
  await page.getByLabel(/^Seed/).fill(String(o.seed ?? 1));
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: /^Start at/ }).first().click();
    await takeOverIfAsked(page, o.watch);
  }
  await expect(page.getByRole('main', { name: /^Table/ })).toBeVisible();
}

export async function takeOverIfAsked(page: Page, watch?: HandOverWatch): Promise<boolean> {
  const button = page.getByRole('button', { name: /^I am P\d/ });
  if (await button.count() === 0) return false;
  const seat = (Number((await button.innerText()).match(/P(\d)/)![1]) - 1) as Seat;
  await watch?.(page, { handOverTo: seat });
  await button.click();
  await watch?.(page, { taken: seat });
  return true;
}

/** On a shared screen, the deciding player asks for their own screen and takes it. */
export async function ownScreen(page: Page): Promise<void> {
  const ask = page.getByRole('button', { name: /^P\d: see my hand/ });
  if (await ask.count() > 0) await ask.click();
  await takeOverIfAsked(page);
  await expect(page.getByRole('main', { name: /^Table, seen by/ })).toBeVisible();
}

/** A box once it holds still for two frames: cards and locations move with layout animations
 * (motion) when the table changes, and a box measured mid-flight is not where they end up. */
export async function settledBox(page: Page, target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const frame = () => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  let box = await target.boundingBox();
  for (let i = 0; i < 120; i++) {
    await frame();
    const next = await target.boundingBox();
    if (box && next && Math.abs(box.x - next.x) < 0.5 && Math.abs(box.y - next.y) < 0.5) return next;
    box = next;
  }
  throw new Error(`${target} never held still`);
}

/** Drags with intermediate pointer moves, as a hand does (a drag begins after a small move); the
 * target is found once the drag has started (it may exist only then, like a slot in the row). */
export async function drag(page: Page, source: Locator, target: (page: Page) => Locator): Promise<void> {
  // A layout shift after the box was measured (a notice opening above) can leave the pointer
  // beside the card: it is measured again until the card is under the pointer and a drag starts.
  for (let attempt = 0; ; attempt++) {
    await source.scrollIntoViewIfNeeded();
    const from = await settledBox(page, source);
    const at = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    if (!await source.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), at) && attempt < 5) continue;
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 12, at.y + 12, { steps: 4 });
    if (await page.locator('.drag-overlay').count() > 0 || attempt >= 5) break;
    await page.mouse.up();
  }
  // A target scrolled out of the location row cannot be hit where it is not visible: bring it
  // into view first, as a player would.
  await target(page).scrollIntoViewIfNeeded();
  const to = await settledBox(page, target(page));
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  // The table swallows clicks for 50 ms after a drop (so the drop is not also a click); a dialog
  // the drop opens is clicked after that, as no hand could do sooner.
  await page.waitForTimeout(60);
}

/** Where to drop on a highlighted target: a location's title card, else the element itself. */
export function firstLegalTarget(page: Page): Locator {
  const target = page.locator('.target-legal').first();
  return target.locator('.location-title').or(target).first();
}

/** One step of play by whoever acts: the first option the table offers. Plays from the hand go
 * by drag-and-drop; everything else by clicks. Returns false once the game is over. */
export async function playFirstOption(page: Page, watch?: HandOverWatch): Promise<boolean> {
  if (await page.getByRole('button', { name: 'Start again' }).count() > 0) return false;
  if (await takeOverIfAsked(page, watch)) return true;
  const banner = page.getByRole('region', { name: 'Shared screen' });
  if (watch && await banner.count() > 0) {
    const seat = Number((await banner.getByRole('heading').innerText()).match(/P(\d)/)![1]) - 1;
    await watch(page, { shared: seat as Seat });
  }
  const dialog = page.getByRole('dialog');
  if (await dialog.count() > 0) {
    await dialog.locator('button.choice').first().click();
    return true;
  }
  const playable = page.locator('.hand-card.is-playable');
  if (await playable.count() > 0) {
    await drag(page, playable.first(), firstLegalTarget);
    const refusal = page.locator('.refusal');
    if (await refusal.count() > 0) throw new Error(`a drop on a highlighted target was refused: ${await refusal.innerText()}`);
    return true;
  }
  const action = page.locator('.action-list button');
  if (await action.count() > 0) await action.first().click();
  else await page.getByRole('button', { name: 'Pass', exact: true }).click();
  return true;
}
