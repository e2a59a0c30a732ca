// The turn sequence (R-TURN): six phases, initiative at each phase start, phase actions, passing.
import { describe, expect, it } from 'vitest';
import type { CardEntry, Scenario, ScenarioAction } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { card, copies, logText, passBoth, piles, position, TestCards } from '../support/battle';

const PHASES = ['activate', 'control', 'deploy', 'battle', 'move', 'draw'] as const;

describe('R-TURN: turn sequence', () => {
  it('R-TURN-01: six phases in order, then end of turn and the other player\'s turn', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'activate',
      actions: PHASES.flatMap(() => passBoth(0)),
      expect: { turnPlayer: 1, phase: 'activate', initiative: 1 },
    }));
    expect(r.state.turn).toBe(2);
    const log = logText(r);
    const at = ['control phase begins', 'deploy phase begins', 'battle phase begins', 'move phase begins', 'draw phase begins', 'End of turn']
      .map((line) => log.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('R-TURN-02: the turn player gains initiative at the start of each phase', () => {
    const c = new TestCards();
    for (let i = 0; i < PHASES.length - 1; i++) {
      play(position(c, {
        phase: PHASES[i], actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
        expect: { phase: PHASES[i + 1], initiative: 0, actor: 0 },
      }));
    }
  });

  it('R-TURN-03: only the turn player takes phase actions, in their own phase, with initiative and an empty stack', () => {
    const c = new TestCards();
    const site = c.site('Testworld/Plains', 1, 1);
    const row = [{ card: site, name: 'site', controller: 0 as const, cards: [[c.unit()], [c.unit()]] as [string[], string[]] }];
    const r = play(position(c, {
      phase: 'control', row,
      actions: [{ type: 'pass', seat: 0 }, { type: 'drain', seat: 1, location: '@site', refused: 'R-TURN-03' }],
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/Only the player whose turn it is/);
    const r2 = play(position(c, {
      phase: 'deploy', row,
      actions: [{ type: 'attack', seat: 0, location: '@site', refused: 'R-BATTLE-01' },
        { type: 'activate', seat: 0, amount: 1, refused: 'R-ACT-01' },
        { type: 'draw', seat: 0, refused: 'R-DRAW-01' }],
      expect: { piles: { 0: { active: 2, used: 0, hand: 0 } } },
    }));
    expect(r2.refusals[0].refusal.reason).toMatch(/belongs to the battle phase; it is the deploy phase/);
    const r3 = play(position(c, {
      phase: 'activate', initiative: 1,
      actions: [{ type: 'activate', seat: 0, amount: 1, refused: 'R-INIT-01' }],
    }));
    expect(r3.refusals[0].refusal.reason).toMatch(/P2 holds initiative/);
    const r4 = play(position(c, {
      phase: 'draw', stack: [{ kind: 'activate', seat: 0, amount: 0 }],
      actions: [{ type: 'draw', seat: 0, refused: 'R-STACK-02' }],
    }));
    expect(r4.refusals[0].refusal.reason).toMatch(/empty stack/);
  });

  it('R-TURN-04: both players may play interrupts in every phase', () => {
    const c = new TestCards();
    const boost = c.interrupt('Boost', [{ do: 'activate', count: 1 }]);
    for (const phase of PHASES) {
      const r = play(position(c, {
        phase, hand: [[{ card: boost, name: 'mine' }], [{ card: boost, name: 'theirs' }]],
        actions: [{ type: 'play', seat: 0, card: '@mine' }, ...passBoth(0), { type: 'pass', seat: 0 },
          { type: 'play', seat: 1, card: '@theirs' }, ...passBoth(1)],
        expect: { phase, stack: 0, initiative: 0 },
      }));
      expect([piles(r.state, 0).active, piles(r.state, 1).active]).toEqual([3, 3]);
    }
  });

  it('R-TURN-05: two passes on an empty stack end the phase; with an item on the stack they resolve it instead', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'activate',
      actions: [{ type: 'activate', seat: 0, amount: 1 }, ...passBoth()],
      expect: { phase: 'activate', stack: 0, initiative: 0, piles: { 0: { active: 3 } } },
    }));
    expect(r.state.counters.activated).toBe(true);
    play(position(c, {
      phase: 'move', actions: passBoth(),
      expect: { phase: 'draw', initiative: 0, piles: { 0: { active: 2, hand: 0 }, 1: { active: 2 } } },
    }));
  });
});

