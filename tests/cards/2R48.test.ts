// Tachikaze: Transport 4; three times each turn, pay 1: a target ship of yours here gets +1 defense
// until end of turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Tachikaze', { card: 'Plain Fighter', name: 'wing' }], [{ card: 'Plain Fighter', name: 'foe' }]] }],
});
const boost = (t: string) => ({ ability: 'defense', targets: [t] });

describe('2R48 Tachikaze', () => {
  it('2R48 Tachikaze: three uses make your fighter defense 3 + 3 = 6; a fourth is refused (R-ABIL-03)', () => {
    sc().use('Tachikaze', boost('wing')).resolve().use('Tachikaze', boost('wing')).resolve()
      .use('Tachikaze', boost('Tachikaze')).resolve()
      .expectCard('wing', { defense: 5 }).expectCard('Tachikaze', { defense: 6 }).expectPiles(P1, { active: 3 })
      .refuses('R-ABIL-03').use('Tachikaze', boost('wing'));
  });
  it("2R48 Tachikaze: the opponent's ship is no target (R-TGT-04)", () => {
    sc().refuses('R-TGT-04').use('Tachikaze', boost('foe'));
  });
});
