// Piggyback: only with a CISyn character of yours at a battleground; reveal the top card of either reserve;
// you may put it on top of its owner's used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (theirs: string[]) => game({
  players: [{ hand: ['Piggyback'] }, { reserve: [{ card: 'Destiny 6', name: 'top' }, 'Destiny 1', 'Destiny 1'] }],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [['CISyn Coordinators'], theirs] }],
});

describe('2R16 Piggyback', () => {
  it("2R16 Piggyback: your CISyn kizen at a battleground: P2's top card is shown to both and goes on P2's used pile", () => {
    sc(['Plain Trooper']).play('Piggyback').resolve().option('theirs').pick('top')
      .expectOnTop(P2, 'used', 'top').expectLog("P1 reveals the top of P2's reserve: Destiny 6.").expectCard('Piggyback', { zone: 'used' });
  });
  it("2R16 Piggyback: at a site with no energy icon on one side (no battleground, R-LOC-13) it can't be played (R-GEN-02)", () => {
    game({ players: [{ hand: ['Piggyback'] }, {}], row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Titan/One-Sided', controller: P1, cards: [['CISyn Coordinators'], []] }] })
      .refuses('R-GEN-02').play('Piggyback');
  });
});
