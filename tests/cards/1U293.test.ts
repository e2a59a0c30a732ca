// Alnak Station/Captured Base: in your deploy phase, put your target ship here on your used pile:
// download a site with "Alnak Station" in its title.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const setup = (phase: 'deploy' | 'move' = 'deploy') => game({
  phase,
  players: [{ reserve: [...energy(3), 'Alnak Station/Hallway', 'Alnak/Test Hallway'] }, {}],
  row: [{ card: 'Alnak Station/Captured Base', name: 'base', controller: P1,
    cards: [[{ card: 'Plain Fighter', name: 'ship' }], [{ card: 'Plain Fighter', name: 'theirs' }]] }],
});
const spend = (ship: string) => ({ targets: [ship] });

describe('1U293 Alnak Station/Captured Base', () => {
  it('1U293 Alnak Station/Captured Base: your fighter goes on the used pile and you take Alnak Station/Hallway into hand (R-ENERGY-12)', () => {
    setup().use('Alnak Station/Captured Base', spend('ship')).resolve().pick('Alnak Station/Hallway')
      .expectCard('ship', { zone: 'used' }).expectCard('Alnak Station/Hallway', { zone: 'hand' }).expectPiles(P1, { reserve: 4 });
  });
  it('1U293 Alnak Station/Captured Base: only titles with "Alnak Station" are offered (R-EFF-07)', () => {
    setup().use('Alnak Station/Captured Base', spend('ship')).resolve().refuses('R-EFF-07').pick('Alnak/Test Hallway')
      .pick('Alnak Station/Hallway').expectCard('Alnak/Test Hallway', { zone: 'reserve' });
  });
  it("1U293 Alnak Station/Captured Base: the opponent's ship can't pay (R-TGT-04); nor outside your deploy phase (R-GEN-02)", () => {
    setup().refuses('R-TGT-04').use('Alnak Station/Captured Base', spend('theirs')).expectPiles(P2, { used: 0 });
    setup('move').refuses('R-GEN-02').use('Alnak Station/Captured Base', spend('ship'));
  });
});
