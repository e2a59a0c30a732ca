// End of turn (R-EOT): lasting effects expire, used piles recirculate, counters reset.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import { play } from '../support/scenario';
import { card, copies, id, logText, passBoth, position, TestCards } from '../support/battle';

describe('R-EOT: end of turn', () => {
  it('R-EOT-01: effects that last until end of turn expire', () => {
    const c = new TestCards();
    const rally = c.interrupt('Rally', [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3 }, to: { target: 0 } } }],
      [{ select: { kinds: ['unit'] } }]);
    const setup = (more: { type: string; [k: string]: unknown }[]) => position(c, {
      phase: 'draw', hand: [[{ card: rally, name: 'rally' }], []],
      row: [{ card: c.site('Testworld/Plains'), controller: 0, cards: [[{ card: c.unit({ power: 2 }), name: 'u' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@rally', targets: ['@u'] }, ...passBoth(), ...more],
    });
    expect(card(play(setup([])), '@u').power).toBe(5);
    const r = play({ ...setup(passBoth()), expect: { turnPlayer: 1, phase: 'activate' } });
    expect(card(r, '@u').power).toBe(2);
    expect(r.state.lasting).toHaveLength(0);
  });

  it('R-EOT-02: both used piles go beneath the reserves, in order', () => {
    const c = new TestCards();
    const e = c.energy();
    const r = play(position(c, {
      phase: 'draw', reserve: [[{ card: e, name: 'r0' }, e], [{ card: e, name: 'q0' }]],
      used: [[{ card: e, name: 'u0' }, { card: e, name: 'u1' }], [{ card: e, name: 'v0' }]],
      actions: passBoth(), expect: { piles: { 0: { reserve: 4, used: 0 }, 1: { reserve: 2, used: 0 } } },
    }));
    expect(['@r0', '@u0', '@u1'].map((n) => card(r, n).position)).toEqual([0, 2, 3]);
    expect(['@q0', '@v0'].map((n) => card(r, n).position)).toEqual([0, 1]);
  });

  it('R-EOT-03: active piles stay as they are', () => {
    const c = new TestCards();
    const e = c.energy();
    const r = play(position(c, {
      phase: 'draw', active: [[{ card: e, name: 'a0' }, e, e], [e]],
      actions: passBoth(), expect: { piles: { 0: { active: 3 }, 1: { active: 1 } } },
    }));
    expect(card(r, '@a0')).toMatchObject({ zone: 'active', position: 0 });
  });

  it('R-EOT-04: the opponent then begins their turn, with initiative in their activate phase', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'draw', actions: passBoth(),
      expect: { turnPlayer: 1, phase: 'activate', initiative: 1, actor: 1, legal: ['activate', 'pass'] },
    }));
    expect(logText(r)).toContain("Turn 2: P2's activate phase.");
  });

  it('R-EOT-05: per-turn and per-phase counters reset', () => {
    const c = new TestCards();
    const once: Ability = { kind: 'activated', bullets: 1, cost: [], effect: [{ do: 'activate', count: 1 }] };
    const r = play(position(c, {
      phase: 'draw', reserve: [copies(6, c.energy()), copies(6, c.energy())],
      row: [{ card: c.site('Testworld/Plains'), name: 'site', controller: 0, cards: [[{ card: c.unit({ abilities: [once] }), name: 'u' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@u', ability: 0 }, ...passBoth(), { type: 'use', seat: 0, card: '@u', ability: 0, refused: 'R-ABIL-03' },
        ...passBoth(), // end of P1's turn
        { type: 'pass', seat: 1 }, { type: 'use', seat: 0, card: '@u', ability: 0 }, ...passBoth(0)],
      counters: { activated: true, drained: ['@site'], attacked: ['@site'] },
      expect: { turnPlayer: 1, phase: 'activate', initiative: 1 },
    }));
    expect(r.state.counters).toMatchObject({ activated: false, drained: [], attacked: [] });
    expect(r.state.counters.bullets[`${id(r, '@u')}#0`]).toBe(1);
  });
});
