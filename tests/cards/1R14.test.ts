// Consultation: only in your move phase: destroy a target vehicle at a site where your units' total tactics
// beat your opponent's.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy') => game({
  phase, players: [{ hand: ['Consultation'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [['Plain Officer'], [{ card: 'Plain Tank', name: 'beaten' }]] },
    { card: 'Testland/North', controller: P1, cards: [['Plain Trooper'], [{ card: 'Plain Tank', name: 'even' }, 'Plain Trooper']] }],
});

describe('1R14 Consultation', () => {
  it('1R14 Consultation: your officer (4) outthinks their tank (1): it is destroyed', () => {
    sc('move').play('Consultation', { targets: ['beaten'] }).resolve().expectCard('beaten', { zone: 'lost' });
  });
  it('1R14 Consultation: not where your tactics are not higher (R-TGT-04); not outside your move phase (R-GEN-02)', () => {
    sc('move').refuses('R-TGT-04').play('Consultation', { targets: ['even'] });
    sc('deploy').refuses('R-GEN-02').play('Consultation', { targets: ['beaten'] });
  });
});
