// Introversion: once a turn, only during a site battle where a kizen is your only unit: battle destiny +D.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (mine: string[], site = 'Shiland/Keep') => game({
  phase: 'battle', players: [{ hand: [{ card: 'Introversion', name: 'intro' }, { card: 'Introversion', name: 'again' }], reserve: energy(4, 4) }, {}],
  row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: site, name: 'here', controller: P1, cards: [mine, site.endsWith('Orbit') ? ['Plain Fighter'] : ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1', destiny: [1, 0] },
});

describe('1R187 Introversion', () => {
  it('1R187 Introversion: your lone kizen: battle destiny 1 + 4 = 5; the card is used; once a turn (R-INTR-06)', () => {
    sc(['Plain Kizen']).play('intro').resolve().expectBattle({ destiny: [5, 0] }).expectCard('intro', { zone: 'used' })
      .refuses('R-INTR-06').play('again');
  });
  it('1R187 Introversion: a second unit of yours in the battle, or no kizen, forbids it (R-GEN-02)', () => {
    sc(['Plain Kizen', 'Plain Trooper']).refuses('R-GEN-02').play('intro');
    sc(['Plain Trooper']).refuses('R-GEN-02').play('intro');
  });
});
