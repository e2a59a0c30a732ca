// Replacement effects (R-REPL) and the worked examples EX-REPL-01..03.
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import type { Entry, Side } from '../kit/position';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const inBattle = (step: 'window1' | 'window5', mine: Entry[], players: [Side, Side] = [{}, {}]) => game({
  phase: 'battle', players,
  row: [{ card: siteA, name: 'site', controller: P1, cards: [mine, ['Test Hero']] }],
  battle: { location: 'site', attacker: P1, step },
});

describe('R-REPL: replacement effects', () => {
  it('R-REPL-01 / R-REPL-03 / EX-REPL-01: First Aid prevents a destruction in the end of battle step, with no stack and no initiative', () => {
    const g = inBattle('window5', [{ card: 'Test Trooper', name: 'unit', damaged: true }, 'Test Hero'], [{ assets: ['Test First Aid'] }, {}])
      .use('Test First Aid', { targets: ['unit'] }).resolve().endBattle()
      .expectNoBattle().expectStack(0).expectCard('unit', { zone: 'table', damaged: false })
      .expectLog('Test Trooper is not destroyed: the destruction is prevented (R-REPL-03).');
    expect(g.state.watchers).toEqual([]);
  });

  it('R-REPL-03 / R-BSTEP-26: a card whose destruction is prevented but stays damaged is not destroyed a second time in that step', () => {
    // Test Bandage: First Aid without its undamage, so the card stays damaged after the prevention.
    inBattle('window5', [{ card: 'Test Trooper', name: 'unit', damaged: true }, 'Test Hero'], [{ assets: ['Test Bandage'] }, {}])
      .use('Test Bandage', { targets: ['unit'] }).resolve().endBattle()
      .expectNoBattle().expectCard('unit', { zone: 'table', damaged: true }).expectNotInLog('Test Trooper is destroyed');
  });

  it('R-REPL-03: a prevented destruction is replaced with nothing: no "destroyed" or "lost" trigger fires', () => {
    // Test Martyr: when it is lost from a location, its opponent loses 1.
    game({
      players: [{ assets: ['Test First Aid'] }, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [['Test Martyr'], []] }],
    }).use('Test First Aid', { targets: ['Test Martyr'] }).resolve()
      .pass(P1).play('Test Strike', { targets: ['Test Martyr'] }).resolve()
      .expectStack(0).expectCard('Test Martyr', { zone: 'table' }).expectPiles(P2, { lost: 0 });
  });

  it('R-REPL-02 / R-REPL-05 / EX-REPL-02: Shift in Tactics: no card is revealed for battle destiny; it is +X instead', () => {
    // Test Shift: the next battle destiny reveal is replaced by +X, X = your target unit's tactics.
    const g = inBattle('window1', [{ card: 'Test Hero', name: 'hero' }], [{ reserve: energy(5, 6), hand: ['Test Shift'] }, { reserve: energy(5, 2) }])
      .play('Test Shift', { targets: ['hero'] }).resolve().toStep('destiny').reveal().reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [4, 2] }).expectPiles(P1, { reserve: 5 }).expectPiles(P2, { reserve: 4 })
      .expectLog('P1 reveals no card: battle destiny +4 instead (R-REPL-02).');
    expect(g.state.watchers).toEqual([]);
  });

  it('R-REPL-02: with no card revealed, "each time you reveal a card for battle destiny" does not trigger (Price of the Game)', () => {
    // Test Price stands in for Price of the Game: +1 to the revealed card and draw a card.
    inBattle('window1', [{ card: 'Test Hero', name: 'hero' }], [{ reserve: energy(5, 6), hand: ['Test Shift'], assets: ['Test Price'] }, { reserve: energy(5, 2) }])
      .play('Test Shift', { targets: ['hero'] }).resolve().toStep('destiny').reveal().reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [4, 2] }).expectPiles(P1, { reserve: 5, hand: 0 });
  });

  it('R-REPL-05: Shift in Tactics does not replace a destiny revealed by a card during the battle', () => {
    const g = inBattle('window1', [{ card: 'Test Hero', name: 'hero' }], [{ reserve: energy(5, 2), hand: ['Test Shift', 'Test Quick Draw'] }, {}])
      .play('Test Shift', { targets: ['hero'] }).resolve().play('Test Quick Draw').resolve()
      .expectPiles(P1, { reserve: 2, hand: 2 }).expectLog('P1 reveals Destiny 2 for Test Quick Draw: destiny 2.');
    expect(g.state.watchers).toEqual([expect.objectContaining({ kind: 'replaceBattleDestiny', seat: 0, value: 4 })]);
  });

  it('R-REPL-04 / EX-REPL-03: a second Shift in Tactics finds no reveal left to replace, and the end of the battle cancels it', () => {
    // The second (trooper, tactics 2) resolved first and was the first to wait, so it replaced the reveal.
    const g = inBattle('window1', [{ card: 'Test Hero', name: 'hero' }, { card: 'Test Trooper', name: 'trooper' }],
      [{ reserve: energy(5, 6), hand: [{ card: 'Test Shift', name: 'shift' }, { card: 'Test Shift', name: 'shift2' }] }, { reserve: energy(5, 2) }])
      .play('shift', { targets: ['hero'] }).play('shift2', { targets: ['trooper'] }).resolve().resolve()
      .toStep('destiny').reveal().reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [2, 2] }).expectPiles(P1, { reserve: 5 });
    expect(g.state.watchers).toHaveLength(1);
    // With tactics under 4 no card is revealed at all: the Shift waits, and goes when the battle ends.
    const end = game({
      phase: 'battle',
      players: [{ hand: ['Test Shift'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'trooper' }], ['Test Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).play('Test Shift', { targets: ['trooper'] }).resolve().endBattle()
      .expectNoBattle().expectPhase('battle');
    expect(end.state.watchers).toEqual([]);
  });

  it('R-REPL-04: an event is replaced only once: of two preventions waiting, one is used up', () => {
    const g = game({
      players: [{ assets: [{ card: 'Test First Aid', name: 'aid' }, { card: 'Test First Aid', name: 'aid2' }] }, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] }],
    }).use('aid', { targets: ['unit'] }).use('aid2', { targets: ['unit'] }).resolve().resolve()
      .pass(P1).play('Test Strike', { targets: ['unit'] }).resolve()
      .expectCard('unit', { zone: 'table' });
    expect(g.state.watchers).toEqual([expect.objectContaining({ kind: 'preventDestroy', card: g.id('unit'), source: g.id('aid') })]);
  });
});
