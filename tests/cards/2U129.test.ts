// Intimidation: your opponent pays 2 for each Tahka unit of yours at the target battleground.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Intimidation'] }, {}],
  row: [{ card: 'Quayland/Den', name: 'den', controller: P1, cards: [['Katuka', 'Clandestine Team', 'Plain Trooper'], ['Plain Trooper']] },
    { card: 'Bareland/Waste', name: 'quiet', controller: P1, cards: [['Spineslinger'], []] }],
});

describe('2U129 Intimidation', () => {
  it('2U129 Intimidation: two Tahka units of yours at the contested site: P2 pays 4', () => {
    sc().play('Intimidation', { targets: ['den'] }).resolve().expectPiles(P2, { active: 2 }).expectCard('Intimidation', { zone: 'used' });
  });
  it('2U129 Intimidation: a location that is no battleground is no target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Intimidation', { targets: ['quiet'] }).expectPiles(P1, { hand: 1 });
  });
});
