// Untold Power of Visions: one copy per kizen (R-ASSET-04); once a turn, pay 1: look at the top two cards
// of either reserve; one goes on top of that player's used pile, the other stays.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  players: [{}, { reserve: [{ card: 'Destiny 6', name: 'six' }, { card: 'Destiny 1', name: 'one' }, 'Destiny 3'] }],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Untold Power of Visions'] }], []] }],
});

describe('1R51 Untold Power of Visions', () => {
  it("1R51 Untold Power of Visions: P1 sends P2's 6 to P2's used pile; the 1 is now on top; P2 is not told which", () => {
    sc().use('Untold Power of Visions', { ability: 'look' }).resolve().option('theirs').pick('six')
      .expectOnTop(P2, 'used', 'six').expectOnTop(P2, 'reserve', 'one').expectNotInLog('Destiny 6').expectPiles(P1, { active: 5 })
      .refuses('R-ABIL-03').use('Untold Power of Visions', { ability: 'look' });
  });
  it('1R51 Untold Power of Visions: only one beneath a kizen (R-ASSET-04)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Untold Power of Visions', name: 'second' }] }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [[{ card: 'Plain Kizen', beneath: ['Untold Power of Visions'] }], []] }] })
      .refuses('R-ASSET-04').play('second', { at: 'Plain Kizen' });
  });
});
