// Darkslider: once per turn, 4 energy inverts it (2/1/3 to 3/1/4). Inverted side: whenever your
// battle destiny is revealed in a battle at its sector, turning it back upright adds 2 to that card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

// P1 (Darkslider, upright or inverted, and two fighters) attacks P2's fighter at the sector and
// reveals a destiny-3 card for battle destiny.
const revealed = (inverted: boolean) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
    cards: [[{ card: 'Darkslider', inverted }, 'Plain Fighter', 'Plain Fighter'], ['Plain Fighter']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('2C66 Darkslider', () => {
  it('2C66 Darkslider: pay 4: inverted, 3/1/4; a second use this turn is refused (R-ABIL-01: the inverted side has no such ability)', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Darkslider'], []] }] })
      .use('Darkslider').resolve().refuses('R-ABIL-01').use('Darkslider')
      .expectCard('Darkslider', { inverted: true, power: 3, defense: 4 }).expectPiles(P1, { active: 2 });
  });
  it('2C66 Darkslider: inverted, you reveal 3 for battle destiny and revert it within that step (R-TRIG-04): battle destiny 5', () => {
    revealed(true).yes().expectBattle({ step: 'window2', destiny: [5, 0] }).expectCard('Darkslider', { inverted: false });
  });
  it('2C66 Darkslider: upright, revealing battle destiny offers nothing', () => {
    revealed(false).expectBattle({ step: 'window2', destiny: [3, 0] }).expectStack(0).expectDecision(null);
  });
});
