// Kayaldi (erratum, CARD-19, EX-RUL-11): once a turn, lose 2: the next time she moves this turn to a
// site holding an opposing character, a delayed trigger (R-TRIG-09) turns over the two top cards
// of your used pile; when both are units, a character there may be destroyed.
import { describe, expect, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

// The movement's 1 energy comes off the top of the active pile onto the used pile (R-ENERGY-05).
const sc = (activeTop: Entry, usedTop: Entry[], theirsAtMiddle: Entry[] = [{ card: 'Plain Officer', name: 'foe' }]) => game({
  phase: 'move',
  players: [{ active: [activeTop, ...energy(5)], used: usedTop }, {}],
  row: [
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Kayaldi'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], theirsAtMiddle] },
    { card: 'Testland/South', name: 'south', controller: P1 },
  ],
});
/** Kayaldi's ability, paid by losing 2 from the reserve, then her movement to the middle site. */
const armedThenMoved = (...args: Parameters<typeof sc>) =>
  sc(...args).use('Kayaldi').lose('reserve').lose('reserve').resolve().move('Kayaldi', 'middle').resolve();

describe('1R239 Kayaldi', () => {
  it('EX-RUL-11 / 1R239 Kayaldi: she moves to a site with their character; the top two used cards are both units: she may destroy a target character there', () => {
    const g = armedThenMoved({ card: 'Plain Trooper', name: 'paid' }, [{ card: 'Costly Tank', name: 'under' }]).resolve().option(0).pick('foe')
      .expectCard('foe', { zone: 'lost' }).expectCard('Kayaldi', { at: 'middle' }).expectCard('mine', { at: 'middle' })
      .expectCard('paid', { zone: 'used' }).expectPiles(P1, { lost: 2, reserve: 4 }).expectStack(0)
      .expectLog('P1 reveals the top of the used pile: Plain Trooper, Costly Tank.');
    expect(g.state.watchers).toEqual([]);
  });
  it('EX-RUL-11 / 1R239 Kayaldi: "you may": she may destroy nothing', () => {
    armedThenMoved('Plain Trooper', ['Costly Tank']).resolve().option(1)
      .expectCard('foe', { at: 'middle' }).expectStack(0).expectDecision(null);
  });
  it('EX-RUL-11 / 1R239 Kayaldi: only if both are units: a non-unit on top (the energy paid to move) destroys nothing, no choice asked', () => {
    armedThenMoved('Destiny 3', ['Costly Tank']).resolve()
      .expectCard('foe', { at: 'middle' }).expectStack(0).expectDecision(null)
      .expectLog('P1 reveals the top of the used pile: Destiny 3, Costly Tank.');
    armedThenMoved('Plain Trooper', []).resolve().expectCard('foe', { at: 'middle' }).expectDecision(null);
  });
  it('EX-RUL-11 / 1R239 Kayaldi: a move to a site where the opponent has no character does not set it off: it keeps waiting', () => {
    const g = armedThenMoved('Plain Trooper', ['Costly Tank'], [{ card: 'Costly Tank', name: 'theirTank' }])
      .expectStack(0).expectCard('Kayaldi', { at: 'middle' }).expectCard('theirTank', { at: 'middle' });
    expect(g.state.watchers).toHaveLength(1);
    expect(g.state.triggers).toEqual([]);
  });
  it('EX-RUL-11 / 1R239 Kayaldi: lose 2 energy, once each turn (R-ABIL-03); without it nothing waits for her move', () => {
    sc('Plain Trooper', ['Costly Tank']).use('Kayaldi').lose('reserve').lose('reserve').resolve()
      .refuses('R-ABIL-03').use('Kayaldi').expectPiles(P1, { lost: 2 });
    const g = sc('Plain Trooper', ['Costly Tank']).move('Kayaldi', 'middle').resolve().expectStack(0).expectCard('foe', { at: 'middle' });
    expect(g.state.watchers).toEqual([]);
  });
});
