// Triggered abilities (R-TRIG) and the worked examples EX-TRIG-01..05.
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import type { ScenarioResult } from '../../src/scenario/run';
import { play } from '../support/scenario';
import { T, asset, fill, idOf, piles, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

function run(state: GameState, actions: Action[]): { state: GameState; log: string[] } {
  const log: string[] = [];
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.refusal.reason} (${r.refusal.rule})`);
    state = r.state;
    log.push(...r.events.map((e) => e.text));
  }
  return { state, log };
}
const passBoth = (first: 0 | 1 = 0): Action[] => [{ type: 'pass', seat: first }, { type: 'pass', seat: first === 0 ? 1 : 0 }];
const idx = (r: ScenarioResult, text: string) => r.events.findIndex((e) => e.text.includes(text));

describe('R-TRIG: triggered abilities', () => {
  it('R-TRIG-01: a triggered ability happens automatically when its event occurs', () => {
    play(core({
      players: [player({ hand: [{ card: C.zap, name: 'zap' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: C.damager, name: 'sentry' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@zap', targets: ['@sentry'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        // The sentry's trigger (controlled by P2) went on the stack; it resolves.
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@sentry': { damaged: true } }, piles: { 1: { hand: 1, reserve: 4 } }, log: ["Test Sentry's ability goes on the stack."] },
    }));
  });

  it('R-TRIG-02 / R-TRIG-03: a trigger during a battle step waits; it goes on the stack when the attacker gains initiative', () => {
    const r = play(core({
      phase: 'battle',
      players: [player(), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], [{ card: C.damager, name: 'sentry' }, { card: T.trooper, name: 'other' }]] }],
      battle: { location: '@site', attacker: 0, step: 'window2', destiny: [3, 0] },
      actions: [
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 1, choice: { damage: '@sentry' } },
      ],
      expect: { battle: { step: 'window3' }, stack: 1, initiative: 0, cards: { '@sentry': { damaged: true } }, piles: { 1: { hand: 0 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'trigger', card: idOf(r, 'sentry'), seat: 1 });
    expect(idx(r, "Test Sentry's ability goes on the stack")).toBeGreaterThan(idx(r, 'Test Sentry is damaged'));
  });

  it('R-TRIG-02: a trigger may fire in the middle of resolving an effect; it waits until the effect is done', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.doubleHit, name: 'hit' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: C.damager, name: 'sentry' }, { card: T.trooper, name: 'other' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@hit', targets: ['@sentry', '@other'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 1, cards: { '@other': { damaged: true } } },
    }));
    expect(idx(r, "Test Sentry's ability goes on the stack")).toBeGreaterThan(idx(r, 'Test Trooper is damaged'));
  });

  it('R-TRIG-04: a triggered ability that affects a battle step resolves at once, though no one holds initiative', () => {
    play(core({
      phase: 'battle',
      players: [player({ reserve: fill(5, T.d3), assets: [C.priceOfGame] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], [T.hero]] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { reveal: true } },
      ],
      expect: { battle: { step: 'destiny', destiny: [4, 0] }, initiative: null, log: ['Test Price triggers and resolves at once (R-TRIG-04).'] },
    }));
  });

  it('R-TRIG-04: one with a target resolves at once too: its controller picks the target during the step; with one choice the engine picks', () => {
    // Test Volley: each time you reveal battle destiny, damage target opposing unit in the battle.
    const volley = asset('Test Volley', undefined, { abilities: [{ kind: 'triggered', on: { destinyRevealed: 'you' }, inStep: true,
      targets: [{ select: { who: 'opponent', kinds: ['unit'], inBattle: true } }], effect: [{ do: 'damage', card: { target: 0 } }] }] });
    const battle = (theirs: { card: string; name: string }[]) => core({
      phase: 'battle', extraCards: { T900: volley },
      players: [player({ reserve: fill(5, T.d3), assets: ['T900'] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], theirs] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'choose', seat: 0, choice: { reveal: true } }],
    });
    const two = play({ ...battle([{ card: T.hero, name: 'a' }, { card: T.trooper, name: 'b' }]),
      expect: { battle: { step: 'destiny' }, initiative: null, stack: 0, decision: 'triggerTargets', actor: 0 } });
    const after = run(two.state, [{ type: 'choose', seat: 0, choice: { targets: [idOf(two, 'b')] } }]);
    expect(after.state.table[idOf(two, 'b')].damaged).toBe(true);
    expect(after.state.table[idOf(two, 'a')].damaged).toBeUndefined();
    expect(after.state.stack).toEqual([]);
    play({ ...battle([{ card: T.hero, name: 'a' }]), expect: { battle: { step: 'destiny' }, stack: 0, cards: { '@a': { damaged: true } } } });
  });

  it('R-TRIG-05 / EX-TRIG-01: the turn player orders simultaneous triggers, the opponent\'s too; the last put on resolves first', () => {
    const r = play(core({
      phase: 'draw',
      players: [player({ assets: [{ card: C.myDraw, name: 'mine' }] }), player({ assets: [{ card: C.anyDraw, name: 'theirs' }] })],
      actions: [{ type: 'draw', seat: 0 }],
      expect: { decision: 'orderTriggers', actor: 0 },
    }));
    const theirs = r.state.triggers.findIndex((t) => t.card === idOf(r, 'theirs'));
    const out = run(r.state, [
      { type: 'choose', seat: 0, choice: { first: theirs } },
      { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      { type: 'choose', seat: 1, choice: { lose: 'reserve' } },
      { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      { type: 'choose', seat: 1, choice: { yes: true } },
    ]);
    expect(out.state.stack).toHaveLength(0);
    const lost = out.log.findIndex((l) => l.includes('P2 loses'));
    const activated = out.log.findIndex((l) => l.includes('P2 activates 1'));
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(lost).toBeLessThan(activated);
    expect(out.state.players[1]).toMatchObject({ lost: [expect.any(String)] });
    expect(out.state.players[1].active).toHaveLength(6);
  });

  it('R-TRIG-06: abilities that triggered go on the stack before the player with initiative acts again', () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.zealot, name: 'zealot' }, { card: C.lossWatch, name: 'martyr' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@zealot', ability: 0, paying: ['@martyr'] }],
      expect: { stack: 2, initiative: 0 },
    }));
    expect(r.state.stack.map((i) => i.kind)).toEqual(['ability', 'trigger']);
    const out = run(r.state, [...passBoth(), { type: 'choose', seat: 1, choice: { lose: 'reserve' } }]);
    expect(out.state.stack).toHaveLength(1);
    expect(out.state.players[1].lost).toHaveLength(1);
  });

  it('R-TRIG-07: targets are chosen as the trigger goes on the stack; with none it is canceled', () => {
    play(core({
      players: [player({ hand: [{ card: C.bomb, name: 'bomber' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@bomber', at: '@site' }, ...passBoth()],
      expect: { stack: 0, log: ["Test Bomber's ability has no legal target and is canceled (R-TRIG-07)."] },
    }));
    const r = play(core({
      players: [player({ hand: [{ card: C.bomb, name: 'bomber' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@bomber', at: '@site' }, ...passBoth()],
      expect: { decision: 'triggerTargets', actor: 0 },
    }));
    const out = run(r.state, [{ type: 'choose', seat: 0, choice: { targets: [idOf(r, 'b')] } }, ...passBoth()]);
    expect(out.state.table[idOf(r, 'b')]).toBeUndefined();
    expect(out.state.table[idOf(r, 'a')]).toBeDefined();
  });

  it('R-TRIG-07: a trigger\'s choices are checked again when it resolves', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.bomb, name: 'bomber' }] }), player({ hand: [{ card: C.bounce, name: 'recall' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'a' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@bomber', at: '@site' }, ...passBoth(),
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@recall', targets: ['@a'] },
        ...passBoth(1), ...passBoth(),
      ],
      expect: { stack: 0, cards: { '@a': { zone: 'hand' } }, log: ["Test Bomber's ability is canceled: a target is no longer legal (R-STACK-07)."] },
    }));
    expect(r.state.players[1].lost).toHaveLength(0);
  });

  it('R-TRIG-08 / EX-TRIG-03: four units damaged one at a time: Cruel Lesson triggers apart for each, 6 energy in all', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.grenade, name: 'grenade' }], assets: [C.cruel] }), player({ reserve: fill(10), active: fill(5) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [
        { card: T.trooper, name: 'u1' }, { card: T.trooper, name: 'u2' }, { card: T.trooper, name: 'u3' }, { card: T.trooper, name: 'u4' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@grenade', targets: ['@u1', '@u2', '@u3', '@u4'] }, ...passBoth()],
      expect: { decision: 'orderTriggers' },
    }));
    expect(r.state.triggers).toHaveLength(3);
    let state = run(r.state, [{ type: 'choose', seat: 0, choice: { first: 0 } }, { type: 'choose', seat: 0, choice: { first: 0 } }]).state;
    expect(state.stack.filter((i) => i.kind === 'trigger')).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      state = run(state, [...passBoth(), { type: 'choose', seat: 1, choice: { lose: 'reserve' } }, { type: 'choose', seat: 1, choice: { lose: 'reserve' } }]).state;
    }
    expect(state.stack).toHaveLength(0);
    expect(state.players[1].lost).toHaveLength(6);
  });

  it('R-TRIG-09 / EX-TRIG-04: the Hallway\'s delayed trigger: the unit lost in the end of battle step is put at the Hallway', () => {
    const r = play(core({
      phase: 'battle',
      players: [player(), player()],
      row: [
        { card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit', damaged: true }, T.hero], [T.hero]] },
        { card: C.hallway, name: 'hallway', controller: 0 },
      ],
      battle: { location: '@site', attacker: 0, step: 'window5' },
      actions: [
        { type: 'use', seat: 0, card: '@hallway', ability: 0, targets: ['@unit'] },
        { type: 'choose', seat: 0, choice: { lose: 'reserve' } },
        ...passBoth(),
        // The end of battle step: the unit is destroyed (lost); the delayed trigger waits.
        ...passBoth(),
      ],
      expect: { battle: null, stack: 1, initiative: 0, cards: { '@unit': { zone: 'lost' } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'delayed', card: idOf(r, 'hallway') });
    const out = run(r.state, passBoth());
    expect(out.state.table[idOf(r, 'unit')]).toEqual({ controller: 0, at: idOf(r, 'hallway') });
    expect(out.log).toContain('Test Trooper is put into play at Alnak/Test Hallway.');
  });

  it('R-TRIG-09: a delayed trigger "this turn" expires at the end of the turn', () => {
    const r = play(core({
      phase: 'draw',
      players: [player(), player()],
      row: [
        { card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] },
        { card: C.hallway, name: 'hallway', controller: 0 },
      ],
      actions: [
        { type: 'use', seat: 0, card: '@hallway', ability: 0, targets: ['@unit'] },
        { type: 'choose', seat: 0, choice: { lose: 'reserve' } },
        ...passBoth(), ...passBoth(),
      ],
      expect: { turnPlayer: 1, phase: 'activate' },
    }));
    expect(r.state.watchers).toEqual([]);
  });

  it('R-TRIG-10: a card played by an effect still triggers its own "when this enters play" (as a fighter from a shipyard)', () => {
    play(core({
      players: [player({ hand: [{ card: C.enterDraw, name: 'greeter' }] }), player()],
      row: [{ card: C.recruiter, name: 'barracks', controller: 0 }],
      actions: [
        { type: 'use', seat: 0, card: '@barracks', ability: 0 }, ...passBoth(),
        { type: 'choose', seat: 0, choice: { pick: '@greeter' } }, ...passBoth(),
      ],
      expect: { stack: 1, cards: { '@greeter': { zone: 'table', at: '@barracks' } }, log: ["Test Greeter's ability goes on the stack."] },
    }));
  });

  it('R-TRIG-11: "each time you drain here" fires when the drain resolves, not when it is declared or if it is canceled', () => {
    const r = play(core({
      phase: 'control',
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[{ card: C.drainWatch, name: 'watcher' }], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@site' }],
      expect: { stack: 1 },
    }));
    expect(r.state.triggers).toEqual([]);
    const out = run(r.state, [...passBoth(), { type: 'choose', seat: 1, choice: { lose: 'reserve' } }, { type: 'choose', seat: 1, choice: { lose: 'reserve' } }]);
    expect(out.state.stack).toEqual([expect.objectContaining({ kind: 'trigger', card: idOf(r, 'watcher') })]);
    play(core({
      phase: 'control',
      players: [player(), player({ hand: [{ card: C.cancelDrain, name: 'block' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[{ card: C.drainWatch, name: 'watcher' }], []] }],
      actions: [
        { type: 'drain', seat: 0, location: '@site' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@block', targets: ['stack:1'] }, ...passBoth(1),
      ],
      expect: { stack: 0, piles: { 0: { hand: 0 } } },
    }));
  });

  it('R-TRIG-11: Transport works when the movement resolves: the carried character moves with the vehicle', () => {
    play(core({
      phase: 'move',
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: C.truck, name: 'truck' }, { card: T.trooper, name: 'rider' }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        { type: 'move', seat: 0, card: '@truck', to: '@b', transport: ['@rider'] },
        ...passBoth(),
      ],
      expect: { cards: { '@truck': { at: '@b' }, '@rider': { at: '@b' } }, piles: { 0: { active: 4 } } },
    }));
  });

  it('EX-TRIG-02: a trigger set off by an in-step trigger waits, and goes on the stack after the battle destiny step', () => {
    const r = play(core({
      phase: 'battle',
      players: [player({ reserve: fill(6, T.d5), assets: [C.priceOfGame, { card: C.ordersDraw, name: 'engine' }] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], [T.hero]] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [
        ...passBoth(),
        { type: 'choose', seat: 0, choice: { reveal: true } },
      ],
      expect: { battle: { step: 'destiny', destiny: [6, 0] }, stack: 0, initiative: null, piles: { 0: { hand: 1 } } },
    }));
    expect(r.state.triggers).toEqual([expect.objectContaining({ card: idOf(r, 'engine') })]);
    const out = run(r.state, [{ type: 'choose', seat: 1, choice: { reveal: true } }]);
    expect(out.state.battle?.step).toBe('window2');
    expect(out.state.stack).toEqual([expect.objectContaining({ kind: 'trigger', card: idOf(r, 'engine') })]);
    expect(piles({ ...r, state: out.state }, 0).hand).toBe(1);
  });
});
