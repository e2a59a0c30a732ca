// Fuel Theft: until end of turn your side of a target location has two more energy icons.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('1C127 Fuel Theft', () => {
  it("1C127 Fuel Theft: on the opponent's site, your side gains 2 energy icons: your activation count is 7 this turn, 5 after it", () => {
    game({ phase: 'control', players: [{ hand: ['Fuel Theft'] }, {}],
      row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P2 }] })
      .play('Fuel Theft', { targets: ['north'] }).resolve().expectCard('Fuel Theft', { zone: 'used' })
      .expectActivationMax(P1, 1 + 2 + 2 + 2).toPhase('activate', P2).expectActivationMax(P1, 1 + 2 + 2);
  });
});
