// Wagner S70 Plasma Bolter: once each turn, pay 1: reveal the bottom card of your reserve; damage a
// target opposing unit in the site battle here whose defense is below its destiny.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (bottom: number) => game({
  phase: 'battle', players: [{ reserve: [...energy(5, 1), `Destiny ${bottom}`] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Wagner S70 Plasma Bolter'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});
const shoot = { ability: 'damage', targets: ['foe'] };

describe('2C84 Wagner S70 Plasma Bolter', () => {
  it('2C84 Wagner S70 Plasma Bolter: the bottom card (5), not the top (1), decides: the officer (3) is damaged; once each turn (R-ABIL-03)', () => {
    sc(5).use('Wagner S70 Plasma Bolter', shoot).resolve().expectCard('foe', { damaged: true })
      .expectOnTop(P1, 'used', 'Destiny 5').expectPiles(P1, { reserve: 5 })
      .refuses('R-ABIL-03').use('Wagner S70 Plasma Bolter', shoot);
  });
  it('2C84 Wagner S70 Plasma Bolter: a bottom 3 does not beat defense 3', () => {
    sc(3).use('Wagner S70 Plasma Bolter', shoot).resolve().expectCard('foe', { damaged: false });
  });
});
