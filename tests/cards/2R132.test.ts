// Lahrik: inverter; whenever an opposing unit at its location is lost, you may invert it. Inverted: once a
// turn, revert it: your opponent loses 1.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('2R132 Lahrik', () => {
  it("2R132 Lahrik: the opponent's trooper here is destroyed: you may invert Lahrik (4/1/4)", () => {
    game({ phase: 'battle', players: [{ hand: ['Test Strike'] }, {}],
      row: [{ card: 'Quayland/Den', controller: P1, cards: [['Lahrik'], [{ card: 'Plain Trooper', name: 'foe' }]] }] })
      .play('Test Strike', { targets: ['foe'] }).resolve().resolve().yes().expectCard('Lahrik', { inverted: true, power: 4 });
  });
  it('2R132 Lahrik: inverted, revert it: P2 loses 1; once a turn; upright it has no such ability (R-KW-INV-04)', () => {
    game({ row: [{ card: 'Quayland/Den', controller: P1, cards: [[{ card: 'Lahrik', inverted: true }], []] }] })
      .use('Lahrik', { ability: 'revert' }).resolve().lose('reserve', P2).expectCard('Lahrik', { inverted: false }).expectPiles(P2, { lost: 1 })
      .refuses('R-ABIL-01').use('Lahrik', { ability: 'revert' });
  });
});
