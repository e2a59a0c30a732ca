// Higen Orochito: once a turn, lose 2: immune to attrition this turn; when he is lost from a site, you
// retrieve as many as three cards.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({ phase: 'battle', players: [{ lost: ['Destiny 1', 'Destiny 2', 'Destiny 3', 'Destiny 4'] }, { hand: ['Test Strike'] }],
  row: [{ card: 'Gongland/Shrine', controller: P1, cards: [['Higen Orochito'], ['Plain Trooper']] }] });

describe('1R73 Higen Orochito', () => {
  it('1R73 Higen Orochito: destroyed at a site, you choose to retrieve 2 of up to 3 (R-ENERGY-11)', () => {
    sc().pass(P1).play('Test Strike', { targets: ['Higen Orochito'] }).resolve().resolve().amount(2)
      .expectPiles(P1, { used: 2, lost: 3 }).expectPiles(P2, { hand: 0 });
  });
  it('1R73 Higen Orochito: lose 2: immune this turn; once a turn (R-ABIL-03)', () => {
    sc().use('Higen Orochito', { ability: 'immune' }).lose('active').lose('active').resolve()
      .expectLog('Higen Orochito (P1): This card is immune to attrition until the end of the turn').refuses('R-ABIL-03').use('Higen Orochito', { ability: 'immune' });
  });
});
