// Ceres/Belt Hideaway: Unlimited; each card revealed for battle destiny in a battle here is -2.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

/** P1's two capitals (tactics 4 together) reveal battle destiny: the top card of the reserve. */
const revealed = (sector: string, top = 'Destiny 5') => game({
  phase: 'battle',
  players: [{ reserve: [top, ...energy(4)] }, {}],
  row: [{ card: sector, name: 'sector', controller: P1, cards: [['Plain Capital', 'Plain Capital'], ['Plain Fighter']] }],
  battle: { location: 'sector', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('1S296 Ceres/Belt Hideaway', () => {
  it('1S296 Ceres/Belt Hideaway: a destiny 5 revealed for battle destiny here counts 3', () => {
    revealed('Ceres/Belt Hideaway').expectBattle({ destiny: [3, 0] });
  });
  it('1S296 Ceres/Belt Hideaway: elsewhere the same card counts 5', () => {
    revealed('Testland/Orbit').expectBattle({ destiny: [5, 0] });
  });
  it('1S296 Ceres/Belt Hideaway: a destiny 1 does not go below 0', () => {
    revealed('Ceres/Belt Hideaway', 'Destiny 1').expectBattle({ destiny: [0, 0] });
  });
});
