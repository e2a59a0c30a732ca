// Anticipation: a target kizen gets +3 defense until the end of the turn for each location of yours
// whose title contains "Earth".
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';

/** Humanity's Home and the Earther Depot (its title contains "Earth" too, and it pays the support
 * cost) are yours; Corporate Headquarters is yours or the opponent's. */
const setup = (headquarters: Seat = P1) => game({
  phase: 'deploy',
  players: [{ hand: ['Anticipation'] }, {}],
  row: [
    { card: 'Earth/Humanity’s Home', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'kizen' }, 'Plain Trooper'], [{ card: 'Plain Kizen', name: 'their kizen' }]] },
    { card: 'Earth/Corporate Headquarters', controller: headquarters },
    { card: 'Depots/Earther Depot', controller: P1 },
  ],
});

describe('1C2 Anticipation', () => {
  it('1C2 Anticipation: three locations of yours with "Earth" in the title: the kizen (defense 2) gets +9', () => {
    setup().play('Anticipation', { targets: ['kizen'] }).resolve().expectCard('kizen', { defense: 11 });
  });
  it('1C2 Anticipation: an Earth location the opponent played does not count: +6 only', () => {
    setup(P2).play('Anticipation', { targets: ['kizen'] }).resolve().expectCard('kizen', { defense: 8 });
  });
  it('1C2 Anticipation: any kizen may be the target, the opponent\'s too', () => {
    setup().play('Anticipation', { targets: ['their kizen'] }).resolve().expectCard('their kizen', { defense: 11 });
  });
  it('1C2 Anticipation: a unit that is not a kizen is not a target (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').play('Anticipation', { targets: ['Plain Trooper'] });
  });
  it('1C2 Anticipation: the defense is back to 2 when the turn ends; the card goes to the used pile', () => {
    setup().play('Anticipation', { targets: ['kizen'] }).resolve().expectCard('Anticipation', { zone: 'used' })
      .toPhase('activate', P2).expectCard('kizen', { defense: 2 });
  });
});
