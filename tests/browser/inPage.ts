// Play driven from inside the page, for measuring: one step by whoever acts (a drop is the mouse
// events a hand makes), resolved once the step's latency measure (src/ui/perf.ts) is written, so
// that nothing of the test harness runs while a step is being measured.
import type { Page } from '@playwright/test';
import { UPDATE_MEASURE } from '../../src/ui/perf';

/** One step of play by whoever acts, inside the page; resolves with what it did once the step's
 * measure is written (or null when the game is over). */
export function stepInPage(page: Page): Promise<string | null> {
  return page.evaluate(async (measure) => {
    const count = () => performance.getEntriesByName(measure).length;
    const before = count();
    const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    const settle = async () => { for (let i = 0; i < 120 && count() === before; i++) await frames(); };
    const click = (el: Element | null | undefined) => { (el as HTMLElement).click(); };
    if (document.querySelector('.result, [role=dialog] .primary') && /wins|draw/.test(document.querySelector('[role=dialog] h2')?.textContent ?? '')) return null;
    const takeOver = [...document.querySelectorAll('button')].find((b) => /^I am P\d/.test(b.textContent ?? ''));
    if (takeOver) { click(takeOver); await frames(); return 'hand-over'; }
    const choice = document.querySelector('[role=dialog] button.choice');
    if (choice) { const what = choice.textContent; click(choice); await settle(); return `choose: ${what}`; }
    const card = document.querySelector('.hand-card.is-playable');
    if (card) {
      const at = (el: Element) => { const b = el.getBoundingClientRect(); return { clientX: b.left + 8, clientY: b.top + b.height / 2 }; };
      const from = at(card);
      const mouse = (type: string, p: { clientX: number; clientY: number }, on: EventTarget = document) => on.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, buttons: type === 'mouseup' ? 0 : 1, ...p }));
      mouse('mousedown', from, card);
      for (let i = 1; i <= 3; i++) mouse('mousemove', { clientX: from.clientX + 4 * i, clientY: from.clientY - 4 * i });
      await frames();
      const lit = document.querySelector('.target-legal');
      if (!lit) { mouse('mouseup', from); await frames(); return 'no target'; }
      lit.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await frames();
      const target = lit.querySelector('.location-title') ?? lit;
      const b = target.getBoundingClientRect();
      const to = { clientX: b.left + b.width / 2, clientY: b.top + b.height / 2 };
      mouse('mousemove', to);
      await frames();
      mouse('mouseup', to);
      await settle();
      // The table ignores clicks for a moment after a drop.
      await new Promise((done) => setTimeout(done, 60));
      return `drop ${card.getAttribute('data-card')}`;
    }
    const action = document.querySelector('.action-list button') ?? [...document.querySelectorAll('button.pass')].find((b) => !(b as HTMLButtonElement).disabled);
    if (!action) return 'nothing to do';
    const what = action.textContent;
    click(action);
    await settle();
    return what;
  }, UPDATE_MEASURE);
}

