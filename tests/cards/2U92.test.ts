// Claviger: Scouting, so it may be played at a site where your side shows no energy icons.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', players: [{ hand: ['Claviger', 'Plain Trooper'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Bareland/Waste', name: 'waste', controller: P1 }],
});

describe('2U92 Claviger', () => {
  it('2U92 Claviger: Scouting: played at a site with no energy icon on your side', () => {
    setup().play('Claviger', { at: 'waste' }).resolve().expectCard('Claviger', { zone: 'table', at: 'waste' });
  });
  it('2U92 Claviger: a character without Scouting is refused there (R-UNIT-04)', () => {
    setup().refuses('R-UNIT-04').play('Plain Trooper', { at: 'waste' }).expectCard('Plain Trooper', { zone: 'hand' });
  });
});
