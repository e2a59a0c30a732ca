// Triggered abilities (R-TRIG) and the worked examples EX-TRIG-01..05.
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const hallway = 'Alnak/Test Hallway';

describe('R-TRIG: triggered abilities', () => {
  it('R-TRIG-01: a triggered ability happens automatically when its event occurs', () => {
    // Test Sentry: when it is damaged, its player draws a card.
    game({ players: [{ hand: ['Test Zap'] }, {}], row: [{ card: siteA, controller: P1, cards: [[], ['Test Sentry']] }] })
      .play('Test Zap', { targets: ['Test Sentry'] }).resolve()
      // The sentry's trigger (controlled by P2) went on the stack; it resolves.
      .resolve()
      .expectStack(0).expectCard('Test Sentry', { damaged: true }).expectPiles(P2, { hand: 1, reserve: 4 })
      .expectLog("Test Sentry's ability goes on the stack.");
  });

  it('R-TRIG-02 / R-TRIG-03: a trigger during a battle step waits; it goes on the stack when the attacker gains initiative', () => {
    const g = game({
      phase: 'battle',
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], ['Test Sentry', { card: 'Test Trooper', name: 'other' }]] }],
      battle: { location: 'site', attacker: P1, step: 'window2', destiny: [3, 0] },
    }).toStep('attrition').damage('Test Sentry', P2)
      .expectBattle({ step: 'window3' }).expectStack(1).expectInitiative(P1).expectCard('Test Sentry', { damaged: true }).expectPiles(P2, { hand: 0 })
      .expectLogOrder('Test Sentry is damaged', "Test Sentry's ability goes on the stack");
    expect(g.state.stack[0]).toMatchObject({ kind: 'trigger', card: g.id('Test Sentry'), seat: 1 });
  });

  it('R-TRIG-02: a trigger may fire in the middle of resolving an effect; it waits until the effect is done', () => {
    game({ players: [{ hand: ['Test Double Hit'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[], ['Test Sentry', { card: 'Test Trooper', name: 'other' }]] }] })
      .play('Test Double Hit', { targets: ['Test Sentry', 'other'] }).resolve()
      .expectStack(1).expectCard('other', { damaged: true })
      .expectLogOrder('Test Trooper is damaged', "Test Sentry's ability goes on the stack");
  });

  it('R-TRIG-04: a triggered ability that affects a battle step resolves at once, though no one holds initiative', () => {
    // Test Price: each time you reveal battle destiny, +1 to it and draw a card.
    game({
      phase: 'battle',
      players: [{ reserve: energy(5, 3), assets: ['Test Price'] }, { reserve: energy(5, 2) }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], ['Test Hero']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal()
      .expectBattle({ step: 'destiny', destiny: [4, 0] }).expectInitiative(null).expectLog('Test Price triggers and resolves at once (R-TRIG-04).')
      .expectDecision('revealDestiny', P2);
  });

  it('R-TRIG-04: one with a target resolves at once too: its controller picks the target during the step; with one choice the engine picks', () => {
    const revealed = (theirs: Entry[]) => game({
      phase: 'battle',
      players: [{ reserve: energy(5, 3), assets: ['Test Reveal Volley'] }, { reserve: energy(5, 2) }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], theirs] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal();
    revealed([{ card: 'Test Hero', name: 'a' }, { card: 'Test Trooper', name: 'b' }])
      .expectBattle({ step: 'destiny' }).expectInitiative(null).expectStack(0).expectDecision('triggerTargets', P1).expectActor(P1)
      .chooseTargets('b').expectCard('b', { damaged: true }).expectCard('a', { damaged: false }).expectStack(0)
      .expectDecision('revealDestiny', P2);
    revealed([{ card: 'Test Hero', name: 'a' }]).expectBattle({ step: 'destiny' }).expectStack(0).expectCard('a', { damaged: true })
      .expectDecision('revealDestiny', P2);
  });

  it('R-TRIG-05 / EX-TRIG-01: the turn player orders simultaneous triggers, the opponent\'s too; the last put on resolves first', () => {
    // Test My Draw: each time you draw, your opponent loses 1. Test Any Draw: each time any player
    // draws, you may activate 1.
    const g = game({ phase: 'draw', players: [{ assets: ['Test My Draw'] }, { assets: ['Test Any Draw'] }] }).draw()
      .expectDecision('orderTriggers', P1).expectActor(P1);
    const theirs = g.state.triggers.findIndex((t) => t.card === g.id('Test Any Draw'));
    g.first(theirs).resolve().lose('reserve', P2).resolve().yes(P2)
      .expectStack(0).expectLogOrder('P2 loses', 'P2 activates 1').expectPiles(P2, { lost: 1, active: 6 });
  });

  it('R-TRIG-06: abilities that triggered go on the stack before the player with initiative acts again', () => {
    // Test Zealot dismisses Test Martyr, which makes its opponent lose 1 when lost from a location.
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Test Zealot', 'Test Martyr'], []] }] })
      .use('Test Zealot', { paying: ['Test Martyr'] }).expectStack(2).expectInitiative(P1);
    expect(g.state.stack.map((i) => i.kind)).toEqual(['ability', 'trigger']);
    g.resolve().lose('reserve', P2).expectStack(1).expectPiles(P2, { lost: 1 });
  });

  it('R-TRIG-07: targets are chosen as the trigger goes on the stack; with none it is canceled', () => {
    // Test Bomber: when it enters play, destroy target opposing unit.
    game({ players: [{ hand: ['Test Bomber'] }, {}], row: [{ card: siteA, name: 'site', controller: P1 }] })
      .play('Test Bomber', { at: 'site' }).resolve()
      .expectStack(0).expectLog("Test Bomber's ability has no legal target and is canceled (R-TRIG-07).");
    game({ players: [{ hand: ['Test Bomber'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'a' }, { card: 'Test Trooper', name: 'b' }]] }] })
      .play('Test Bomber', { at: 'site' }).resolve().expectDecision('triggerTargets', P1).expectActor(P1)
      .chooseTargets('b').resolve()
      .expectCard('b', { zone: 'lost' }).expectCard('a', { zone: 'table' });
  });

  it('R-TRIG-07: a trigger\'s choices are checked again when it resolves', () => {
    game({ players: [{ hand: ['Test Bomber'] }, { hand: ['Test Recall'] }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'a' }]] }] })
      .play('Test Bomber', { at: 'site' }).resolve()
      .pass(P1).play('Test Recall', { targets: ['a'] }).resolve().resolve()
      .expectStack(0).expectCard('a', { zone: 'hand' }).expectPiles(P2, { lost: 0 })
      .expectLog("Test Bomber's ability is canceled: a target is no longer legal (R-STACK-07).");
  });

  it('R-TRIG-08 / EX-TRIG-03: four units damaged one at a time: Cruel Lesson triggers apart for each, 6 energy in all', () => {
    // Test Grenade damages four target units one at a time; Test Cruel Lesson: each time a unit is
    // damaged, if its player has another damaged unit, they lose 2.
    const g = game({
      players: [{ hand: ['Test Grenade'], assets: ['Test Cruel Lesson'] }, { reserve: energy(10, 2), active: energy(5, 2) }],
      row: [{ card: siteA, controller: P1, cards: [[], ['u1', 'u2', 'u3', 'u4'].map((name) => ({ card: 'Test Trooper', name }))] }],
    }).play('Test Grenade', { targets: ['u1', 'u2', 'u3', 'u4'] }).resolve().expectDecision('orderTriggers');
    expect(g.state.triggers).toHaveLength(3);
    g.first(0).first(0);
    expect(g.state.stack.filter((i) => i.kind === 'trigger')).toHaveLength(3);
    for (let i = 0; i < 3; i++) g.resolve().lose('reserve', P2).lose('reserve', P2);
    g.expectStack(0).expectPiles(P2, { lost: 6 });
  });

  it('R-TRIG-09 / EX-TRIG-04: the Hallway\'s delayed trigger: the unit lost in the end of battle step is put at the Hallway', () => {
    const g = game({
      phase: 'battle',
      row: [
        { card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit', damaged: true }, 'Test Hero'], ['Test Hero']] },
        { card: hallway, name: 'hallway', controller: P1 },
      ],
      battle: { location: 'site', attacker: P1, step: 'window5' },
    }).use('hallway', { targets: ['unit'] }).lose('reserve').resolve()
      // The end of battle step: the unit is destroyed (lost); the delayed trigger waits.
      .endBattle()
      .expectNoBattle().expectStack(1).expectInitiative(P1).expectCard('unit', { zone: 'lost' });
    expect(g.state.stack[0]).toMatchObject({ kind: 'delayed', card: g.id('hallway') });
    g.resolve().expectLog(`Test Trooper is put into play at ${hallway}.`);
    expect(g.state.table[g.id('unit')]).toEqual({ controller: 0, at: g.id('hallway') });
  });

  it('R-TRIG-09: a delayed trigger "this turn" expires at the end of the turn', () => {
    const g = game({
      phase: 'draw',
      row: [
        { card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] },
        { card: hallway, name: 'hallway', controller: P1 },
      ],
    }).use('hallway', { targets: ['unit'] }).lose('reserve').resolve().toPhase('activate', P2);
    expect(g.state.watchers).toEqual([]);
  });

  it('R-TRIG-10: a card played by an effect still triggers its own "when this enters play" (as a fighter from a shipyard)', () => {
    // Ganymede/Test Barracks: • play a unit here from hand at no cost. Test Greeter: entering play, draw a card.
    game({ players: [{ hand: ['Test Greeter'] }, {}], row: [{ card: 'Ganymede/Test Barracks', name: 'barracks', controller: P1 }] })
      .use('barracks').resolve().pick('Test Greeter').resolve()
      .expectStack(1).expectCard('Test Greeter', { zone: 'table', at: 'barracks' }).expectLog("Test Greeter's ability goes on the stack.");
  });

  it('R-TRIG-11: "each time you drain here" fires when the drain resolves, not when it is declared or if it is canceled', () => {
    // Test Drain Watcher: each time you drain here, draw a card.
    const g = game({ phase: 'control', row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Drain Watcher'], []] }] })
      .drain('site').expectStack(1);
    expect(g.state.triggers).toEqual([]);
    g.resolve().lose('reserve', P2).lose('reserve', P2);
    expect(g.state.stack).toEqual([expect.objectContaining({ kind: 'trigger', card: g.id('Test Drain Watcher') })]);
    const blocked = game({ phase: 'control', players: [{}, { hand: ['Test Drain Block'] }],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Drain Watcher'], []] }] }).drain('site').pass(P1);
    blocked.play('Test Drain Block', { targets: [blocked.stackItem()] }).resolve().expectStack(0).expectPiles(P1, { hand: 0 });
  });

  it('R-TRIG-11: Transport works when the movement resolves: the carried character moves with the vehicle', () => {
    game({
      phase: 'move',
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [['Test Truck', { card: 'Test Trooper', name: 'rider' }], []] },
        { card: 'Ganymede/Test Site B', name: 'b', controller: P1 },
      ],
    }).move('Test Truck', 'b', { transport: ['rider'] }).resolve()
      .expectCard('Test Truck', { at: 'b' }).expectCard('rider', { at: 'b' }).expectPiles(P1, { active: 4 });
  });

  it('EX-TRIG-02: a trigger set off by an in-step trigger waits, and goes on the stack after the battle destiny step', () => {
    // Test Price draws a card on the reveal; Test Draw Engine activates 1 each time you draw.
    const g = game({
      phase: 'battle',
      players: [{ reserve: energy(6, 5), assets: ['Test Price', 'Test Draw Engine'] }, { reserve: energy(5, 2) }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], ['Test Hero']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal()
      .expectBattle({ step: 'destiny', destiny: [6, 0] }).expectStack(0).expectInitiative(null).expectPiles(P1, { hand: 1 });
    expect(g.state.triggers).toEqual([expect.objectContaining({ card: g.id('Test Draw Engine') })]);
    g.reveal(true, P2).expectBattle({ step: 'window2' }).expectPiles(P1, { hand: 1 });
    expect(g.state.stack).toEqual([expect.objectContaining({ kind: 'trigger', card: g.id('Test Draw Engine') })]);
  });
});
