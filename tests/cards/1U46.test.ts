// State of Readiness: only in a site battle where you have four or more warriors: battle destiny +D.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (warriors: number, battle = true) => game({
  phase: 'battle',
  players: [{ hand: ['State of Readiness'], reserve: energy(4, 5) }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'here', controller: P1,
    cards: [Array.from({ length: warriors }, () => 'Plain Warrior'), ['Plain Trooper']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window1' as const, destiny: [1, 0] as [number, number] } } : {}),
});

describe('1U46 State of Readiness', () => {
  it('1U46 State of Readiness: with four warriors in the battle, a destiny-5 reveal makes battle destiny 1 + 5 = 6', () => {
    sc(4).play('State of Readiness').resolve()
      .expectBattle({ destiny: [6, 0] }).expectCard('State of Readiness', { zone: 'used' }).expectPiles(P1, { active: 5 });
  });
  it('1U46 State of Readiness: three warriors are not enough (R-GEN-02)', () => {
    sc(3).refuses('R-GEN-02').play('State of Readiness');
  });
  it('1U46 State of Readiness: not outside a battle (R-GEN-02)', () => {
    sc(4, false).refuses('R-GEN-02').play('State of Readiness');
  });
});
