// Informational Advantage: each time its player's opponent plays a card using support icons at its
// character's location, that opponent loses 1 energy.
import { describe, it } from 'vitest';
import { game, P2 } from '../kit/driver';

// P2's turn; P2 controls the Earther depot, where P1's infiltrator carries the asset.
const sc = () => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{}, { hand: ['Earther Recruit', 'Maverick Recruit'] }],
  row: [{ card: 'Depots/Earther Depot', controller: P2, cards: [[{ card: 'Pavel Royerk', beneath: ['Informational Advantage'] }], []] },
    { card: 'Depots/Maverick Depot', controller: P2, cards: [[], []] },
    { card: 'Testland/North', name: 'site', controller: P2, cards: [[], []] }],
});

describe('2R10 Informational Advantage', () => {
  it('2R10 Informational Advantage: P2 plays an Earther card using the icons there: the trigger makes P2 lose 1 (R-TRIG-01, R-ENERGY-06)', () => {
    sc().play('Earther Recruit', { at: 'site' }).resolve().lose('reserve', P2).expectPiles(P2, { active: 5, lost: 1 })
      .resolve().expectCard('Earther Recruit', { zone: 'table' });
  });
  it('2R10 Informational Advantage: a Maverick card uses no icon there: no loss', () => {
    sc().play('Maverick Recruit', { at: 'site' }).resolve().expectPiles(P2, { lost: 0 }).expectStack(0);
  });
});
