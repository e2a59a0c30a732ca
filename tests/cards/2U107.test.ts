// Selsyn Maneuver: whenever an ability of the weapon it is beneath damages a ship or unit, that
// card's owner loses 1 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: [{ card: 'Test Blaster', name: 'gun', beneath: ['Selsyn Maneuver'] }] },
      { card: 'Plain Trooper', beneath: [{ card: 'Test Blaster', name: 'other' }] }],
    [{ card: 'Plain Trooper', name: 'foe' }, { card: 'Plain Trooper', name: 'foe2' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('2U107 Selsyn Maneuver', () => {
  it('2U107 Selsyn Maneuver: its weapon damages the trooper: P2 loses 1', () => {
    sc().use('gun', { targets: ['foe'] }).resolve().resolve().lose('reserve', P2).expectPiles(P2, { reserve: 5 });
  });
  it('2U107 Selsyn Maneuver: another weapon\'s damage sets off nothing', () => {
    sc().use('other', { targets: ['foe2'] }).resolve().expectCard('foe2', { damaged: true }).expectStack(0).expectPiles(P2, { reserve: 6 });
  });
});
