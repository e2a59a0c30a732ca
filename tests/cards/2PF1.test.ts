// Dagger Lead: once a turn, invert it to undamage another unit of yours in a site battle here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [['Dagger Lead', { card: 'Plain Trooper', name: 'hurt', damaged: true }], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window4' },
});
const mend = (unit: string) => ({ ability: 2, targets: [unit] });

describe('2PF1 Dagger Lead', () => {
  it('2PF1 Dagger Lead: inverting it undamages the trooper; no energy is paid', () => {
    sc().use('Dagger Lead', mend('hurt')).resolve()
      .expectCard('hurt', { damaged: false }).expectCard('Dagger Lead', { inverted: true, power: 7 }).expectPiles(P1, { active: 6 });
  });
  it('2PF1 Dagger Lead: once inverted its inverted side has no such ability (R-ABIL-01)', () => {
    sc().use('Dagger Lead', mend('hurt')).resolve().refuses('R-ABIL-01').use('Dagger Lead', mend('hurt'));
  });
  it('2PF1 Dagger Lead: itself is not a target (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').use('Dagger Lead', mend('Dagger Lead'));
  });
});
