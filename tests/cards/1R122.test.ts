// Ensnared: may go beneath an opponent's location, only one where the opponent has a ship or unit;
// your drains there get +3.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const deploy = (theirs: string[]) => game({
  phase: 'deploy', players: [{ hand: ['Ensnared'] }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, cards: [['Plain Trooper'], theirs] }],
});

describe('1R122 Ensnared', () => {
  it("1R122 Ensnared: beneath the opponent's site where they have a unit (R-ASSET-03)", () => {
    deploy(['Plain Trooper']).play('Ensnared', { at: 'site' }).resolve().expectCard('Ensnared', { under: 'site' });
  });
  it('1R122 Ensnared: not beneath a location where the opponent has no ship or unit (R-ASSET-02)', () => {
    deploy([]).refuses('R-ASSET-02').play('Ensnared', { at: 'site' });
  });
  it('1R122 Ensnared: your drain of 2 there gets +3: P2 loses 5 (R-DRAIN-04)', () => {
    game({
      phase: 'control',
      row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: [['Plain Trooper'], []], beneath: [['Ensnared'], []] }],
    }).drain('site').resolve().lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { reserve: 1 });
  });
});
