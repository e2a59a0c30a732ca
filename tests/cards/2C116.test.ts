// Attack Plan: only in your control phase: invert one of your inverters.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'control' | 'move') => game({
  phase, players: [{ hand: ['Attack Plan'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[{ card: 'Test Flipper', name: 'mine' }], [{ card: 'Test Flipper', name: 'theirs' }]] }],
});

describe('2C116 Attack Plan', () => {
  it('2C116 Attack Plan: your only inverter is inverted (3/3/3); it cost 1', () => {
    sc('control').play('Attack Plan').resolve().expectCard('mine', { inverted: true, power: 3 }).expectCard('theirs', { inverted: false })
      .expectPiles(P1, { active: 5 });
  });
  it('2C116 Attack Plan: not in the move phase (R-GEN-02)', () => {
    sc('move').refuses('R-GEN-02').play('Attack Plan');
  });
});
