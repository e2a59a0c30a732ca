// Sudeva Warrior: once a turn, after a battle's attrition step, lose 4: if it is in a site battle,
// destroy a target damaged unit here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (step: 'window3' | 'window2') => game({
  phase: 'battle',
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1, cards: [['Sudeva Warrior'], [{ card: 'Plain Trooper', name: 'hurt', damaged: true }, { card: 'Plain Trooper', name: 'fine' }]] }],
  battle: { location: 'here', attacker: P1, step },
});

describe('1U209 Sudeva Warrior', () => {
  it('1U209 Sudeva Warrior: past the attrition step, lose 4: the damaged trooper is destroyed', () => {
    sc('window3').use('Sudeva Warrior', { targets: ['hurt'] }).lose('active').lose('active').lose('active').lose('active').resolve()
      .expectCard('hurt', { zone: 'lost' }).expectPiles(P1, { active: 2 });
  });
  it('1U209 Sudeva Warrior: not before the attrition step (R-GEN-02); an undamaged unit is no target (R-TGT-04)', () => {
    sc('window2').refuses('R-GEN-02').use('Sudeva Warrior', { targets: ['hurt'] });
    sc('window3').refuses('R-TGT-04').use('Sudeva Warrior', { targets: ['fine'] });
  });
});
