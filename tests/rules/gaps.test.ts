// Rules whose tests waited for an engine mechanism: "use as yours" and uniqueness, targets in the
// lost pile, eligible hosts, "move" effects that are not movements, granted movements, playing a
// card stacked on an asset, a casualties cap, and the worked examples that rest on them.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { keywordValue, stat } from '../../src/engine/derive/stats';
import { zoneOf } from '../../src/engine/state';
import type { ScenarioResult } from '../../src/scenario/run';
import type { LocationEntry, ScenarioAction } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { T, fill, idOf, piles, player } from '../support/rulesCards';
import { C } from '../support/coreCards';
import { G, gap } from '../support/gapCards';

const passBoth = (first: 0 | 1 = 0): ScenarioAction[] => [{ type: 'pass', seat: first }, { type: 'pass', seat: first === 0 ? 1 : 0 }];
const choices = (r: ScenarioResult) => legalActions(r.state).flatMap((a) => (a.type === 'choose' ? [a.choice] : []));
const where = (r: ScenarioResult, name: string) => zoneOf(r.state, idOf(r, name));

describe('R-CARD, R-ENERGY, R-TGT: uniqueness when used as yours, targets in the lost pile', () => {
  it('R-CARD-18: "use as yours" does nothing to a unique card you already have a copy of in play; without a copy it is taken', () => {
    const row = (mine: boolean): LocationEntry[] => [{ card: T.siteA, name: 'site', controller: 0,
      cards: [mine ? [{ card: C.unique, name: 'mine' }] : [], [{ card: C.unique, name: 'theirs' }]] }];
    const seize: ScenarioAction[] = [{ type: 'play', seat: 0, card: '@seize', targets: ['@theirs'] }, ...passBoth()];
    play(gap({
      players: [player({ hand: [{ card: C.seize, name: 'seize' }] }), player()], row: row(true), actions: seize,
      expect: { cards: { '@theirs': { controller: 1 }, '@mine': { controller: 0 } }, log: ["can't use Test Unique as theirs"] },
    }));
    play(gap({
      players: [player({ hand: [{ card: C.seize, name: 'seize' }] }), player()], row: row(false), actions: seize,
      expect: { cards: { '@theirs': { controller: 0 } } },
    }));
  });

  it('R-ENERGY-14 / EX-EFF-04: a lost pile randomized by a retrieval after targeting: either remaining copy may be played', () => {
    // Sheltered targets one of three Technicians; a retrieval in response takes one at random. Each
    // of the three is targeted in turn, so in one run the retrieval takes the very card targeted.
    let retrievedTheTarget = 0;
    for (const target of ['t1', 't2', 't3']) {
      const r = play(gap({
        players: [player({
          hand: [{ card: G.sheltered, name: 'sheltered' }, { card: G.salvage, name: 'salvage' }],
          lost: [{ card: G.technician, name: 't1' }, { card: G.technician, name: 't2' }, { card: G.technician, name: 't3' }],
        }), player()],
        row: [{ card: T.siteA, name: 'site', controller: 0 }],
        actions: [
          { type: 'play', seat: 0, card: '@sheltered', targets: [`@${target}`] },
          { type: 'play', seat: 0, card: '@salvage' }, ...passBoth(), // the retrieval resolves first
          ...passBoth(), // Sheltered resolves: a Technician is played (one place, chosen for the player)
          ...passBoth(), // the Technician enters play
        ],
        expect: { stack: 0, piles: { 0: { lost: 2, active: 4 } }, cards: { '@sheltered': { zone: 'lost' } } },
      }));
      const techs = ['t1', 't2', 't3'].map((n) => where(r, n));
      expect(techs.filter((z) => z.z === 'table')).toHaveLength(1);
      expect(techs.filter((z) => z.z === 'pile' && z.pile === 'used')).toHaveLength(1);
      expect(techs.filter((z) => z.z === 'pile' && z.pile === 'lost')).toHaveLength(1);
      const t = where(r, target);
      if (t.z === 'pile' && t.pile === 'used') retrievedTheTarget++;
    }
    expect(retrievedTheTarget).toBe(1);
  });

  it('EX-EFF-05 / R-TGT-03 / R-CARD-17: any Gongen unit in your lost pile is a legal target; uniqueness and support icons are checked on resolution', () => {
    const base = (target: string) => gap({
      players: [player({
        hand: [{ card: G.sheltered, name: 'sheltered' }],
        lost: [{ card: G.lord, name: 'lord' }, { card: G.elder, name: 'elder' }, { card: G.technician, name: 'tech' }, { card: T.trooper, name: 'trooper' }],
      }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: G.lord, name: 'lordInPlay' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@sheltered', targets: [`@${target}`] }, ...passBoth(), ...passBoth()],
    });
    // The words after "target": the unique Lord (a copy in play) and the Elder (3 Gongen icons needed,
    // 1 in play) are legal targets; a non-Gongen unit is not.
    const r0 = play({ ...base('tech'), actions: [] });
    const targets = legalActions(r0.state).flatMap((a) => (a.type === 'play' && a.card === idOf(r0, 'sheltered') ? [a.targets![0]] : []));
    expect(targets.sort()).toEqual(['lord', 'elder', 'tech'].map((n) => idOf(r0, n)).sort());
    play({ ...base('trooper'), actions: [{ type: 'play', seat: 0, card: '@sheltered', targets: ['@trooper'], refused: 'R-TGT-04' }] });
    // On resolution the Lord fails uniqueness and the Elder its support icons: neither is played.
    for (const t of ['lord', 'elder']) {
      play({ ...base(t), expect: { stack: 0, cards: { [`@${t}`]: { zone: 'lost' }, '@sheltered': { zone: 'lost' } }, log: ["can't be played now"] } });
    }
    play({ ...base('tech'), expect: { stack: 0, cards: { '@tech': { zone: 'table', at: '@site' } }, piles: { 0: { active: 4 } } } });
  });
});

describe('R-ASSET-07 / EX-RUL-04: moving an asset to an eligible card', () => {
  it('R-ASSET-07 / EX-RUL-04: "eligible" is a legal place as if the asset were played now: not the opponent\'s kizen', () => {
    const sc = gap({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [
        [{ card: G.kizen, name: 'kizenA', beneath: [{ card: G.presence, name: 'presence' }] }, { card: G.kizen, name: 'kizenB' }, { card: T.trooper, name: 'trooper' }],
        [{ card: G.kizen, name: 'kizenC' }]] }],
    });
    const r0 = play(sc);
    const uses = legalActions(r0.state).flatMap((a) => (a.type === 'use' && a.card === idOf(r0, 'presence') ? [a.targets] : []));
    expect(uses).toEqual([[idOf(r0, 'kizenB')]]);
    play({ ...sc, actions: [
      { type: 'use', seat: 0, card: '@presence', ability: 0, targets: ['@kizenC'], refused: 'R-TGT-04' },
      { type: 'use', seat: 0, card: '@presence', ability: 0, targets: ['@kizenB'] }, ...passBoth(),
    ], expect: { cards: { '@presence': { under: '@kizenB', controller: 0 } } } });
  });
});

