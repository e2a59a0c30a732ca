// Sniffed Out: destroy a target infiltrator of your opponent's at a site; then they lose 3 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  players: [{ hand: ['Sniffed Out'] }, {}],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Plain Trooper'], [{ card: 'Plain Infiltrator', name: 'spy' }, { card: 'Plain Trooper', name: 'grunt' }]] },
    { card: 'Testland/Orbit', controller: P2, cards: [[], [{ card: 'Plain Infiltrator Ship', name: 'spyship' }]] }],
});

describe('1U102 Sniffed Out', () => {
  it('1U102 Sniffed Out: the infiltrator is destroyed and P2 loses 3; the order is lost', () => {
    sc().play('Sniffed Out', { targets: ['spy'] }).resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectCard('spy', { zone: 'lost' }).expectPiles(P2, { lost: 4, reserve: 3 }).expectCard('Sniffed Out', { zone: 'lost' });
  });
  it('1U102 Sniffed Out: a unit that is no infiltrator, or an infiltrator at a sector, is no target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').play('Sniffed Out', { targets: ['grunt'] }).refuses('R-TGT-04').play('Sniffed Out', { targets: ['spyship'] });
  });
});
