// Tamon Interceptor: destroyed, it may be moved from the lost pile onto its owner's used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({ phase: 'battle', players: [{}, { hand: ['Test Strike'] }],
  row: [{ card: 'Gongland/Orbit', controller: P1, cards: [['Tamon Interceptor'], ['Plain Fighter']] }] })
  .pass(P1).play('Test Strike', { targets: ['Tamon Interceptor'] }).resolve().resolve();

describe('2C50 Tamon Interceptor', () => {
  it('2C50 Tamon Interceptor: destroyed, it may go from the lost pile to the top of the used pile', () => {
    sc().yes().expectOnTop(P1, 'used', 'Tamon Interceptor').expectPiles(P1, { lost: 0 }).expectLog('from the lost pile');
  });
  it('2C50 Tamon Interceptor: you may leave it lost', () => {
    sc().no().expectCard('Tamon Interceptor', { zone: 'lost' }).expectPiles(P2, { hand: 0 });
  });
});