describe('EX-STACK: passing and resolving', () => {
  it('EX-STACK-03: in the move phase both pass on an empty stack: the draw phase begins', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', reserve: [copies(3, c.energy()), copies(3, c.energy())],
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { phase: 'draw', turnPlayer: 0, initiative: 0, legal: ['draw', 'pass'] },
    }));
    expect(logText(r)).toContain("P1's draw phase begins");
  });
});

describe('R-DEPLOY: the deploy phase', () => {
  const deploy = (c: TestCards, hand: [CardEntry[], CardEntry[]], actions: ScenarioAction[],
    expectation: Scenario['expect'], phase: 'deploy' | 'control' = 'deploy') => play(position(c, {
    phase, hand, actions, expect: expectation,
    row: [{ card: c.site('Testworld/Plains', 1, 1), name: 'site', controller: 0, cards: [[], []] }],
  }));

  it('R-DEPLOY-01: any number of cards may be played, each non-interrupt on an empty stack', () => {
    const c = new TestCards();
    const u = c.unit();
    const r = deploy(c, [[{ card: u, name: 'a' }, { card: u, name: 'b' }, { card: u, name: 'd' }], []], [
      { type: 'play', seat: 0, card: '@a', at: '@site' },
      { type: 'play', seat: 0, card: '@b', at: '@site', refused: 'R-STACK-02' }, ...passBoth(),
      { type: 'play', seat: 0, card: '@b', at: '@site' }, ...passBoth(),
      { type: 'play', seat: 0, card: '@d', at: '@site' }, ...passBoth(),
    ], { phase: 'deploy', stack: 0, piles: { 0: { hand: 0 } } });
    expect(['@a', '@b', '@d'].map((n) => card(r, n).zone)).toEqual(['table', 'table', 'table']);
  });

  it('R-DEPLOY-02: interrupts may be played before, between and after cards', () => {
    const c = new TestCards();
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 1 }]);
    const u = c.unit();
    const r = deploy(c, [[{ card: surge, name: 's1' }, { card: u, name: 'a' }, { card: surge, name: 's2' }], [{ card: surge, name: 's3' }]], [
      { type: 'play', seat: 0, card: '@s1' }, ...passBoth(),
      { type: 'play', seat: 0, card: '@a', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@s3' }, ...passBoth(1), ...passBoth(),
      { type: 'play', seat: 0, card: '@s2' }, ...passBoth(),
    ], { phase: 'deploy', stack: 0 });
    expect(card(r, '@a').zone).toBe('table');
    expect([piles(r.state, 0).active, piles(r.state, 1).active]).toEqual([4, 3]);
  });

  it('R-DEPLOY-03: non-interrupt cards only in your own deploy phase', () => {
    const c = new TestCards();
    const u = c.unit();
    const r = deploy(c, [[], [{ card: u, name: 'theirs' }]], [{ type: 'pass', seat: 0 },
      { type: 'play', seat: 1, card: '@theirs', at: '@site', refused: 'R-PLAY-01' }], { piles: { 1: { hand: 1 } } });
    expect(r.refusals[0].refusal.reason).toMatch(/Only interrupts can be played outside your deploy phase/);
    deploy(c, [[{ card: u, name: 'mine' }], []], [{ type: 'play', seat: 0, card: '@mine', at: '@site', refused: 'R-PLAY-01' }],
      { piles: { 0: { hand: 1 } } }, 'control');
  });
});
