// Jylan Rathe: once each turn, only during a battle at his site, damaging your kizen there or
// another infiltrator of yours there damages a target opposing unit there.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (opts: { battle?: boolean; sector?: boolean } = {}) => game({
  phase: 'battle',
  row: [
    { card: 'Testland/North', name: 'here', controller: P1,
      cards: [['Jylan Rathe', { card: 'Plain Kizen', name: 'kizen' }, { card: 'Plain Infiltrator', name: 'spy' }, { card: 'Plain Trooper', name: 'trooper' }],
        [{ card: 'Plain Officer', name: 'foe' }, { card: 'Plain Trooper', name: 'foe2' }]] },
    { card: 'Testland/South', name: 'away', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'far' }]] },
  ],
  ...(opts.battle === false ? {} : { battle: { location: 'here', attacker: P1, step: 'window1' } }),
});
const pay = (by: string, target: string) => ({ targets: [by, target] });

describe('2R11 Jylan Rathe', () => {
  it('2R11 Jylan Rathe: damaging your kizen here damages the target opposing unit', () => {
    setup().use('Jylan Rathe', pay('kizen', 'foe')).resolve()
      .expectCard('kizen', { damaged: true }).expectCard('foe', { damaged: true });
  });
  it('2R11 Jylan Rathe: another infiltrator of yours may pay instead; not himself, not a plain trooper (R-TGT-04)', () => {
    setup().refuses('R-TGT-04').use('Jylan Rathe', pay('Jylan Rathe', 'foe'))
      .refuses('R-TGT-04').use('Jylan Rathe', pay('trooper', 'foe'))
      .use('Jylan Rathe', pay('spy', 'foe')).resolve().expectCard('spy', { damaged: true }).expectCard('foe', { damaged: true });
  });
  it('2R11 Jylan Rathe: once each turn (R-ABIL-03)', () => {
    setup().use('Jylan Rathe', pay('kizen', 'foe')).resolve().refuses('R-ABIL-03').use('Jylan Rathe', pay('spy', 'foe2'));
  });
  it('2R11 Jylan Rathe: only during a battle here (R-GEN-02); only an opposing unit here (R-TGT-04)', () => {
    setup({ battle: false }).refuses('R-GEN-02').use('Jylan Rathe', pay('kizen', 'foe'));
    setup().refuses('R-TGT-04').use('Jylan Rathe', pay('kizen', 'far'));
  });
});
