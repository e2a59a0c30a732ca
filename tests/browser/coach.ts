// Following a coach (a lesson, a puzzle's solution) in the page by what it highlights: the rings
// are one style sheet (#coach-rings), each rule a selector with its role (look, press, from, to)
// and group; the test uses only group 0's press, or drags (or taps) its from onto its to, and
// then its pick when the table asks which move or play that meant.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { drag } from './helpers';

export interface Ring { selector: string; role: string; group: string }

export function ringsOnPage(page: Page): Promise<Ring[]> {
  return page.evaluate(() => {
    const sheet = (document.getElementById('coach-rings') as HTMLStyleElement | null)?.sheet;
    if (!sheet) return [];
    return [...sheet.cssRules].map((r) => {
      const rule = r as CSSStyleRule;
      return { selector: rule.selectorText, role: rule.style.getPropertyValue('--coach-role').trim(), group: rule.style.getPropertyValue('--coach-group').trim() };
    });
  });
}

/** Where a finger finds a card: the strip along its top, the part a cascade of cards in a lane
 * leaves uncovered (a phone's short row shows little more of a covered card). */
async function topStrip(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the ringed thing is not on the screen');
  return { x: box.width / 2, y: Math.min(8, box.height / 2) };
}

/** Uses the thing the coach rings for the learner's move; `touch` taps (pick up, then put down)
 * instead of dragging. Throws when nothing is ringed to use. */
export async function useRinged(page: Page, touch: boolean): Promise<void> {
  const rings = (await ringsOnPage(page)).filter((r) => r.role !== 'look' && r.group === '0');
  const ringed = page.locator(rings.map((r) => r.selector).join(', ') || 'none');
  // The table asked which move or play the drop meant: the option the coach rings.
  const pick = rings.find((r) => r.role === 'pick');
  if (pick && await page.locator(pick.selector).first().isVisible()) {
    const option = page.locator(pick.selector).first();
    await expect(option).toHaveCSS('outline-style', 'solid');
    await (touch ? option.tap() : option.click());
    return;
  }
  const press = rings.find((r) => r.role === 'press');
  // The ring is drawn on what is visible: the test looks before it acts.
  if (press) {
    const target = page.locator(press.selector).first();
    await expect(target).toHaveCSS('outline-style', 'solid');
    await (touch ? target.tap() : target.click());
    return;
  }
  const from = rings.find((r) => r.role === 'from');
  const to = rings.find((r) => r.role === 'to');
  if (!from || !to) throw new Error(`nothing to use is ringed: ${JSON.stringify(await ringsOnPage(page))} (${await ringed.count()} ringed)`);
  const card = page.locator(from.selector).first();
  await expect(card).toHaveCSS('outline-style', 'solid');
  if (touch) {
    await card.tap({ position: await topStrip(card) });
    const target = page.locator(to.selector).first();
    await expect(target).toHaveCSS('outline-style', 'solid');
    await target.tap({ position: await topStrip(target) });
  } else {
    await drag(page, card, (p) => p.locator(to.selector).first());
  }
}
