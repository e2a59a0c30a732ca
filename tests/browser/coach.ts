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

/** Whether a card can be seen where it is: some point of its title (of its top half where it has
 * none) is the card's own, not the coach's band's, a strip's, a tab's or another card's. A
 * decision naming the card (`named`) may stand over it: it offers the card by name. */
export function inSight(card: Locator, named?: string): Promise<boolean> {
  return card.evaluate((el, name) => {
    const title = el.querySelector('.face-title');
    const r = (title ?? el).getBoundingClientRect();
    return (title ? [0.5, 0.25, 0.75] : [0.25, 0.1, 0.4]).some((fy) => [0.5, 0.25, 0.75, 0.1].some((fx) => {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      return hit !== null && (el.contains(hit) || (name !== undefined && hit.closest('[role="dialog"]')?.textContent?.includes(name) === true));
    }));
  }, named);
}

/** Where a finger finds a card: the first point of it, from its middle outwards, that nothing else
 * covers (a phone's short row shows little more than the top of a card in a cascade, a fanned
 * hand the left edge of each card). */
async function openPoint(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const point = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (const fy of [0.5, 0.15, 0.3, 0.7, 0.9, 0.05]) {
      for (const fx of [0.5, 0.25, 0.1, 0.75, 0.9]) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        // Clear of the edges of whatever covers the rest: a finger is not a pixel.
        const clear = [[0, 0], [-5, 0], [5, 0], [0, -5], [0, 5]].every(([dx, dy]) => {
          const hit = document.elementFromPoint(x + dx, y + dy);
          return hit !== null && el.contains(hit);
        });
        if (clear) return { x: r.width * fx, y: r.height * fy };
      }
    }
    return null;
  });
  if (!point) throw new Error("the ringed thing is covered all over");
  return point;
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
    await card.tap({ position: await openPoint(card) });
    const target = page.locator(to.selector).first();
    await expect(target).toHaveCSS('outline-style', 'solid');
    await target.tap({ position: await openPoint(target) });
  } else {
    await drag(page, card, (p) => p.locator(to.selector).first());
  }
}