describe('R-ABIL-08 / R-MOVE-09: "move" effects are not movements', () => {
  it('R-ABIL-08 / R-MOVE-09 / EX-MOVE-01: a ship\'s 3-energy unloading of a vehicle to a related site costs 3, not 4, and carries nothing', () => {
    const r = play(gap({
      row: [
        { card: T.siteA, name: 'site', controller: 0 },
        { card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: G.carrier, name: 'carrier',
          beneath: [{ card: G.hauler, name: 'hauler' }, { card: G.rider, name: 'rider' }] }], []] },
      ],
      actions: [{ type: 'use', seat: 0, card: '@carrier', ability: 0, targets: ['@hauler', '@site'] }, ...passBoth()],
      // 3 paid, no movement's 1 on top; the hauler's Transport does not take the rider along.
      expect: { stack: 0, piles: { 0: { active: 2, used: 3 } }, cards: { '@hauler': { at: '@site' }, '@rider': { under: '@carrier' } },
        log: ['not a movement action'] },
    }));
    expect(r.events.some((e) => e.text.includes('pays 1 to move'))).toBe(false);
  });

  it('EX-ABIL-06: "can\'t move until end of turn" beats "move target unit to an adjacent site"', () => {
    const sc = (held: boolean) => gap({
      players: [player({ hand: [{ card: G.hold, name: 'hold' }] }), player()],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: C.mover, name: 'runner' }, { card: T.trooper, name: 'u' }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        ...(held ? [{ type: 'play', seat: 0, card: '@hold', targets: ['@u'] } as ScenarioAction, ...passBoth()] : []),
        { type: 'use', seat: 0, card: '@runner', ability: 0, targets: ['@u', '@b'] }, ...passBoth(),
      ],
    });
    play({ ...sc(true), expect: { stack: 0, cards: { '@u': { at: '@a' } }, log: ["Test Trooper can't move (R-GEN-03)"] } });
    play({ ...sc(false), expect: { stack: 0, cards: { '@u': { at: '@b' } } } });
  });

  it('EX-ABIL-07: "your opponent may use this ability": each player moves only their own units', () => {
    const r = play(gap({
      row: [
        { card: C.ferry, name: 'ferry', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'theirs' }, { card: T.trooper, name: 'theirs2' }]] },
        { card: T.siteA, name: 'dest', controller: 0 },
      ],
      actions: [
        { type: 'use', seat: 0, card: '@ferry', ability: 0, targets: ['@theirs', '@dest'], refused: 'R-TGT-04' },
        { type: 'use', seat: 0, card: '@ferry', ability: 0, targets: ['@mine', '@dest'] }, ...passBoth(),
        { type: 'pass', seat: 0 },
        { type: 'use', seat: 1, card: '@ferry', ability: 0, targets: ['@mine', '@dest'], refused: 'R-TGT-04' },
        { type: 'use', seat: 1, card: '@ferry', ability: 0, targets: ['@theirs', '@dest'] }, ...passBoth(1),
      ],
      expect: { stack: 0, cards: { '@mine': { at: '@dest' }, '@theirs': { at: '@dest', controller: 1 }, '@theirs2': { at: '@ferry' } } },
    }));
    expect(r.refusals).toHaveLength(2);
  });

  it('EX-MOVE-02 / R-MOVE-12: a ship moved by a card\'s "move" in the opponent\'s turn goes alone: its Transport carries no fighters', () => {
    play(gap({
      phase: 'battle', turnPlayer: 1, initiative: 1,
      row: [
        { card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: G.zocho, name: 'zocho', beneath: [{ card: G.ace, name: 'ace' }] },
          { card: T.fighter, name: 'f1' }, { card: T.fighter, name: 'f2' }], []] },
        { card: T.loneSector, name: 'deep', controller: 0 },
      ],
      actions: [{ type: 'pass', seat: 1 }, { type: 'use', seat: 0, card: '@ace', ability: 0, targets: ['@deep'] }, ...passBoth()],
      expect: { stack: 0, piles: { 0: { active: 5 } }, cards: { '@zocho': { at: '@deep' }, '@ace': { under: '@zocho' },
        '@f1': { at: '@orbit' }, '@f2': { at: '@orbit' } } },
    }));
  });

  it('EX-MOVE-03 / R-MOVE-12: movements granted until the end of your deploy phase are movement actions: the five forms, their cost, the stack, no Transport', () => {
    // A stand-in for Simple Wager (the wager won) in P1's deploy phase. The hauler (Transport 2) at
    // the middle site may go to either adjacent site, as a movement action on the stack, but carries
    // no riders; the permission ends with the deploy phase.
    const sc = gap({
      phase: 'deploy',
      players: [player({ hand: [{ card: G.wager, name: 'wager' }] }), player()],
      row: [
        { card: T.siteA, name: 'a', controller: 0 },
        { card: T.siteB, name: 'b', controller: 0, cards: [[{ card: G.hauler, name: 'hauler' }, { card: G.rider, name: 'r1' }, { card: G.rider, name: 'r2' }], []] },
        { card: T.siteC, name: 'c', controller: 0 },
        { card: G.infirmary, name: 'far', controller: 0 },
      ],
      actions: [{ type: 'play', seat: 0, card: '@wager' }, ...passBoth(0)],
    });
    const r = play(sc);
    expect(legalActions(r.state).filter((a) => a.type === 'move' && a.card === idOf(r, 'hauler')).map((a) => a.type === 'move' && a.to).sort())
      .toEqual([idOf(r, 'a'), idOf(r, 'c')].sort());
    play({ ...sc, actions: [...sc.actions!,
      { type: 'move', seat: 0, card: '@hauler', to: '@c', transport: ['@r1'], refused: 'R-MOVE-12' },
      { type: 'move', seat: 0, card: '@hauler', to: '@far', refused: 'R-MOVE-05' },
      { type: 'move', seat: 0, card: '@hauler', to: '@c' }],
    expect: { stack: 1, cards: { '@hauler': { at: '@b' } }, piles: { 0: { active: 4 } } } });
    play({ ...sc, actions: [...sc.actions!, { type: 'move', seat: 0, card: '@hauler', to: '@c' }, ...passBoth(0),
      { type: 'move', seat: 0, card: '@r1', to: '@c' }, ...passBoth(0), ...passBoth(0),
      { type: 'move', seat: 0, card: '@r2', to: '@c', refused: 'R-MOVE-01' }],
    expect: { phase: 'battle', cards: { '@hauler': { at: '@c' }, '@r1': { at: '@c' }, '@r2': { at: '@b' } } } });
  });
});

