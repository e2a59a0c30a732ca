// Cartel Legate: while it is at a site, your drains there are 1 bigger.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = (legateAt: 'north' | 'south') => game({
  phase: 'control',
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [legateAt === 'north' ? ['Cartel Legate'] : ['Plain Trooper'], []] },
    { card: 'Testland/South', name: 'south', controller: P1, cards: [legateAt === 'south' ? ['Cartel Legate'] : [], []] }],
}).drain('north').resolve();

describe('1R115 Cartel Legate', () => {
  it('1R115 Cartel Legate: your drain at its site is 2 icons + 1 = 3 (R-DRAIN-04)', () => {
    drained('north').lose('reserve').lose('reserve').lose('reserve').expectPiles(P2, { lost: 3 });
  });
  it('1R115 Cartel Legate: a drain at another site is not changed (2)', () => {
    drained('south').lose('reserve').lose('reserve').expectPiles(P2, { lost: 2 }).expectDecision(null);
  });
});
