// The activate phase: the activation action (R-ACT) and EX-ACT-01/02.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { play } from '../support/scenario';
import { card, copies, passBoth, position, TestCards } from '../support/battle';

/** Two locations: one P1 played with 0 icons on their side, one P2 played with 2 on P1's side. */
function twoLocations(c: TestCards) {
  return [
    { card: c.site('North/Gate', 0, 1), controller: 0 as const },
    { card: c.site('South/Gate', 1, 2), controller: 1 as const },
  ];
}

describe('R-ACT: the activation action', () => {
  it('R-ACT-01: one activation action per activate phase', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'activate',
      actions: [{ type: 'activate', seat: 0, amount: 1 }, ...passBoth(), { type: 'activate', seat: 0, amount: 0, refused: 'R-ACT-01' }],
      expect: { piles: { 0: { active: 3, reserve: 5 } }, legal: ['pass'] },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/already taken your activation action/);
  });

  it('R-ACT-02: the maximum is the energy icons on your side of every location, plus 1', () => {
    const c = new TestCards();
    const enc = c.add({ type: 'LOCATION', kind: 'Site', title: 'Camp', energyIcons: { yourSide: 1, opponentSide: 0 },
      abilities: [{ kind: 'keyword', keyword: 'encampment' }] });
    const row = twoLocations(c);
    const r = play(position(c, {
      phase: 'activate', row: [row[0], { ...row[1], beneath: [[enc], []] }],
      actions: [{ type: 'activate', seat: 0, amount: 5, refused: 'R-ACT-02' }],
      expect: { activationMax: { 0: 4, 1: 3 }, stack: 0 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/from 0 to 4/);
  });

  it('R-ACT-03: the declared amount goes on the stack and is activated exactly, card by card, when it resolves', () => {
    const c = new TestCards();
    const e = c.energy();
    const r = play(position(c, {
      phase: 'activate', row: twoLocations(c), reserve: [[{ card: e, name: 'top' }, e, e, e, e], copies(3, e)], active: [[], copies(2, e)],
      actions: [{ type: 'activate', seat: 0, amount: 3 }],
      expect: { stack: 1, initiative: 0, piles: { 0: { reserve: 5, active: 0 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'activate', amount: 3 });
    const r2 = play(position(c, {
      phase: 'activate', row: twoLocations(c), reserve: [[{ card: e, name: 'top' }, e, e, e, e], copies(3, e)], active: [[], copies(2, e)],
      actions: [{ type: 'activate', seat: 0, amount: 3 }, ...passBoth()],
      expect: { stack: 0, piles: { 0: { reserve: 2, active: 3 } } },
    }));
    // The old top of the reserve went first, so it is now third from the top of the active pile.
    expect(card(r2, '@top')).toMatchObject({ zone: 'active', position: 2 });
  });

  it('R-ACT-04: declaring less than the maximum forfeits the rest', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'activate', row: twoLocations(c),
      actions: [{ type: 'activate', seat: 0, amount: 1 }, ...passBoth(), { type: 'activate', seat: 0, amount: 2, refused: 'R-ACT-01' }, ...passBoth()],
      expect: { phase: 'control', piles: { 0: { active: 3, reserve: 5 } } },
    }));
    expect(r.refusals).toHaveLength(1);
  });

  it('R-ACT-05: activations from cards are not the activation action and are not limited by it', () => {
    const c = new TestCards();
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 2 }]);
    play(position(c, {
      phase: 'activate', hand: [[{ card: surge, name: 'surge' }], []],
      actions: [{ type: 'activate', seat: 0, amount: 1 }, ...passBoth(), { type: 'play', seat: 0, card: '@surge' }, ...passBoth()],
      expect: { piles: { 0: { active: 5, reserve: 3 } }, stack: 0, phase: 'activate' },
    }));
  });

  it('R-ACT-06: with fewer cards in reserve than declared, activate as many as possible', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'activate', row: twoLocations(c), reserve: [copies(2, c.energy()), copies(3, c.energy())],
      actions: [{ type: 'activate', seat: 0, amount: 3 }, ...passBoth()],
      expect: { piles: { 0: { active: 4, reserve: 0 } } },
    }));
    expect(r.events.map((x) => x.text)).toContain('P1 activates 2.');
  });

  it('R-ACT-07: interrupts may be played before and after the activation action', () => {
    const c = new TestCards();
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 1 }]);
    const r = play(position(c, {
      phase: 'activate', hand: [[{ card: surge, name: 'a' }, { card: surge, name: 'b' }], []],
      actions: [{ type: 'play', seat: 0, card: '@a' }, ...passBoth(), { type: 'activate', seat: 0, amount: 1 }, ...passBoth(),
        { type: 'play', seat: 0, card: '@b' }, ...passBoth()],
      expect: { piles: { 0: { active: 5, reserve: 3, used: 2 } } },
    }));
    expect(r.state.counters.activated).toBe(true);
  });
});

describe('EX-ACT: worked examples', () => {
  it('EX-ACT-01: icons 0 + 2, so the maximum is 3; any amount 0..3 may be declared', () => {
    const c = new TestCards();
    const r = play(position(c, { phase: 'activate', row: twoLocations(c), expect: { activationMax: { 0: 3 } } }));
    const amounts = legalActions(r.state).flatMap((a) => (a.type === 'activate' ? [a.amount] : []));
    expect(amounts.sort((x, y) => x - y)).toEqual([0, 1, 2, 3]);
  });

  it('EX-ACT-02: 7 icons: maximum 8; declare 3, exactly 3 activate, a second action is refused', () => {
    const c = new TestCards();
    const row = [
      { card: c.site('East/Gate', 4, 0), controller: 0 as const },
      { card: c.site('West/Gate', 0, 3), controller: 1 as const },
    ];
    const r = play(position(c, {
      phase: 'activate', row, reserve: [copies(10, c.energy()), copies(3, c.energy())], active: [[], copies(2, c.energy())],
      actions: [{ type: 'activate', seat: 0, amount: 3 }, ...passBoth(), { type: 'activate', seat: 0, amount: 5, refused: 'R-ACT-01' }],
      expect: { activationMax: { 0: 8 }, piles: { 0: { active: 3, reserve: 7 } } },
    }));
    expect(r.refusals[0].refusal.rule).toBe('R-ACT-01');
  });
});
