// Tahka Quarrel (erratum CARD-22, EX-RUL-05): put it on top of your used pile: cancel a target pending
// drain at a related location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = (at: string) => game({
  phase: 'control', turnPlayer: P2,
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Tahka Quarrel'], []] },
    { card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] }],
}).drain(at, P2).pass(P2);

describe('1U269 Tahka Quarrel', () => {
  it('1U269 Tahka Quarrel: the opponent drains at a related site: the ship goes on top of your used pile and the drain is canceled', () => {
    const g = drained('north');
    g.use('Tahka Quarrel', { targets: [g.stackItem()] }).resolve()
      .expectOnTop(P1, 'used', 'Tahka Quarrel').expectPiles(P1, { lost: 0 }).expectStack(0).expectLog('A pending drain is canceled');
  });
  it('1U269 Tahka Quarrel: a drain at an unrelated site is no target (R-TGT-04)', () => {
    const g = drained('far');
    g.refuses('R-TGT-04').use('Tahka Quarrel', { targets: [g.stackItem()] });
  });
});
