// Fill With Fear: playing it reverts an inverter of yours (extra cost); a pending drain somewhere
// related to that inverter's location is canceled.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = () => game({
  phase: 'control', turnPlayer: P2, players: [{ hand: ['Fill With Fear'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[{ card: 'Test Flipper', name: 'unrelated', inverted: true }], []] },
    { card: 'Testland/North', name: 'site', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/Middle', name: 'related', controller: P1, cards: [[{ card: 'Test Flipper', name: 'flipper', inverted: true }], []] }],
}).drain('site', P2).pass(P2);

describe('2R123 Fill With Fear', () => {
  it('2R123 Fill With Fear: the flipper at a related site is reverted and the drain canceled: nothing is lost (R-CANCEL-01)', () => {
    const g = drained();
    g.play('Fill With Fear', { targets: [g.stackItem(), 'flipper'] }).expectCard('flipper', { inverted: false }).resolve()
      .expectPiles(P1, { lost: 1, active: 6 - 3, reserve: 6 }).expectPile(P1, 'lost', 'Fill With Fear');
  });
  it('2R123 Fill With Fear: an inverter at an unrelated location is no target (R-TGT-04)', () => {
    const g = drained();
    g.refuses('R-TGT-04').play('Fill With Fear', { targets: [g.stackItem(), 'unrelated'] });
  });
});
