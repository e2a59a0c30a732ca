// Hellcat Aviatrix: Piloting 2 (the ship it rides gets +2 power and +2 tactics).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C132 Hellcat Aviatrix', () => {
  it('1C132 Hellcat Aviatrix: aboard a 2/2/3 fighter the ship is 4/4/3 (R-KW-PILOT-01)', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Hellcat Aviatrix'] }], []] }] })
      .expectCard('ship', { power: 4, tactics: 4, defense: 3 }).expectCard('Hellcat Aviatrix', { power: 1, tactics: 2, defense: 3 });
  });
  it('1C132 Hellcat Aviatrix: at a site, on foot, it boosts nothing', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Hellcat Aviatrix', { card: 'Plain Trooper', name: 'friend' }], []] }] })
      .expectCard('friend', { power: 2, tactics: 2 });
  });
});
