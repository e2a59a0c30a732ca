// Mercurial: one copy per kizen (R-ASSET-04); once a turn, pay 4: a target unit of yours here goes on
// top of its owner's reserve.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Mercurial'] }, { card: 'Plain Trooper', name: 'mine', beneath: ['Plain Rifle'] }], [{ card: 'Plain Trooper', name: 'theirs' }]] }],
});

describe('1R137 Mercurial', () => {
  it('1R137 Mercurial: pay 4: your trooper goes on top of your reserve, its rifle is lost (R-TERM-LEAVE-02); once a turn', () => {
    sc().use('Mercurial', { ability: 'toReserve', targets: ['mine'] }).resolve()
      .expectOnTop(P1, 'reserve', 'mine').expectCard('Plain Rifle', { zone: 'lost' }).expectPiles(P1, { active: 2 })
      .refuses('R-ABIL-03').use('Mercurial', { ability: 'toReserve', targets: ['Plain Kizen'] });
  });
  it("1R137 Mercurial: the opponent's unit is no target (R-TGT-04)", () => {
    sc().refuses('R-TGT-04').use('Mercurial', { ability: 'toReserve', targets: ['theirs'] });
  });
});
