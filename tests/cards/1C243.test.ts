// Luhus Dalaka: once a turn, pay 0: you may pay destiny energy; if you do, damage the target
// opposing unit with defense < 5 in a site battle here.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (foe: string, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: ['Destiny 3', ...energy(4)] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Luhus Dalaka'] }], [{ card: foe, name: 'foe' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});
const atFoe = { targets: ['foe'] };

describe('1C243 Luhus Dalaka', () => {
  it('1C243 Luhus Dalaka: destiny 3 is revealed; paying 3 damages the defense-2 unit', () => {
    setup('Plain Trooper').use('Luhus Dalaka', atFoe).resolve().yes()
      .expectCard('foe', { damaged: true }).expectPiles(P1, { active: 3 }).expectLog('destiny 3');
  });
  it('1C243 Luhus Dalaka: declining to pay leaves it undamaged; once each turn (R-ABIL-03)', () => {
    setup('Plain Trooper').use('Luhus Dalaka', atFoe).resolve().no()
      .refuses('R-ABIL-03').use('Luhus Dalaka', atFoe)
      .expectCard('foe', { damaged: false }).expectPiles(P1, { active: 6 });
  });
  it('1C243 Luhus Dalaka: a unit with defense 9 is not a legal target, nor is one outside a battle (R-TGT-04)', () => {
    setup('Plain Wall').refuses('R-TGT-04').use('Luhus Dalaka', atFoe);
    setup('Plain Trooper', false).refuses('R-TGT-04').use('Luhus Dalaka', atFoe);
  });
});
