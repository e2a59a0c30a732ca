// Modded Type IV: in a battle at its sector, instead of revealing its controller's battle destiny card
// from the top of the reserve, the bottom card may be revealed and counted; it goes on the used pile
// (R-REPL-02). (Its side has the 4 tactics a reveal needs, R-BSTEP-04.)
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'battle',
  players: [{ reserve: [{ card: 'Destiny 1', name: 'top' }, 'Destiny 2', { card: 'Destiny 6', name: 'bottom' }] }, {}],
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Modded Type IV', 'Plain Fighter', 'Plain Fighter'], ['Plain Fighter']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window1' },
}).toStep('destiny');

describe('1C139 Modded Type IV', () => {
  it('1C139 Modded Type IV: the bottom card of the reserve is revealed instead, and counts', () => {
    sc().choose({ revealFromTop: 0 }).expectBattle({ destiny: [6, 0] }).expectCard('bottom', { zone: 'used' }).expectCard('top', { zone: 'reserve' })
      .expectLog('P1 reveals the bottom card of the reserve, Destiny 6, for battle destiny.');
  });
  it('1C139 Modded Type IV: "you may": the top card may be revealed as usual', () => {
    sc().reveal().expectBattle({ destiny: [1, 0] }).expectCard('top', { zone: 'used' });
  });
});
