// Cloak of Fear: one copy per kizen (R-ASSET-04). Once each turn, pay 0: this turn, the next time the
// kizen moves to a site, a target unit there with tactics below the kizen's returns to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'move',
  row: [
    { card: 'Testland/North', name: 'north', controller: P1,
      cards: [[{ card: 'Plain Kizen', name: 'kizen', beneath: ['Cloak of Fear'] }], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], [{ card: 'Plain Wall', name: 'foe' }, { card: 'Plain Kizen', name: 'their kizen' }]] },
  ],
});

describe('1R227 Cloak of Fear', () => {
  it('1R227 Cloak of Fear: its kizen (tactics 1) moves in: the wall (tactics 0) goes to hand, not their kizen (1) (R-TRIG-09); once each turn (R-ABIL-03)', () => {
    sc().use('Cloak of Fear', { ability: 'watch' }).resolve().refuses('R-ABIL-03').use('Cloak of Fear', { ability: 'watch' })
      .move('kizen', 'middle').resolve().resolve()
      .expectCard('foe', { zone: 'hand' }).expectCard('their kizen', { zone: 'table' });
  });
});
