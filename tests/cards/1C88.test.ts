// Minefield: may go beneath an opponent's site. Each time a unit enters play here, its player's
// opponent reveals a destiny; the unit is destroyed if its defense is below it.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (top: string) => game({
  phase: 'deploy', turnPlayer: P2, players: [{ reserve: [top, ...energy(5)] }, { hand: ['Plain Trooper'] }],
  row: [{ card: 'Testland/North', name: 'site', controller: P2, cards: [[], []], beneath: [['Minefield'], []] }],
});

describe('1C88 Minefield', () => {
  it("1C88 Minefield: the opponent's trooper (defense 2) enters play; its player's opponent reveals a 5: destroyed (R-DESTINY-07)", () => {
    sc('Destiny 5').play('Plain Trooper', { at: 'site' }).resolve().resolve()
      .expectCard('Plain Trooper', { zone: 'lost' }).expectOnTop(P1, 'used', 'Destiny 5');
  });
  it('1C88 Minefield: a revealed 2 is not above defense 2: the trooper stays', () => {
    sc('Destiny 2').play('Plain Trooper', { at: 'site' }).resolve().resolve().expectCard('Plain Trooper', { zone: 'table' });
  });
  it("1C88 Minefield: it goes beneath the opponent's site (R-ASSET-03)", () => {
    game({ phase: 'deploy', players: [{ hand: ['Minefield'] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1, cards: [[], []] }, { card: 'Gongland/Orbit', controller: P1, cards: [[], []] }, { card: 'Testland/North', name: 'site', controller: P2, cards: [[], []] }] })
      .play('Minefield', { at: 'site' }).resolve().expectCard('Minefield', { under: 'site' });
  });
});
