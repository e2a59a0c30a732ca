// Clanton Grav Grenade: dismiss it: one destiny is revealed, and every unit in the site battle here,
// either player's, whose defense is below it is damaged.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (top: number) => game({
  phase: 'battle', players: [{ reserve: [`Destiny ${top}`, ...energy(5, 1)] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'mine', beneath: ['Clanton Grav Grenade'] }], [{ card: 'Plain Officer', name: 'foe' }, 'Plain Wall']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});

describe('1R117 Clanton Grav Grenade', () => {
  it('1R117 Clanton Grav Grenade: a 4 damages your trooper (2) and their officer (3), not the wall (9); one card revealed', () => {
    sc(4).use('Clanton Grav Grenade', { ability: 'damage' }).expectCard('Clanton Grav Grenade', { zone: 'lost' }).resolve()
      .expectCard('mine', { damaged: true }).expectCard('foe', { damaged: true }).expectCard('Plain Wall', { damaged: false })
      .expectPiles(P1, { reserve: 5 }).expectOnTop(P1, 'used', 'Destiny 4');
  });
  it('1R117 Clanton Grav Grenade: a 3 damages only the trooper (defense below, not equal)', () => {
    sc(3).use('Clanton Grav Grenade', { ability: 'damage' }).resolve()
      .expectCard('mine', { damaged: true }).expectCard('foe', { damaged: false });
  });
});
