// Rugged Empty: inverter; after a battle here that you win, you may invert it. Inverted: revert it
// to give a pending drain here +2.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const battle = (theirs: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [['Rugged Empty'], [theirs]] }],
  battle: { location: 'here', attacker: P1, step: 'window3' },
}).toStep('window4');

const drained = (where: 'here' | 'far') => {
  const g = game({
    phase: 'control',
    row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [[{ card: 'Rugged Empty', inverted: true }], []] },
      { card: 'Farland/Orbit', name: 'far', controller: P1, cards: [['Ship 1/1/1'], []] }],
  }).drain(where);
  return g;
};

describe('2U80 Rugged Empty', () => {
  it('2U80 Rugged Empty: it wins a battle here (power 2 to 1): you may invert it', () => {
    battle('Ship 1/1/1').resolve().expectBattle({ winner: P1 }).yes().expectCard('Rugged Empty', { inverted: true });
  });
  it('2U80 Rugged Empty: you may leave it upright', () => {
    battle('Ship 1/1/1').resolve().no().expectCard('Rugged Empty', { inverted: false });
  });
  it('2U80 Rugged Empty: a battle here it loses does not invert it', () => {
    battle('Ship 4/1/4').expectBattle({ winner: P2 }).expectCard('Rugged Empty', { inverted: false });
  });
  it('2U80 Rugged Empty: inverted, revert it: your drain here of 2 gets +2, so P2 loses 4 (R-KW-INV-04, R-DRAIN-04)', () => {
    const g = drained('here');
    g.use('Rugged Empty', { ability: 'drain', targets: [g.stackItem()] }).resolve().expectCard('Rugged Empty', { inverted: false })
      .resolve().expectDecision('lose', P2).lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { reserve: 2 });
  });
  it('2U80 Rugged Empty: only a drain here (R-TGT-04)', () => {
    const g = drained('far');
    g.refuses('R-TGT-04').use('Rugged Empty', { ability: 'drain', targets: [g.stackItem()] });
  });
});
