// The draw phase: the draw action (R-DRAW).
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import { energy, P1 } from '../kit/driver';
import { leanGame } from './_starts';

describe('R-DRAW: the draw action', () => {
  it('R-DRAW-01: drawing puts the top card of the active pile in your hand, and only in your draw phase', () => {
    leanGame({ phase: 'draw', players: [{ active: [{ card: 'Destiny 0', name: 'top' }, 'Destiny 0', 'Destiny 0'] }, {}] }).draw()
      .expectPiles(P1, { active: 2, hand: 1, reserve: 6 }).expectCard('top', { zone: 'hand' });
    leanGame({ phase: 'draw', players: [{ active: [] }, { active: [] }] }).refuses('R-DRAW-01').draw()
      .expectPiles(P1, { hand: 0, reserve: 6 });
    leanGame({ phase: 'move' }).refuses('R-DRAW-01', /belongs to the draw phase/).draw(P1);
  });

  it('R-DRAW-02: any number of draws, one card each', () => {
    leanGame({ phase: 'draw', players: [{ active: energy(4, 0) }, {}] }).draw().draw().draw()
      .expectPiles(P1, { active: 1, hand: 3 }).expectLegal('draw', 'pass');
  });

  it('R-DRAW-03: the draw does not go on the stack; the drawer keeps initiative', () => {
    const g = leanGame({ phase: 'draw' }).draw().expectStack(0).expectInitiative(P1).expectPiles(P1, { hand: 1, active: 1 });
    expect(g.state.passes).toBe(0);
  });

  it('R-DRAW-04: an effect that forbids drawing overrides the draw phase', () => {
    // No card in the pool sets this yet; the engine's turn counter is set directly.
    const s = leanGame({ phase: 'draw' }).state;
    expect(check({ ...s, counters: { ...s.counters, cantDraw: [0] } }, { type: 'draw', seat: 0 })).toMatchObject({ rule: 'R-DRAW-04' });
    expect(check({ ...s, counters: { ...s.counters, cantDraw: [] } }, { type: 'draw', seat: 0 })).toBeNull();
  });

  it('R-DRAW-05: a card effect draws from where it says (the reserve), not the active pile', () => {
    leanGame({ phase: 'deploy', players: [{ hand: ['Test Study'] }, {}] }).play('Test Study').resolve()
      .expectPiles(P1, { reserve: 4, active: 2, hand: 2, used: 1 });
  });
});
