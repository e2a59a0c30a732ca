// Alnak: while it is at a site, your drains at sites related to it are 1 bigger.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = (at: string) => game({
  phase: 'control',
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Alnak'], []] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [['Plain Trooper'], []] }],
}).drain(at).resolve();

describe('1R221 Alnak', () => {
  it('1R221 Alnak: your drain at a related site is 2 + 1 = 3 (R-DRAIN-04)', () => {
    drained('south').lose('reserve').lose('reserve').lose('reserve').expectPiles(P2, { lost: 3 });
  });
  it('1R221 Alnak: not at its own site, nor at an unrelated one (2 each)', () => {
    drained('north').lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 }).expectDecision(null);
    drained('far').lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
});
