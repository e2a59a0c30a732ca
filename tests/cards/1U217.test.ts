// Vishal Scout: Scouting, so it may be played at a site where your side shows no energy icons.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', players: [{ hand: ['Vishal Scout', 'Plain Trooper'] }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Bareland/Waste', name: 'waste', controller: P1 }],
});

describe('1U217 Vishal Scout', () => {
  it('1U217 Vishal Scout: Scouting: played at a site with no energy icon on your side', () => {
    setup().play('Vishal Scout', { at: 'waste' }).resolve().expectCard('Vishal Scout', { zone: 'table', at: 'waste' });
  });
  it('1U217 Vishal Scout: a character without Scouting is refused there (R-UNIT-04)', () => {
    setup().refuses('R-UNIT-04').play('Plain Trooper', { at: 'waste' }).expectCard('Plain Trooper', { zone: 'hand' });
  });
});