describe('EX-ABIL, EX-DRAIN, EX-TRIG, EX-BATTLE: worked examples that needed a mechanism', () => {
  it('EX-ABIL-02: "each time one of your units here is damaged, activate up to 2" triggers once per unit; 0, 1 or 2 each time', () => {
    const sc = (targets: string[]) => gap({
      players: [player({ hand: [{ card: C.doubleHit, name: 'hit' }] }), player()],
      row: [
        { card: G.infirmary, name: 'infirmary', controller: 0, cards: [[{ card: T.trooper, name: 'u1' }, { card: T.trooper, name: 'u2' }], [{ card: T.trooper, name: 'foe' }]] },
        { card: T.loneSite, name: 'away', controller: 0, cards: [[{ card: T.trooper, name: 'far' }], []] },
      ],
      actions: [{ type: 'play', seat: 0, card: '@hit', targets: targets.map((t) => `@${t}`) }, ...passBoth()],
    });
    const r = play({ ...sc(['u1', 'u2']), expect: { decision: 'orderTriggers' } });
    expect(r.state.triggers).toHaveLength(2);
    play({ ...sc(['u1', 'u2']), actions: [...sc(['u1', 'u2']).actions!,
      { type: 'choose', seat: 0, choice: { first: 0 } },
      ...passBoth(), { type: 'choose', seat: 0, choice: { amount: 0 } },
      ...passBoth(), { type: 'choose', seat: 0, choice: { amount: 2 } },
    ], expect: { stack: 0, decision: null, piles: { 0: { active: 7, reserve: 3 } } } });
    // The opponent's unit here and your unit elsewhere set nothing off.
    const none = play({ ...sc(['foe', 'far']), expect: { stack: 0, decision: null, piles: { 0: { active: 5, reserve: 5 } } } });
    expect(none.state.triggers).toEqual([]);
  });

  it('EX-DRAIN-02 / R-EFF-07: with an empty active pile, the drainer must choose to dismiss each unit at the drain location', () => {
    const sc = (active: number) => gap({
      phase: 'control',
      players: [player({ active: fill(active) }), player({ hand: [{ card: G.interference, name: 'si' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'u1' }, { card: T.trooper, name: 'u2' }], []] },
        { card: T.siteB, name: 'other', controller: 0, cards: [[{ card: T.trooper, name: 'safe' }], []] }],
      actions: [
        { type: 'drain', seat: 0, location: '@site' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@si', targets: ['stack:1'] }, ...passBoth(1),
      ],
    });
    // The only option they can carry out is made for them; the drain then fails for want of control.
    play({ ...sc(0), actions: [...sc(0).actions!, ...passBoth()], expect: {
      stack: 0, cards: { '@u1': { zone: 'lost' }, '@u2': { zone: 'lost' }, '@safe': { at: '@other' } },
      piles: { 1: { lost: 0, reserve: 5, active: 5 }, 0: { lost: 2 } }, log: ['The drain is canceled'] } });
    // With energy to pay they may choose either.
    const r = play({ ...sc(5), expect: { decision: 'option' } });
    expect(choices(r)).toEqual([{ option: 0 }, { option: 1 }]);
  });

  it('EX-TRIG-05 / R-TRIG-10: a fighter played from a stack on an asset triggers its own "when this ship enters play"; a Reliable Quarrel is free', () => {
    const sc = (pick: string) => gap({
      players: [player({ assets: [{ card: G.shipyard, name: 'yard', stacked: [{ card: G.reliable, name: 'rq' }, { card: G.plainFighter, name: 'pf' }] }] }), player()],
      row: [{ card: T.ganySector, name: 'orbit', controller: 0 }, { card: T.loneSector, name: 'lone', controller: 0 }],
      actions: [
        { type: 'use', seat: 0, card: '@yard', ability: 0 }, ...passBoth(),
        { type: 'choose', seat: 0, choice: { pick: `@${pick}` } },
        { type: 'choose', seat: 0, choice: { pick: '@orbit' } }, // where it is played: any sector it may go to
        ...passBoth(), // it enters play; its own trigger goes on the stack
        ...passBoth(), // the trigger resolves
      ],
    });
    const r = play({ ...sc('rq'), expect: { stack: 0, cards: { '@rq': { zone: 'table', at: '@orbit' }, '@pf': { zone: 'stacked' } },
      piles: { 0: { active: 5, hand: 1 } }, log: ["Test Reliable's ability goes on the stack."] } });
    expect(r.state.stacked[idOf(r, 'yard')]).toEqual([idOf(r, 'pf')]);
    play({ ...sc('pf'), expect: { stack: 0, cards: { '@pf': { zone: 'table', at: '@orbit' } }, piles: { 0: { active: 3, hand: 1 } } } });
  });

  it('EX-BATTLE-10 / R-BSTEP-07: a fighter destroyed by a paid ability after the 4+ tactics check does not undo the reveal', () => {
    const r = play(gap({
      phase: 'battle',
      row: [{ card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: G.sloop, name: 'sloop' }],
        [{ card: T.fighter, name: 'f1' }, { card: T.fighter, name: 'f2' }]] }],
      battle: { location: '@orbit', attacker: 0, step: 'window1' },
      actions: [
        ...passBoth(),
        { type: 'choose', seat: 0, choice: { reveal: true } },
        { type: 'choose', seat: 0, choice: { yes: true } }, // pay 3
        { type: 'choose', seat: 0, choice: { pick: '@f1' } }, // destroy a fighter: the defender's tactics fall to 2
        { type: 'choose', seat: 1, choice: { reveal: true } },
      ],
      expect: { battle: { step: 'window2', destiny: [2, 2] }, cards: { '@f1': { zone: 'lost' } }, piles: { 0: { active: 2 } } },
    }));
    expect(r.state.battle?.mayReveal).toEqual([0, 1]);
    expect(stat(r.state, idOf(r, 'f2'), 'tactics').value).toBe(2);
  });

  it('EX-BATTLE-11 / R-BSTEP-19: Diplomacy Bot: casualties 7 are reduced to 5 in the power step, then by damaged defense 2 to 3', () => {
    const sc = (bot: string) => gap({
      phase: 'battle',
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[C.jack, T.trooper],
        [{ card: bot, name: 'bot' }, { card: T.trooper, name: 'hurt', damaged: true }]] }],
      battle: { location: '@site', attacker: 0, step: 'window3' },
      actions: [...passBoth(), ...passBoth()],
    });
    const r = play({ ...sc(G.diplomat), expect: { battle: { step: 'loss', power: [9, 2], casualties: 5 }, decision: 'casualties',
      log: ['Casualties 7 are reduced to 5'] } });
    expect(r.state.queue[0]).toMatchObject({ k: 'casualties', seat: 1, n: 3 });
    // Without it: 7, less 2 = 5 to satisfy.
    const plain = play({ ...sc(G.envoy), expect: { battle: { casualties: 7 } } });
    expect(plain.state.queue[0]).toMatchObject({ k: 'casualties', n: 5 });
  });

  it('EX-ABIL-10: Piloting 1 plus a gained Piloting 2 is Piloting 3: the ship is power +3 and tactics +3', () => {
    const r = play(gap({
      players: [player({ hand: [{ card: C.wings, name: 'wings' }] }), player()],
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.fighter, name: 'ship', beneath: [{ card: T.pilot, name: 'pilot' }] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@wings', targets: ['@pilot'] }, ...passBoth()],
      expect: { cards: { '@ship': { power: 3 + 3, tactics: 2 + 3 } } },
    }));
    expect(keywordValue(r.state, idOf(r, 'pilot'), 'piloting')).toBe(3);
    expect(piles(r, 0).hand).toBe(0);
  });
});
