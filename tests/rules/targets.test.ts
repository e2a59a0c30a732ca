// Targets (R-TGT) and the worked examples EX-TGT-01..02.
import { describe, expect, it } from 'vitest';
import { P1, P2 } from '../kit/driver';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';

describe('R-TGT: targets', () => {
  it('R-TGT-01: you choose the targets; where the text says so, the opponent chooses among their own cards', () => {
    const g = game({
      players: [{ hand: ['Test Their Pick'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'a' }, { card: 'Test Hero', name: 'b' }]] }],
    }).play('Test Their Pick').resolve().expectDecision('chooseCard', P2).expectActor(P2);
    expect(g.legal().map((a) => a.type === 'choose' && a.choice)).toEqual([{ pick: g.id('a') }, { pick: g.id('b') }]);
  });

  it('R-TGT-02 / EX-TGT-01: "destroy target asset" may choose any asset; "your target" limits to your own cards', () => {
    const g = game({
      players: [{ hand: ['Test Junshi', 'Test Anticipation'], assets: [{ card: 'Test Banner', name: 'mine' }] }, { assets: [{ card: 'Test Banner', name: 'theirs' }] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Hero', name: 'hero' }], [{ card: 'Test Hero', name: 'foe' }]] }],
    }).refuses('R-TGT-04').play('Test Anticipation', { targets: ['foe'] }).play('Test Junshi', { targets: ['mine'] }).expectStack(1);
    const plays = g.legal().filter((a) => a.type === 'play' && a.card === g.id('Test Anticipation'));
    expect(plays.map((a) => a.type === 'play' && a.targets)).toEqual([[g.id('hero')]]);
    game({ players: [{ hand: ['Test Junshi'] }, { assets: [{ card: 'Test Banner', name: 'theirs' }] }] })
      .play('Test Junshi', { targets: ['theirs'] }).resolve().expectCard('theirs', { zone: 'lost' });
  });

  it('R-TGT-03: the words after "target" set what is legal: "target vehicle" refuses a character', () => {
    game({
      players: [{ hand: ['Test Consultation'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[], ['Test Trooper', 'Test Tank']] }],
    }).refuses('R-TGT-04').play('Test Consultation', { targets: ['Test Trooper'] }).play('Test Consultation', { targets: ['Test Tank'] })
      .expectStack(1);
  });

  it('R-TGT-04: without the right number and kind of targets the card cannot be played', () => {
    const g = game({
      players: [{ hand: ['Test Strike', 'Test Double Hit'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'one' }], []] }],
    }).refuses('R-TGT-04').play('Test Double Hit', { targets: ['one'] }).refuses('R-TGT-04').play('Test Strike');
    expect(g.legal().some((a) => a.type === 'play' && a.card === g.id('Test Double Hit'))).toBe(false);
  });

  it('R-TGT-05: the same card cannot be chosen twice as a target of one item', () => {
    game({
      players: [{ hand: ['Test Double Hit'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'one' }, { card: 'Test Trooper', name: 'two' }], []] }],
    }).refuses('R-TGT-05').play('Test Double Hit', { targets: ['one', 'one'] }).play('Test Double Hit', { targets: ['one', 'two'] })
      .expectStack(1);
  });

  it('R-TGT-06 / EX-TGT-02: Portent: the pending ship\'s new place must be legal for it (a sector where you have a ship)', () => {
    const g = game({
      players: [{ hand: [{ card: 'Test Fighter', name: 'ship' }, 'Test Portent'] }, {}],
      row: [
        { card: 'Ganymede/Test Orbit', name: 'sector', controller: P1 },
        { card: 'Ceti/Barren Sector', name: 'barren', controller: P1, cards: [[{ card: 'Test Fighter', name: 'escort' }], []] },
      ],
    }).play('ship', { at: 'sector' });
    g.play('Test Portent', { targets: [g.stackItem(), 'barren'] }).resolve().resolve()
      .expectStack(0).expectCard('ship', { at: 'barren' });
  });

  it('R-TGT-07: targets are checked again on resolution: a target that moved out of range cancels the ability', () => {
    // Test Cannon: on a vehicle, pay 1: damage target opposing unit here. Test Runner: moves a unit of its
    // player's to an adjacent site.
    game({
      phase: 'move',
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [[{ card: 'Test Tank', beneath: ['Test Cannon'] }], [{ card: 'Test Trooper', name: 'foe' }]] },
        { card: 'Ganymede/Test Site B', name: 'b', controller: P2 },
      ],
    }).use('Test Cannon', { targets: ['foe'] }).resolve().expectCard('foe', { damaged: true });
    game({
      phase: 'move', turnPlayer: P2,
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [[{ card: 'Test Tank', beneath: ['Test Cannon'] }], [{ card: 'Test Runner', name: 'foe' }]] },
        { card: 'Ganymede/Test Site B', name: 'b', controller: P2 },
      ],
    }).pass(P2).use('Test Cannon', { targets: ['foe'] }).pass(P1).use('foe', { targets: ['foe', 'b'] })
      .resolve().resolve()
      .expectStack(0).expectCard('foe', { at: 'b', damaged: false })
      .expectLog("Test Cannon's ability is canceled: a target is no longer legal (R-STACK-07).");
  });
});
