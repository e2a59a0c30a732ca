// Fallen Ally: only during a battle, after its loss step: put a target damaged character of yours in
// that battle on top of its owner's used pile.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (step: 'window5' | 'window4') => game({ phase: 'battle', players: [{ hand: ['Fallen Ally'] }, {}],
  row: [{ card: 'Depots/Shi Depot', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'hurt', damaged: true }, { card: 'Plain Trooper', name: 'fine' }], [{ card: 'Plain Trooper', name: 'foe', damaged: true }]] }],
  battle: { location: 'here', attacker: P1, step } });

describe('1R182 Fallen Ally', () => {
  it('1R182 Fallen Ally: after the loss step your damaged trooper goes on top of your used pile, not lost', () => {
    sc('window5').play('Fallen Ally', { targets: ['hurt'] }).resolve().expectCard('hurt', { zone: 'used' })
      .expectOnTop(P1, 'used', 'Fallen Ally', 'hurt').expectPiles(P1, { lost: 0 });
  });
  it('1R182 Fallen Ally: not before the loss step (R-GEN-02); not an undamaged or opposing character (R-TGT-04)', () => {
    sc('window4').refuses('R-GEN-02').play('Fallen Ally', { targets: ['hurt'] });
    sc('window5').refuses('R-TGT-04').play('Fallen Ally', { targets: ['fine'] }).refuses('R-TGT-04').play('Fallen Ally', { targets: ['foe'] });
  });
});
