// Optical Delusion: only during a battle: play a XeLabs ship or unit from your hand at the battle's
// location, paying its cost.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (battle: boolean) => game({ phase: 'battle', players: [{ hand: ['Optical Delusion', 'XeLabs Type IV'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Plain Fighter'], ['Plain Fighter']] },
    { card: 'Farland/Orbit', controller: P1 }],
  ...(battle ? { battle: { location: 'orbit', attacker: P1, step: 'window1' as const } } : {}) });

describe('2U14 Optical Delusion', () => {
  it('2U14 Optical Delusion: XeLabs Type IV joins the battle at its sector for its 2', () => {
    sc(true).play('Optical Delusion').resolve().pick('XeLabs Type IV').resolve()
      .expectCard('XeLabs Type IV', { at: 'orbit' }).expectPiles(P1, { active: 4 });
  });
  it('2U14 Optical Delusion: not outside a battle (R-GEN-02)', () => {
    sc(false).refuses('R-GEN-02').play('Optical Delusion');
  });
});
