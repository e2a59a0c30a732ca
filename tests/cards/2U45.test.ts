// Rapid Fire: its character gets +2 defense, and Quickdraw 1 unless it has quickdraw already.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (host: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: host, name: 'host', beneath: ['F.L.I.C.', 'Rapid Fire'] }], [{ card: 'Plain Trooper', name: 'foe' }, { card: 'Plain Trooper', name: 'foe2' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const shoot = (target: string) => ({ ability: 1, targets: [target] });

describe('2U45 Rapid Fire', () => {
  it('2U45 Rapid Fire: a trooper gets defense 4 and Quickdraw 1: its one-bullet weapon is used twice (R-ABIL-04, R-ABIL-03)', () => {
    sc('Plain Trooper').expectCard('host', { defense: 4 })
      .use('F.L.I.C.', shoot('foe')).resolve().use('F.L.I.C.', shoot('foe2')).resolve()
      .refuses('R-ABIL-03').use('F.L.I.C.', shoot('foe'));
  });
  it('2U45 Rapid Fire: a character with Quickdraw already gains none: still two uses, not three', () => {
    sc('Mouthpiece').use('F.L.I.C.', shoot('foe')).resolve().use('F.L.I.C.', shoot('foe2')).resolve()
      .refuses('R-ABIL-03').use('F.L.I.C.', shoot('foe'));
  });
});
