// Synched Up: show the top three cards of your reserve: one goes beneath your active pile, one to
// your lost pile, and the last back on top of your reserve.
import { describe, expect, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Synched Up'], reserve: ['Destiny 1', 'Destiny 2', 'Destiny 5', ...energy(3)], active: energy(3, 6) }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] }],
});

describe('2U82 Synched Up', () => {
  it('2U82 Synched Up: the 5 beneath the active pile, the 1 to the lost pile, the 2 stays on top; the order is used (R-ORDER-02)', () => {
    const g = sc().play('Synched Up').resolve().pick('Destiny 5').pick('Destiny 1')
      .expectOnTop(P1, 'reserve', 'Destiny 2').expectPile(P1, 'lost', 'Destiny 1').expectCard('Synched Up', { zone: 'used' })
      .expectPiles(P1, { reserve: 4, active: 4 }).expectLog('P1 loses Destiny 1 from the reserve pile (R-EFF-02).');
    expect(g.pile(P1, 'active').at(-1)).toBe('Destiny 5');
  });
});
