// Mouthpiece: Quickdraw 1: its weapon's bulleted abilities may be used once more each turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (host: string) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: host, beneath: ['F.L.I.C.'] }], [{ card: 'Plain Trooper', name: 'foe' }, { card: 'Plain Trooper', name: 'foe2' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const shoot = (target: string) => ({ ability: 1, targets: [target] });

describe('2C13 Mouthpiece', () => {
  it('2C13 Mouthpiece: a one-bullet weapon beneath it is used twice; the third use is refused (R-ABIL-04, R-ABIL-03)', () => {
    sc('Mouthpiece').use('F.L.I.C.', shoot('foe')).resolve().use('F.L.I.C.', shoot('foe2')).resolve()
      .refuses('R-ABIL-03').use('F.L.I.C.', shoot('foe'))
      .expectPiles(P1, { active: 4 });
  });
  it('2C13 Mouthpiece: without Quickdraw the same weapon is used once', () => {
    sc('Plain Trooper').use('F.L.I.C.', shoot('foe')).resolve().refuses('R-ABIL-03').use('F.L.I.C.', shoot('foe2'));
  });
});
