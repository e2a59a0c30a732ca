// Suppressed: once a turn in your control phase, holding both a battleground site and a battleground sector
// of your own: pay 2 and your opponent loses 2.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (sector: boolean, phase: 'control' | 'deploy' = 'control') => game({
  phase, players: [{ assets: ['Suppressed'] }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Plain Trooper'], []] },
    { card: 'Testland/Orbit', controller: P1, cards: [sector ? ['Plain Fighter'] : [], []] }],
});

describe('2R139 Suppressed', () => {
  it('2R139 Suppressed: holding both, pay 2: P2 loses 2; once a turn (R-ABIL-03)', () => {
    sc(true).use('Suppressed').resolve().lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { lost: 2 }).expectPiles(P1, { active: 4 })
      .refuses('R-ABIL-03').use('Suppressed');
  });
  it('2R139 Suppressed: without a sector you control, or outside your control phase, refused (R-GEN-02)', () => {
    sc(false).refuses('R-GEN-02').use('Suppressed');
    sc(true, 'deploy').refuses('R-GEN-02').use('Suppressed');
  });
});
