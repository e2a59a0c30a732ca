// Rules whose tests waited for an engine mechanism: "use as yours" and uniqueness, targets in the
// lost pile, eligible hosts, "move" effects that are not movements, granted movements, playing a
// card stacked on an asset, a casualties cap, and the worked examples that rest on them.
import { describe, expect, it } from 'vitest';
import { keywordValue } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import type { TestGame } from '../kit/driver';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const siteB = 'Ganymede/Test Site B';
const choices = (g: TestGame) => g.legal().flatMap((a) => (a.type === 'choose' ? [a.choice] : []));

describe('R-CARD, R-ENERGY, R-TGT: uniqueness when used as yours, targets in the lost pile', () => {
  it('R-CARD-18: "use as yours" does nothing to a unique card you already have a copy of in play; without a copy it is taken', () => {
    const seized = (mine: boolean) => game({
      players: [{ hand: ['Test Seize'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [mine ? [{ card: 'Test Unique', name: 'mine' }] : [], [{ card: 'Test Unique', name: 'theirs' }]] }],
    }).play('Test Seize', { targets: ['theirs'] }).resolve();
    seized(true).expectCard('theirs', { controller: P2 }).expectCard('mine', { controller: P1 }).expectLog("can't use Test Unique as theirs");
    seized(false).expectCard('theirs', { controller: P1 });
  });

  it('R-ENERGY-14 / EX-EFF-04: a lost pile randomized by a retrieval after targeting: either remaining copy may be played', () => {
    // Sheltered targets one of three Technicians; a retrieval in response takes one at random. Each
    // of the three is targeted in turn, so in one run the retrieval takes the very card targeted.
    let retrievedTheTarget = 0;
    for (const target of ['t1', 't2', 't3']) {
      const g = game({
        players: [{ hand: ['Test Sheltered', 'Test Salvage'], lost: ['t1', 't2', 't3'].map((name) => ({ card: 'Test Technician', name })) }, {}],
        row: [{ card: siteA, name: 'site', controller: P1 }],
      }).play('Test Sheltered', { targets: [target] })
        .play('Test Salvage').resolve() // the retrieval resolves first
        .resolve() // Sheltered resolves: a Technician is played (one place, chosen for the player)
        .resolve() // the Technician enters play
        .expectStack(0).expectPiles(P1, { lost: 2, active: 4 }).expectCard('Test Sheltered', { zone: 'lost' });
      const zones = ['t1', 't2', 't3'].map((n) => g.card(n).zone);
      expect(zones.filter((z) => z === 'table')).toHaveLength(1);
      expect(zones.filter((z) => z === 'used')).toHaveLength(1);
      expect(zones.filter((z) => z === 'lost')).toHaveLength(1);
      if (g.card(target).zone === 'used') retrievedTheTarget++;
    }
    expect(retrievedTheTarget).toBe(1);
  });

  it('EX-EFF-05 / R-TGT-03 / R-CARD-17: every Gongen unit in your lost pile may be targeted; uniqueness and support icons are checked on resolution', () => {
    const base = () => game({
      players: [{ hand: ['Test Sheltered'],
        lost: [{ card: 'Test Gongen Lord', name: 'lord' }, { card: 'Test Gongen Elder', name: 'elder' }, { card: 'Test Technician', name: 'tech' }, { card: 'Test Trooper', name: 'trooper' }] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Gongen Lord', name: 'lordInPlay' }], []] }],
    });
    // The words after "target": the unique Lord (a copy in play) and the Elder (3 Gongen icons needed,
    // 1 in play) are legal targets; a non-Gongen unit is not.
    const g = base();
    const targets = g.legal().flatMap((a) => (a.type === 'play' && a.card === g.id('Test Sheltered') ? [a.targets![0]] : []));
    expect(targets.sort()).toEqual(['lord', 'elder', 'tech'].map((n) => g.id(n)).sort());
    base().refuses('R-TGT-04').play('Test Sheltered', { targets: ['trooper'] });
    // On resolution the Lord fails uniqueness and the Elder its support icons: neither is played.
    for (const t of ['lord', 'elder']) {
      base().play('Test Sheltered', { targets: [t] }).resolve()
        .expectStack(0).expectCard(t, { zone: 'lost' }).expectCard('Test Sheltered', { zone: 'lost' }).expectLog("can't be played now");
    }
    base().play('Test Sheltered', { targets: ['tech'] }).resolve().resolve()
      .expectStack(0).expectCard('tech', { zone: 'table', at: 'site' }).expectPiles(P1, { active: 4 });
  });
});

describe('R-ASSET-07 / EX-RUL-04: moving an asset to an eligible card', () => {
  it('R-ASSET-07 / EX-RUL-04: "eligible" is a legal place as if the asset were played now: not the opponent\'s kizen', () => {
    // Test Presence: a kizen asset that moves itself to an eligible card.
    const sc = () => game({
      row: [{ card: siteA, controller: P1, cards: [
        [{ card: 'Test Kizen', name: 'kizenA', beneath: ['Test Presence'] }, { card: 'Test Kizen', name: 'kizenB' }, 'Test Trooper'],
        [{ card: 'Test Kizen', name: 'kizenC' }]] }],
    });
    const g = sc();
    const uses = g.legal().flatMap((a) => (a.type === 'use' && a.card === g.id('Test Presence') ? [a.targets] : []));
    expect(uses).toEqual([[g.id('kizenB')]]);
    sc().refuses('R-TGT-04').use('Test Presence', { targets: ['kizenC'] }).use('Test Presence', { targets: ['kizenB'] }).resolve()
      .expectCard('Test Presence', { under: 'kizenB', controller: P1 });
  });
});

describe('R-ABIL-08 / R-MOVE-09: "move" effects are not movements', () => {
  it('R-ABIL-08 / R-MOVE-09 / EX-MOVE-01: a ship\'s 3-energy unloading of a vehicle to a related site costs 3, not 4, and carries nothing', () => {
    // 3 paid, no movement's 1 on top; the hauler's Transport does not take the rider along.
    game({
      row: [
        { card: siteA, name: 'site', controller: P1 },
        { card: 'Ganymede/Test Orbit', controller: P1, cards: [[{ card: 'Test Carrier', beneath: ['Test Hauler', 'Test Rider'] }], []] },
      ],
    }).use('Test Carrier', { targets: ['Test Hauler', 'site'] }).resolve()
      .expectStack(0).expectPiles(P1, { active: 2, used: 3 })
      .expectCard('Test Hauler', { at: 'site' }).expectCard('Test Rider', { under: 'Test Carrier' })
      .expectLog('not a movement action').expectNotInLog('pays 1 to move');
  });

  it('EX-ABIL-06: "can\'t move until end of turn" beats "move target unit to an adjacent site"', () => {
    const sc = () => game({
      players: [{ hand: ['Test Hold'] }, {}],
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [['Test Runner', { card: 'Test Trooper', name: 'u' }], []] },
        { card: siteB, name: 'b', controller: P1 },
      ],
    });
    sc().play('Test Hold', { targets: ['u'] }).resolve().use('Test Runner', { targets: ['u', 'b'] }).resolve()
      .expectStack(0).expectCard('u', { at: 'a' }).expectLog("Test Trooper can't move (R-GEN-03)");
    sc().use('Test Runner', { targets: ['u', 'b'] }).resolve().expectStack(0).expectCard('u', { at: 'b' });
  });

  it('EX-ABIL-07: "your opponent may use this ability": each player moves only their own units', () => {
    game({
      row: [
        { card: 'Ganymede/Test Ferry', name: 'ferry', controller: P1,
          cards: [[{ card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'theirs' }, { card: 'Test Trooper', name: 'theirs2' }]] },
        { card: siteA, name: 'dest', controller: P1 },
      ],
    }).refuses('R-TGT-04').use('ferry', { targets: ['theirs', 'dest'] })
      .use('ferry', { targets: ['mine', 'dest'] }).resolve()
      .pass(P1).refuses('R-TGT-04').use('ferry', { targets: ['mine', 'dest'], by: P2 })
      .use('ferry', { targets: ['theirs', 'dest'], by: P2 }).resolve()
      .expectStack(0).expectCard('mine', { at: 'dest' }).expectCard('theirs', { at: 'dest', controller: P2 }).expectCard('theirs2', { at: 'ferry' });
  });

  it('EX-MOVE-02 / R-MOVE-12: a ship moved by a card\'s "move" in the opponent\'s turn goes alone: its Transport carries no fighters', () => {
    // Test Ace: move the ship this character is aboard to another sector.
    game({
      phase: 'battle', turnPlayer: P2, initiative: P2,
      row: [
        { card: 'Ganymede/Test Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Test Zocho', beneath: ['Test Ace'] },
          { card: 'Test Fighter', name: 'f1' }, { card: 'Test Fighter', name: 'f2' }], []] },
        { card: 'Pluto/Lone Sector', name: 'deep', controller: P1 },
      ],
    }).pass(P2).use('Test Ace', { targets: ['deep'] }).resolve()
      .expectStack(0).expectPiles(P1, { active: 5 }).expectCard('Test Zocho', { at: 'deep' }).expectCard('Test Ace', { under: 'Test Zocho' })
      .expectCard('f1', { at: 'orbit' }).expectCard('f2', { at: 'orbit' });
  });

  it('EX-MOVE-03 / R-MOVE-12: movements granted until the end of your deploy phase are movement actions: the five forms, their cost, the stack, no Transport', () => {
    // A stand-in for Simple Wager (the wager won) in P1's deploy phase. The hauler (Transport 2) at
    // the middle site may go to either adjacent site, as a movement action on the stack, but carries
    // no riders; the permission ends with the deploy phase.
    const sc = () => game({
      phase: 'deploy',
      players: [{ hand: ['Test Wager Moves'] }, {}],
      row: [
        { card: siteA, name: 'a', controller: P1 },
        { card: siteB, name: 'b', controller: P1, cards: [['Test Hauler', { card: 'Test Rider', name: 'r1' }, { card: 'Test Rider', name: 'r2' }], []] },
        { card: 'Ganymede/Test Site C', name: 'c', controller: P1 },
        { card: 'Ganymede/Test Infirmary', name: 'far', controller: P1 },
      ],
    }).play('Test Wager Moves').resolve();
    const g = sc();
    expect(g.legal().flatMap((a) => (a.type === 'move' && a.card === g.id('Test Hauler') ? [a.to] : [])).sort())
      .toEqual([g.id('a'), g.id('c')].sort());
    sc().refuses('R-MOVE-12').move('Test Hauler', 'c', { transport: ['r1'] }).refuses('R-MOVE-05').move('Test Hauler', 'far')
      .move('Test Hauler', 'c')
      .expectStack(1).expectCard('Test Hauler', { at: 'b' }).expectPiles(P1, { active: 4 });
    sc().move('Test Hauler', 'c').resolve().move('r1', 'c').resolve().toPhase('battle').refuses('R-MOVE-01').move('r2', 'c')
      .expectPhase('battle').expectCard('Test Hauler', { at: 'c' }).expectCard('r1', { at: 'c' }).expectCard('r2', { at: 'b' });
  });
});

