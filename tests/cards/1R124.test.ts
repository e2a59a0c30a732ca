// Festering Cargo: your opponent reveals their hand and loses one of its interrupts or orders, if any.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (theirs: unknown[]) => game({ players: [{ hand: ['Festering Cargo'] }, { hand: theirs as string[] }],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }] });

describe('1R124 Festering Cargo', () => {
  it('1R124 Festering Cargo: P2 shows a trooper, an interrupt and an order, and picks the order to lose', () => {
    sc(['Plain Trooper', 'Test Zap', 'Test Orders']).play('Festering Cargo').resolve().expectLog('P2 reveals their hand: Plain Trooper, Test Zap, Test Orders.')
      .pick('Test Orders', P2).expectCard('Test Orders', { zone: 'lost' }).expectPiles(P2, { hand: 2 });
  });
  it('1R124 Festering Cargo: with no interrupt or order, the hand is shown and nothing is lost', () => {
    sc(['Plain Trooper']).play('Festering Cargo').resolve().expectDecision(null).expectPiles(P2, { hand: 1, lost: 0 });
  });
});
