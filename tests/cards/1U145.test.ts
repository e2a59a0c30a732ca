// Price of the Game: whenever anyone reveals a battle destiny card, you may lose 1 to make that card's
// destiny 1 higher or 1 lower; one card a turn (EX-TRIG-02 names it).
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const battle = () => game({
  phase: 'battle', players: [{ assets: ['Price of the Game'], reserve: energy(4, 3) }, { reserve: energy(4, 4) }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['Plain Officer'], ['Plain Officer']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny');

describe('1U145 Price of the Game', () => {
  it('1U145 Price of the Game: lose 1: your 3 becomes 4', () => {
    battle().reveal().yes().option('up').lose('reserve').reveal(true, P2).expectBattle({ destiny: [4, 4] }).expectPiles(P1, { lost: 1 });
  });
  it("1U145 Price of the Game: or the opponent's 4 becomes 3", () => {
    battle().reveal().no().reveal(true, P2).yes(P1).option('down').lose('reserve').expectBattle({ destiny: [3, 3] });
  });
});