describe('EX-ABIL, EX-DRAIN, EX-TRIG, EX-BATTLE: worked examples that needed a mechanism', () => {
  it('EX-ABIL-02: the infirmary trigger fires once for each damaged unit of yours there, activating 0, 1 or 2 each time', () => {
    // Ganymede/Test Infirmary: whenever a unit of yours there is damaged, activate 0, 1 or 2.
    const hit = (targets: string[]) => game({
      players: [{ hand: ['Test Double Hit'] }, {}],
      row: [
        { card: 'Ganymede/Test Infirmary', controller: P1, cards: [[{ card: 'Test Trooper', name: 'u1' }, { card: 'Test Trooper', name: 'u2' }], [{ card: 'Test Trooper', name: 'foe' }]] },
        { card: 'Mars/Lone Site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'far' }], []] },
      ],
    }).play('Test Double Hit', { targets }).resolve();
    const g = hit(['u1', 'u2']).expectDecision('orderTriggers');
    expect(g.state.triggers).toHaveLength(2);
    g.first(0).resolve().amount(0).resolve().amount(2)
      .expectStack(0).expectDecision(null).expectPiles(P1, { active: 7, reserve: 3 });
    // The opponent's unit here and your unit elsewhere set nothing off.
    const none = hit(['foe', 'far']).expectStack(0).expectDecision(null).expectPiles(P1, { active: 5, reserve: 5 });
    expect(none.state.triggers).toEqual([]);
  });

  it('EX-DRAIN-02 / R-EFF-07: with an empty active pile, the drainer must choose to dismiss each unit at the drain location', () => {
    // Test Interference: against a pending drain, the drainer pays 2 or dismisses each unit of theirs there.
    const interfered = (active: number) => {
      const g = game({
        phase: 'control',
        players: [{ active: energy(active, 2) }, { hand: ['Test Interference'] }],
        row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'u1' }, { card: 'Test Trooper', name: 'u2' }], []] },
          { card: siteB, name: 'other', controller: P1, cards: [[{ card: 'Test Trooper', name: 'safe' }], []] }],
      }).drain('site').pass(P1);
      return g.play('Test Interference', { targets: [g.stackItem()] }).resolve();
    };
    // The only option they can carry out is made for them; the drain then fails for want of control.
    interfered(0).resolve()
      .expectStack(0).expectCard('u1', { zone: 'lost' }).expectCard('u2', { zone: 'lost' }).expectCard('safe', { at: 'other' })
      .expectPiles(P2, { lost: 0, reserve: 5, active: 5 }).expectPiles(P1, { lost: 2 }).expectLog('The drain is canceled');
    // With energy to pay they may choose either.
    const g = interfered(5).expectDecision('option');
    expect(choices(g)).toEqual([{ option: 0 }, { option: 1 }]);
  });

  it('EX-TRIG-05 / R-TRIG-10: a fighter played from a stack on an asset triggers its own "when this ship enters play"; a Reliable Quarrel is free', () => {
    const played = (pick: string) => game({
      players: [{ assets: [{ card: 'Test Shipyard', stacked: [{ card: 'Test Reliable', name: 'rq' }, { card: 'Test Plain Fighter', name: 'pf' }] }] }, {}],
      row: [{ card: 'Ganymede/Test Orbit', name: 'orbit', controller: P1 }, { card: 'Pluto/Lone Sector', controller: P1 }],
    }).use('Test Shipyard').resolve().pick(pick)
      .pick('orbit') // where it is played: any sector it may go to
      .resolve() // it enters play; its own trigger goes on the stack
      .resolve(); // the trigger resolves
    played('rq').expectStack(0).expectCard('rq', { zone: 'table', at: 'orbit' }).expectCard('pf', { zone: 'stacked' })
      .expectPiles(P1, { active: 5, hand: 1 }).expectLog("Test Reliable's ability goes on the stack.").expectStackedOn('Test Shipyard', 1);
    played('pf').expectStack(0).expectCard('pf', { zone: 'table', at: 'orbit' }).expectPiles(P1, { active: 3, hand: 1 });
  });

  it('EX-BATTLE-10 / R-BSTEP-07: a fighter destroyed by a paid ability after the 4+ tactics check does not undo the reveal', () => {
    // Test Sloop: each time you reveal battle destiny, you may pay 3 to destroy an opposing fighter in the battle.
    game({
      phase: 'battle',
      row: [{ card: 'Ganymede/Test Orbit', name: 'orbit', controller: P1, cards: [['Test Sloop'], [{ card: 'Test Fighter', name: 'f1' }, { card: 'Test Fighter', name: 'f2' }]] }],
      battle: { location: 'orbit', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal()
      .yes() // pay 3
      .pick('f1') // destroy a fighter: the defender's tactics fall to 2
      .reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [2, 2], mayReveal: [0, 1] }).expectCard('f1', { zone: 'lost' }).expectPiles(P1, { active: 2 })
      .expectStat('f2', 'tactics', 2);
  });

  it('EX-BATTLE-11 / R-BSTEP-19: Diplomacy Bot: casualties 7 are reduced to 5 in the power step, then by damaged defense 2 to 3', () => {
    const lost = (bot: string) => game({
      phase: 'battle',
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Jack', 'Test Trooper'], [bot, { card: 'Test Trooper', name: 'hurt', damaged: true }]] }],
      battle: { location: 'site', attacker: P1, step: 'window3' },
    }).toStep('loss');
    const g = lost('Test Diplomat').expectBattle({ step: 'loss', power: [9, 2], casualties: 5 }).expectDecision('casualties')
      .expectLog('Casualties 7 are reduced to 5');
    expect(g.state.queue[0]).toMatchObject({ k: 'casualties', seat: 1, n: 3 });
    // Without it: 7, less 2 = 5 to satisfy.
    const plain = lost('Test Envoy').expectBattle({ casualties: 7 }).expectDecision('casualties');
    expect(plain.state.queue[0]).toMatchObject({ k: 'casualties', n: 5 });
  });

  it('EX-ABIL-10: Piloting 1 plus a gained Piloting 2 is Piloting 3: the ship is power +3 and tactics +3', () => {
    const g = game({
      players: [{ hand: ['Test Wings'] }, {}],
      row: [{ card: 'Ganymede/Test Orbit', controller: P1, cards: [[{ card: 'Test Fighter', name: 'ship', beneath: ['Test Pilot'] }], []] }],
    }).play('Test Wings', { targets: ['Test Pilot'] }).resolve()
      .expectCard('ship', { power: 3 + 3, tactics: 2 + 3 }).expectPiles(P1, { hand: 0 });
    expect(keywordValue(g.state, g.id('Test Pilot'), 'piloting')).toBe(3);
  });
});
