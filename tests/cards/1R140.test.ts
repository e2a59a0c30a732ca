// Modular Transport: inverter; pay 6: invert it. Inverted: when you attack here while another inverted
// ship of yours is here, activate up to 3.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (inverted: boolean, partner: boolean) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'here', controller: P1, cards: [[{ card: 'Modular Transport', inverted },
    ...(partner ? [{ card: 'Test Flip Ship', inverted: true }] : [])], ['Plain Fighter']] }],
});

describe('1R140 Modular Transport', () => {
  it('1R140 Modular Transport: pay 6: inverted, 4/1/4', () => {
    sc(false, false).use('Modular Transport').resolve().expectCard('Modular Transport', { inverted: true, power: 4, tactics: 1, defense: 4 })
      .expectPiles(P1, { active: 0 });
  });
  it('1R140 Modular Transport: inverted, attacking beside another inverted ship: activate up to 3', () => {
    sc(true, true).attack('here').resolve().resolve().amount(3).expectPiles(P1, { reserve: 3 });
  });
  it('1R140 Modular Transport: inverted but alone, attacking activates nothing', () => {
    sc(true, false).attack('here').resolve().expectDecision(null).expectPiles(P1, { reserve: 6 });
  });
});
