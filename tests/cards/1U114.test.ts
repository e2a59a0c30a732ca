// Boxer: Size 3, Transport 2; when your battle destiny is revealed in a site battle at its site,
// 1 energy raises that card by 1, for one card per turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Position } from '../kit/driver';

// P1 (Boxer and an officer) attacks P2's trooper and reveals a destiny-3 card for battle destiny.
const revealed = (more: Position = {}) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Boxer', 'Plain Officer'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
  ...more,
}).toStep('destiny').reveal();

describe('1U114 Boxer', () => {
  it('1U114 Boxer: reveal 3 in a site battle here, pay 1 within the battle destiny step (R-TRIG-04): battle destiny 4', () => {
    revealed().yes().expectBattle({ destiny: [4, 0], step: 'window2' }).expectPiles(P1, { active: 5 });
  });
  it('1U114 Boxer: once this turn already: no offer', () => {
    revealed({ counters: { bullets: { 'Boxer#mark:destiny': 1 } } })
      .expectBattle({ destiny: [3, 0] }).expectStack(0).expectDecision(null);
  });
  it('1U114 Boxer: declining costs nothing and changes nothing', () => {
    revealed().no().expectBattle({ destiny: [3, 0] }).expectPiles(P1, { active: 6 });
  });
  it('1U114 Boxer: size 3 does not fit a capacity-2 fighter (R-MOVE-06)', () => {
    game({ phase: 'move',
      row: [{ card: 'Testland/North', controller: P1, cards: [['Boxer'], []] },
        { card: 'Testland/Orbit', controller: P1, cards: [['Plain Fighter'], []] }] })
      .refuses('R-MOVE-06').move('Boxer', 'Plain Fighter');
  });
});
