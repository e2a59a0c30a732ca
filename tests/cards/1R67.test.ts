// Energy Tap: aimed at your pending drain; when it resolves, you retrieve a card for each card it
// takes from your opponent.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const LOST = ['Destiny 1', 'Destiny 2', 'Destiny 4', 'Destiny 5'];
describe('1R67 Energy Tap', () => {
  it('1R67 Energy Tap: the drain of 2 resolves: P2 loses 2, then P1 retrieves 2 (R-TRIG-09, R-ENERGY-11)', () => {
    const g = game({
      phase: 'control', players: [{ hand: ['Energy Tap'], lost: LOST }, {}],
      row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [['Plain Trooper'], []] }, { card: 'Gongland/Orbit', controller: P1, cards: [[], []] }],
    }).drain('shrine');
    g.play('Energy Tap', { targets: [g.stackItem()] }).resolve().expectStack(1)
      .resolve().lose('reserve', P2).lose('reserve', P2).resolve()
      .expectPiles(P2, { lost: 2 }).expectPiles(P1, { lost: 3, used: 5 }); // 5 lost with Energy Tap, 2 retrieved; 3 paid + 2
  });
  it("1R67 Energy Tap: only your own pending drain is a target (R-TGT-04)", () => {
    const g = game({
      phase: 'control', turnPlayer: P2, players: [{ hand: ['Energy Tap'] }, {}],
      row: [{ card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [[], ['Plain Trooper']] }, { card: 'Gongland/Orbit', controller: P1, cards: [[], []] }],
    }).drain('shrine', P2).pass(P2);
    g.refuses('R-TGT-04').play('Energy Tap', { targets: [g.stackItem()] });
  });
});
