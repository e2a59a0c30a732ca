// Pursuit Just Behind: destroy a target infiltrator of your opponent's at a sector; then they lose 3.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  players: [{ hand: ['Pursuit Just Behind'] }, {}],
  row: [{ card: 'Shiland/Orbit', controller: P1, cards: [['Plain Fighter'], [{ card: 'Plain Infiltrator Ship', name: 'spyship' }, { card: 'Plain Fighter', name: 'wing' }]] },
    { card: 'Testland/North', controller: P2, cards: [[], [{ card: 'Plain Infiltrator', name: 'spy' }]] }],
});

describe('1U197 Pursuit Just Behind', () => {
  it('1U197 Pursuit Just Behind: the infiltrator ship is destroyed and P2 loses 3; the order is lost', () => {
    sc().play('Pursuit Just Behind', { targets: ['spyship'] }).resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectCard('spyship', { zone: 'lost' }).expectPiles(P2, { lost: 4 }).expectCard('Pursuit Just Behind', { zone: 'lost' });
  });
  it('1U197 Pursuit Just Behind: a fighter that is no infiltrator, or an infiltrator at a site, is no target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Pursuit Just Behind', { targets: ['wing'] }).refuses('R-TGT-04').play('Pursuit Just Behind', { targets: ['spy'] });
  });
});
