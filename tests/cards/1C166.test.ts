// Anant Aeronaut: Piloting 3; once a turn, pay 2: if its ship has a weapon, damage a target ship
// in a battle here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (armed: boolean) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Anant Aeronaut', ...(armed ? ['Plain Ship Gun'] : [])] }], [{ card: 'Plain Capital', name: 'foe' }]] },
  { card: 'Farland/Orbit', controller: P1, cards: [['Plain Fighter'], [{ card: 'Plain Fighter', name: 'away' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const at = (target: string) => ({ ability: 1, targets: [target] });

describe('1C166 Anant Aeronaut', () => {
  it('1C166 Anant Aeronaut: its armed fighter is 5/5/3; pay 2: the opposing capital is damaged; once a turn', () => {
    sc(true).use('Anant Aeronaut', at('foe')).resolve()
      .refuses('R-ABIL-03').use('Anant Aeronaut', at('foe'))
      .expectCard('foe', { damaged: true }).expectCard('ship', { power: 5, tactics: 5 }).expectPiles(P1, { active: 4 });
  });
  it('1C166 Anant Aeronaut: an unarmed ship: paid, no damage', () => {
    sc(false).use('Anant Aeronaut', at('foe')).resolve()
      .expectCard('foe', { damaged: false }).expectPiles(P1, { active: 4 });
  });
  it('1C166 Anant Aeronaut: a ship not in the battle here is not a target (R-TGT-04)', () => {
    sc(true).refuses('R-TGT-04').use('Anant Aeronaut', at('away'));
  });
});
