// Spineslinger: it can't move. Only in your control phase: dismiss it and lose 2: destroy each unit here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (phase: 'control' | 'move') => game({
  phase,
  row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [['Spineslinger', { card: 'Plain Trooper', name: 'mine' }], ['Plain Officer', 'Plain Tank']] },
    { card: 'Quayland/Orbit', controller: P1 }, { card: 'Testland/North', name: 'far', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'safe' }], []] }],
});

describe('2R138 Spineslinger', () => {
  it('2R138 Spineslinger: dismissed and 2 lost, every unit at its location is destroyed, yours too; others are not', () => {
    sc('control').use('Spineslinger', { ability: 'destroy' }).lose('active').lose('active').resolve()
      .expectCard('Spineslinger', { zone: 'lost' }).expectCard('mine', { zone: 'lost' })
      .expectCard('Plain Officer', { zone: 'lost' }).expectCard('Plain Tank', { zone: 'lost' }).expectCard('safe', { zone: 'table' });
  });
  it('2R138 Spineslinger: not outside your control phase (R-GEN-02)', () => {
    sc('move').refuses('R-GEN-02').use('Spineslinger', { ability: 'destroy' });
  });
  it("2R138 Spineslinger: it can't move (R-GEN-03)", () => {
    sc('move').refuses('R-GEN-03').move('Spineslinger', 'far');
  });
});
