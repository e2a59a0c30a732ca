// Honorable Death: each fighter of yours lost in a battle may be stacked on it; dismiss it: your total
// power at a target sector is +2 for each card stacked on it until the end of the turn (the cards
// counted as it was dismissed).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const battle = (stacked: string[], step: 'window1' | 'window3' = 'window3') => game({
  phase: 'battle',
  players: [{ assets: [{ card: 'Honorable Death', ...(stacked.length ? { stacked } : {}) }] }, { hand: ['Test Strike'] }],
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'wing' }, 'Plain Capital'], [{ card: 'Plain Fighter', name: 'foe' }]] }],
  battle: { location: 'orbit', attacker: P1, step },
});

describe('1U74 Honorable Death', () => {
  it('1U74 Honorable Death: a fighter of yours destroyed in the battle may be stacked on it', () => {
    battle([], 'window1').pass(P1).play('Test Strike', { targets: ['wing'], by: P2 }).resolve().resolve().yes()
      .expectCard('wing', { zone: 'stacked' }).expectStackedOn('Honorable Death', 1);
  });
  it('1U74 Honorable Death: "you may": declined, the fighter stays in the lost pile', () => {
    battle([], 'window1').pass(P1).play('Test Strike', { targets: ['wing'], by: P2 }).resolve().resolve().no()
      .expectCard('wing', { zone: 'lost' }).expectStackedOn('Honorable Death', 0);
  });
  it('1U74 Honorable Death: dismissed with two fighters stacked: +4 total power in the battle at the target sector', () => {
    battle(['Plain Fighter', 'Plain Fighter']).use('Honorable Death', { ability: 'power', targets: ['orbit'] }).resolve()
      .expectCard('Honorable Death', { zone: 'lost' }).toStep('window4').expectBattle({ power: [2 + 4 + 4, 2], winner: P1 });
  });
});
