// Tilak House Guard: on arrival, you may take the reserve's top card into hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const entered = () => game({
  phase: 'deploy', players: [{ hand: ['Tilak House Guard'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P1 }],
}).play('Tilak House Guard', { at: 'site' }).resolve().resolve();

describe('2C110 Tilak House Guard', () => {
  it('2C110 Tilak House Guard: pay 5, then draw one: hand 1, reserve 5', () => {
    entered().yes().expectPiles(P1, { hand: 1, reserve: 5, active: 1 }).expectCard('Tilak House Guard', { at: 'site', power: 4 });
  });
  it('2C110 Tilak House Guard: declined: no draw', () => {
    entered().no().expectPiles(P1, { hand: 0, reserve: 6 });
  });
});
