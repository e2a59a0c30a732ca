// Cruel Lesson: whenever a weapon's ability damages a unit, if its player has another damaged unit,
// they lose 2 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (otherDamaged: boolean) => game({
  phase: 'battle', players: [{ assets: ['Cruel Lesson'], hand: ['Test Zap'] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', beneath: ['Test Blaster'] }], [{ card: 'Plain Trooper', name: 'foe' }, { card: 'Plain Trooper', name: 'hurt', damaged: otherDamaged }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1R62 Cruel Lesson', () => {
  it('1R62 Cruel Lesson: a weapon damages P2\'s trooper while another of theirs is damaged: P2 loses 2', () => {
    sc(true).use('Test Blaster', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true }).resolve()
      .lose('reserve', P2).lose('reserve', P2).expectPiles(P2, { reserve: 4 });
  });
  it('1R62 Cruel Lesson: no other damaged unit: nothing', () => {
    sc(false).use('Test Blaster', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true }).expectPiles(P2, { reserve: 6 }).expectStack(0);
  });
  it('1R62 Cruel Lesson: damage by an interrupt, not a weapon: nothing', () => {
    sc(true).play('Test Zap', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true }).expectPiles(P2, { reserve: 6 }).expectStack(0);
  });
});
