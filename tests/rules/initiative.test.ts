// Initiative (R-INIT) and the worked example EX-INIT-01.
import { describe, expect, it } from 'vitest';
import { actor, apply } from '../../src/engine';
import type { ScenarioResult } from '../../src/scenario/run';
import { play } from '../support/scenario';
import { T, fill, idOf, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

const at = (r: ScenarioResult, text: string) => r.events.findIndex((e) => e.text.includes(text));

describe('R-INIT: initiative', () => {
  it('R-INIT-01: only the player holding initiative may play an interrupt or use an ability', () => {
    const r = play(core({
      players: [player(), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: C.quickHand, beneath: [{ card: C.pistol, name: 'pistol' }] }]] }],
      actions: [
        { type: 'play', seat: 1, card: '@boost', refused: 'R-INIT-01' },
        { type: 'use', seat: 1, card: '@pistol', ability: 0, refused: 'R-INIT-01' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
      ],
      expect: { stack: 1, initiative: 1 },
    }));
    expect(r.refusals.map((x) => x.refusal.reason)).toEqual(['P1 holds initiative.', 'P1 holds initiative.']);
  });

  it('R-INIT-01: during a battle step no one holds initiative, so no one may play an interrupt', () => {
    play(core({
      phase: 'battle', initiative: null,
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player({ hand: [{ card: T.boost, name: 'boost2' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.trooper], [T.trooper]] }],
      battle: { location: '@site', attacker: 0, step: 'power' },
      actions: [
        { type: 'play', seat: 0, card: '@boost', refused: 'R-INIT-05' },
        { type: 'play', seat: 1, card: '@boost2', refused: 'R-INIT-05' },
      ],
      expect: { actor: null },
    }));
  });

  it('R-INIT-02: the turn player takes the phase action only while holding initiative with an empty stack', () => {
    play(core({
      phase: 'control',
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'drain', seat: 0, location: '@site', refused: 'R-STACK-02' },
        { type: 'pass', seat: 0 },
        { type: 'drain', seat: 0, location: '@site', refused: 'R-INIT-01' },
        { type: 'pass', seat: 1 },
        { type: 'drain', seat: 0, location: '@site' },
      ],
      expect: { stack: 1, initiative: 0 },
    }));
  });

  it('R-INIT-03 (1): the turn player gains initiative at the start of each phase', () => {
    play(core({ phase: 'control', actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }], expect: { phase: 'deploy', initiative: 0 } }));
    play(core({ turnPlayer: 1, phase: 'control', actions: [{ type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }], expect: { phase: 'deploy', initiative: 1 } }));
  });

  it("R-INIT-03 (2): after an item resolves the turn player gains initiative, even when it was the opponent's", () => {
    play(core({
      players: [player(), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      actions: [
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
      ],
      expect: { stack: 0, initiative: 0, phase: 'deploy', piles: { 1: { active: 6 } } },
    }));
  });

  it('R-INIT-03 (3) / R-INIT-05: after each battle step ends the attacker gains initiative', () => {
    play(core({
      phase: 'battle',
      players: [player(), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.trooper], [T.trooper]] }],
      battle: { location: '@site', attacker: 0, step: 'window2' },
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { battle: { step: 'window3' }, initiative: 0, actor: 0 },
    }));
  });

  it('R-INIT-03 (4): a player gains initiative when the opponent holds it and passes', () => {
    play(core({ actions: [{ type: 'pass', seat: 0 }], expect: { initiative: 1, phase: 'deploy' } }));
    play(core({ initiative: 1, actions: [{ type: 'pass', seat: 0, refused: 'R-INIT-01' }, { type: 'pass', seat: 1 }], expect: { initiative: 0 } }));
  });

  it('R-INIT-04: a player who puts something on the stack keeps initiative; to let the opponent respond they pass', () => {
    play(core({
      players: [player({ hand: [{ card: T.usedOrder, name: 'order' }] }), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@order' },
        { type: 'play', seat: 1, card: '@boost', refused: 'R-INIT-01' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' },
      ],
      expect: { stack: 2, initiative: 1 },
    }));
  });

  it('R-INIT-05: during a step the player owing a choice acts, but no one holds initiative; whoever held it loses it', () => {
    const r = play(core({
      phase: 'battle',
      players: [player({ reserve: fill(5, T.d4) }), player({ reserve: fill(5, T.d3) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], [T.hero]] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { battle: { step: 'destiny' }, initiative: null, actor: 0, decision: 'revealDestiny' },
    }));
    const next = apply(r.state, { type: 'choose', seat: 0, choice: { reveal: true } });
    if (!next.ok) throw new Error(next.refusal.reason);
    expect(next.state.initiative).toBeNull();
    const done = apply(next.state, { type: 'choose', seat: 1, choice: { reveal: true } });
    if (!done.ok) throw new Error(done.refusal.reason);
    expect(done.state.battle?.step).toBe('window2');
    expect(done.state.initiative).toBe(0);
    expect(actor(done.state)).toBe(0);
  });

  it('R-INIT-06: when a player would gain initiative, the systematic rules are checked first (a player out of energy loses)', () => {
    play(core({
      phase: 'control',
      players: [player(), player({ reserve: [], active: [], used: fill(1), hand: [] })],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      extraCards: {},
      actions: [
        { type: 'drain', seat: 0, location: '@site' },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 1 },
      ],
      expect: { winner: 0, actor: null, piles: { 1: { used: 0, lost: 1 } } },
    }));
  });

  it('R-INIT-06: then the waiting triggered abilities go on the stack before the player gets initiative', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.enterDraw, name: 'greeter' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@greeter', at: '@site' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 1, initiative: 0, piles: { 0: { hand: 0 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'trigger', card: idOf(r, 'greeter') });
  });

  it('EX-INIT-01: drain, the opponent responds with an interrupt: the interrupt resolves, the turn player regains initiative, then the drain', () => {
    const ex = play(core({
      phase: 'activate',
      counters: { activated: true },
      players: [player(), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [
        // 1. The control phase begins: P1 has initiative.
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        // 2. P1 drains and keeps initiative; 3. passes.
        { type: 'drain', seat: 0, location: '@site' },
        { type: 'pass', seat: 0 },
        // 4. P2 plays an interrupt and keeps initiative; 5. passes; P1 passes; it resolves.
        { type: 'play', seat: 1, card: '@boost' },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { phase: 'control', stack: 1, initiative: 0, piles: { 1: { active: 6, lost: 0 } } },
    }));
    // 6. P1 holds initiative again; 7. both pass and the drain resolves.
    const p1 = apply(ex.state, { type: 'pass', seat: 0 });
    if (!p1.ok) throw new Error(p1.refusal.reason);
    const p2 = apply(p1.state, { type: 'pass', seat: 1 });
    if (!p2.ok) throw new Error(p2.refusal.reason);
    expect(p2.state.stack).toHaveLength(0);
    expect(p2.events.some((e) => e.text.includes('resolves: P2 loses 2'))).toBe(true);
    expect(at(ex, 'P2 activates 2')).toBeGreaterThan(at(ex, 'drains at'));
  });
});
