// The draw phase: the draw action (R-DRAW).
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import { loadScenario } from '../../src/scenario/load';
import { play } from '../support/scenario';
import { card, copies, passBoth, position, TestCards } from '../support/battle';

describe('R-DRAW: the draw action', () => {
  it('R-DRAW-01: a draw takes the top card of your active pile into your hand, in your draw phase only', () => {
    const c = new TestCards();
    const e = c.energy();
    const r = play(position(c, {
      phase: 'draw', active: [[{ card: e, name: 'top' }, e, e], []],
      actions: [{ type: 'draw', seat: 0 }],
      expect: { piles: { 0: { active: 2, hand: 1, reserve: 6 } } },
    }));
    expect(card(r, '@top').zone).toBe('hand');
    play(position(c, { phase: 'draw', active: [[], []], actions: [{ type: 'draw', seat: 0, refused: 'R-DRAW-01' }],
      expect: { piles: { 0: { hand: 0, reserve: 6 } } } }));
    const r3 = play(position(c, { phase: 'move', actions: [{ type: 'draw', seat: 0, refused: 'R-DRAW-01' }] }));
    expect(r3.refusals[0].refusal.reason).toMatch(/belongs to the draw phase/);
  });

  it('R-DRAW-02: any number of draws, one card each', () => {
    const c = new TestCards();
    play(position(c, {
      phase: 'draw', active: [copies(4, c.energy()), []],
      actions: [{ type: 'draw', seat: 0 }, { type: 'draw', seat: 0 }, { type: 'draw', seat: 0 }],
      expect: { piles: { 0: { active: 1, hand: 3 } }, legal: ['draw', 'pass'] },
    }));
  });

  it('R-DRAW-03: the draw does not go on the stack; the drawer keeps initiative', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'draw', actions: [{ type: 'draw', seat: 0 }],
      expect: { stack: 0, initiative: 0, piles: { 0: { hand: 1, active: 1 } } },
    }));
    expect(r.state.passes).toBe(0);
  });

  it('R-DRAW-04: an effect that forbids drawing overrides the draw phase', () => {
    const c = new TestCards();
    // No card in the pool says this yet; a lasting "can't draw" is set directly.
    const s = loadScenario(position(c, { phase: 'draw' })).state;
    const free = check(s, { type: 'draw', seat: 0 });
    s.lasting = [{ seat: 1, source: s.row[0], change: { cannot: 'draw', who: 'opponent' }, cards: [] }];
    expect(check(s, { type: 'draw', seat: 0 })).toMatchObject({ rule: 'R-DRAW-04' });
    expect(free).toBeNull();
  });

  it('R-DRAW-05: a card effect draws from where it says (the reserve), not the active pile', () => {
    const c = new TestCards();
    const study = c.interrupt('Study', [{ do: 'draw', count: 2 }]);
    play(position(c, {
      phase: 'deploy', hand: [[{ card: study, name: 'study' }], []],
      actions: [{ type: 'play', seat: 0, card: '@study' }, ...passBoth()],
      expect: { piles: { 0: { reserve: 4, active: 2, hand: 2, used: 1 } } },
    }));
  });
});
