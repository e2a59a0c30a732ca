// Reaping: once a turn, only in your control phase: your opponent loses 1 per battleground location you control.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (phase: 'control' | 'deploy') => game({
  phase, players: [{ hand: [{ card: 'Reaping', name: 'reap' }, { card: 'Reaping', name: 'again' }] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/North', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/Orbit', controller: P1, cards: [['Plain Fighter'], []] },
    { card: 'Testland/South', controller: P1, cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Bareland/Waste', controller: P1, cards: [['Plain Trooper'], []] }],
});

describe('1R258 Reaping', () => {
  it('1R258 Reaping: you control three battlegrounds (R-LOC-12/13); the contested site and the iconless one do not count: P2 loses 3; once a turn (R-INTR-06)', () => {
    sc('control').play('reap').resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { lost: 3 }).expectDecision(null).refuses('R-INTR-06').play('again');
  });
  it('1R258 Reaping: not in the deploy phase (R-GEN-02)', () => {
    sc('deploy').refuses('R-GEN-02').play('reap').expectPiles(P1, { hand: 2 });
  });
});
