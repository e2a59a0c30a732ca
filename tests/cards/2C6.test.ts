// Gorget Cannon: attrition +1 where its character is at a site; twice a turn, pay 1: damage the
// opponent's unit in a site battle here if its defense < D + the opponent's units here.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', players: [{ reserve: energy(4, 1) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Gorget Cannon'] }],
      [{ card: 'Plain Trooper', name: 'a' }, { card: 'Plain Trooper', name: 'b' }, { card: 'Plain Wall', name: 'wall' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});
const shoot = (target: string) => ({ ability: 1, targets: [target] });

describe('2C6 Gorget Cannon', () => {
  it('2C6 Gorget Cannon: D 1 + 3 opposing units = 4 beats defense 2 twice; a third use is refused (R-ABIL-03)', () => {
    sc().use('Gorget Cannon', shoot('a')).resolve().use('Gorget Cannon', shoot('b')).resolve()
      .refuses('R-ABIL-03').use('Gorget Cannon', shoot('wall'))
      .expectCard('a', { damaged: true }).expectCard('b', { damaged: true }).expectPiles(P1, { active: 4 });
  });
  it('2C6 Gorget Cannon: 4 does not beat defense 9', () => {
    sc().use('Gorget Cannon', shoot('wall')).resolve().expectCard('wall', { damaged: false });
  });
  it('2C6 Gorget Cannon: attrition +1 in a battle at its site', () => {
    sc().toStep('attrition').expectBattle({ attritionAgainst: [0, 1] }).expectDecision('attrition', P2);
  });
});
