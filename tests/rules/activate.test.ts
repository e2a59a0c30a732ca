// The activate phase: the activation action (R-ACT) and EX-ACT-01/02.
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import type { Place, Position } from '../kit/position';
import { leanGame } from './_starts';

/** Two locations: one P1 played with 0 icons on their side, one P2 played with 2 on P1's side. */
const twoLocations = (): Place[] => [{ card: 'North/Gate', controller: P1 }, { card: 'South/Gate', controller: P2 }];
const activating = (p: Position = {}) => leanGame({ phase: 'activate', ...p });
/** P1's reserve with a named top card, and an empty active pile. */
const topped = { players: [{ reserve: [{ card: 'Destiny 0', name: 'top' }, ...energy(4, 0)], active: [] }, { reserve: energy(3, 0) }] } satisfies Position;

describe('R-ACT: the activation action', () => {
  it('R-ACT-01: one activation action per activate phase', () => {
    activating().activate(1).resolve().refuses('R-ACT-01', /already taken your activation action/).activate(0)
      .expectPiles(P1, { active: 3, reserve: 5 }).expectLegal('pass');
  });

  it('R-ACT-02: the maximum is the energy icons on your side of every location, plus 1', () => {
    const [north, south] = twoLocations();
    activating({ row: [north, { ...south, beneath: [['Test Encampment'], []] }] })
      .refuses('R-ACT-02', /from 0 to 4/).activate(5)
      .expectActivationMax(P1, 4).expectActivationMax(P2, 3).expectStack(0);
  });

  it('R-ACT-03: the declared amount goes on the stack and is activated exactly, card by card, when it resolves', () => {
    const g = activating({ row: twoLocations(), ...topped }).activate(3)
      .expectStack(1).expectInitiative(P1).expectPiles(P1, { reserve: 5, active: 0 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'activate', amount: 3 });
    // The old top of the reserve went first, so it is now third from the top of the active pile.
    g.resolve().expectStack(0).expectPiles(P1, { reserve: 2, active: 3 }).expectCard('top', { zone: 'active', position: 2 });
  });

  it('R-ACT-04: activating fewer than allowed gives up the difference', () => {
    activating({ row: twoLocations() }).activate(1).resolve().refuses('R-ACT-01').activate(2).toPhase('control')
      .expectPiles(P1, { active: 3, reserve: 5 });
  });

  it('R-ACT-05: a card that activates energy is not the activate action, and its limit does not apply', () => {
    activating({ players: [{ hand: ['Test Big Spark'] }, {}] }).activate(1).resolve().play('Test Big Spark').resolve()
      .expectPiles(P1, { active: 5, reserve: 3 }).expectStack(0).expectPhase('activate');
  });

  it('R-ACT-06: with fewer cards in reserve than declared, activate as many as possible', () => {
    activating({ row: twoLocations(), players: [{ reserve: energy(2, 0) }, { reserve: energy(3, 0) }] }).activate(3).resolve()
      .expectPiles(P1, { active: 4, reserve: 0 }).expectLog('P1 activates 2.');
  });

  it('R-ACT-07: interrupts may be played before and after the activation action', () => {
    const g = activating({ players: [{ hand: [{ card: 'Test Spark', name: 'a' }, { card: 'Test Spark', name: 'b' }] }, {}] })
      .play('a').resolve().activate(1).resolve().play('b').resolve()
      .expectPiles(P1, { active: 5, reserve: 3, used: 2 });
    expect(g.state.counters.activated).toBe(true);
  });
});

describe('EX-ACT: worked examples', () => {
  it('EX-ACT-01: icons 0 + 2, so the maximum is 3; any amount 0..3 may be declared', () => {
    const g = activating({ row: twoLocations() }).expectActivationMax(P1, 3);
    expect(g.legal().flatMap((a) => (a.type === 'activate' ? [a.amount] : [])).sort((x, y) => x - y)).toEqual([0, 1, 2, 3]);
  });

  it('EX-ACT-02: 7 icons: maximum 8; declare 3, exactly 3 activate, a second action is refused', () => {
    activating({ row: [{ card: 'East/Gate', controller: P1 }, { card: 'West/Gate', controller: P2 }],
      players: [{ reserve: energy(10, 0), active: [] }, { reserve: energy(3, 0) }] })
      .activate(3).resolve().refuses('R-ACT-01').activate(5)
      .expectActivationMax(P1, 8).expectPiles(P1, { active: 3, reserve: 7 });
  });
});
