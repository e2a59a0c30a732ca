// What one seat may not see: cards in the other seat's hand or face-down piles stay out of that
// seat's view (seatView) and out of every log line it reads (R-GEN-07). For the card tests of
// effects that reveal some hand cards and keep the rest hidden.
import { expect } from 'vitest';
import { eventText, seatView } from '../../src/engine';
import type { Seat } from '../../src/engine';
import type { TestGame } from './driver';

/** `viewer` sees none of these cards (by label): not in its seat view, not named to it in the log. */
export function expectHiddenFrom(g: TestGame, viewer: Seat, ...cards: string[]): void {
  const view = seatView(g.state, viewer);
  for (const ref of cards) {
    const title = String(g.card(ref).title);
    expect(view.numbers[g.id(ref)], `${ref} in seat ${viewer}'s view`).toBeUndefined();
    for (const e of g.events) expect(eventText(e, viewer), `${e.kind} as seat ${viewer} reads it`).not.toContain(title);
  }
}

/** `viewer` reads these cards (by title) named in the log: they were revealed to both players. */
export function expectShownTo(g: TestGame, viewer: Seat, ...titles: string[]): void {
  const text = g.events.map((e) => eventText(e, viewer)).join('\n');
  for (const t of titles) expect(text, `the log as seat ${viewer} reads it`).toContain(t);
}
