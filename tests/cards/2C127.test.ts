// Hullripper (inverter): upright, once a turn, a location card shown from hand and placed atop the used
// pile inverts it. Inverted, once a turn, reverting it takes the used pile's top card into hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (inverted = false) => game({
  phase: 'deploy', players: [{ hand: ['Testland/Orbit', 'Plain Trooper'], used: ['Destiny 6'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[{ card: 'Hullripper', inverted }], []] }],
});

describe('2C127 Hullripper', () => {
  it('2C127 Hullripper: a location from hand onto the used pile inverts it: 3/1/3 becomes 4/1/2 (R-KW-INV-03); once each turn (R-ABIL-03)', () => {
    sc().use('Hullripper', { ability: 'invert', paying: ['Testland/Orbit'] }).expectOnTop(P1, 'used', 'Testland/Orbit').resolve()
      .expectCard('Hullripper', { inverted: true, power: 4, defense: 2 });
  });
  it("2C127 Hullripper: a card that is not a location can't pay (R-PLAY-04)", () => {
    sc().refuses('R-PLAY-04').use('Hullripper', { ability: 'invert', paying: ['Plain Trooper'] });
  });
  it('2C127 Hullripper: inverted, reverting it takes the used pile\'s top card into hand (R-KW-INV-04)', () => {
    sc(true).use('Hullripper', { ability: 'draw' }).expectCard('Hullripper', { inverted: false }).resolve()
      .expectCard('Destiny 6', { zone: 'hand' }).expectPiles(P1, { hand: 3, used: 0 });
  });
});
