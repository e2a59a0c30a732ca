// Apparition: target a kizen of yours in a site battle: +3 to your battle destiny.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (loc = 'Depots/Maverick Depot') => game({
  phase: 'battle',
  players: [{ hand: ['Apparition'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1 },
    { card: loc, name: 'here', controller: P1, cards: [['Plain Kizen', { card: 'Plain Trooper', name: 'trooper' }], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1', destiny: [2, 0] },
});

describe('1R222 Apparition', () => {
  it('1R222 Apparition: with your kizen in the site battle, battle destiny 2 + 3 = 5; the card is lost', () => {
    setup().play('Apparition', { targets: ['Plain Kizen'] }).resolve()
      .expectBattle({ destiny: [5, 0] }).expectCard('Apparition', { zone: 'lost' });
  });
  it('1R222 Apparition: a unit that is not a kizen is not a legal target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Apparition', { targets: ['trooper'] });
  });
});
