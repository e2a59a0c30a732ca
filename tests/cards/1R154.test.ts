// Sprinkle’s Deal: reveal a destiny and draw that many cards from your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (top: string) => game({
  phase: 'deploy',
  players: [{ hand: ["Sprinkle’s Deal"], reserve: [{ card: top, name: 'top' }, ...energy(5, 1)], active: energy(6) }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }],
});

describe('1R154 Sprinkle’s Deal', () => {
  it('1R154 Sprinkle’s Deal: a destiny-3 reveal draws 3 of the 5 cards left; the deal costs 3 and is lost', () => {
    setup('Destiny 3').play("Sprinkle’s Deal").resolve()
      .expectPiles(P1, { hand: 3, reserve: 2, used: 4, active: 3 }).expectCard("Sprinkle’s Deal", { zone: 'lost' });
  });
  it('1R154 Sprinkle’s Deal: a destiny-0 reveal draws nothing', () => {
    setup('Destiny 0').play("Sprinkle’s Deal").resolve()
      .expectPiles(P1, { hand: 0, reserve: 5 });
  });
});
