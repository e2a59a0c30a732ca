// Initiative (R-INIT) and the worked example EX-INIT-01.
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';

describe('R-INIT: initiative', () => {
  it('R-INIT-01: only the player holding initiative may play an interrupt or use an ability', () => {
    game({
      players: [{}, { hand: ['Test Boost'] }],
      row: [{ card: siteA, controller: P1, cards: [[], [{ card: 'Test Gunslinger', beneath: ['Test Pistol'] }]] }],
    }).refuses('R-INIT-01', 'P1 holds initiative.').play('Test Boost')
      .refuses('R-INIT-01', 'P1 holds initiative.').use('Test Pistol')
      .pass(P1).play('Test Boost')
      .expectStack(1).expectInitiative(P2);
  });

  it('R-INIT-01: inside a battle step nobody has initiative, and nobody can play an interrupt', () => {
    game({
      phase: 'battle', initiative: null,
      players: [{ hand: [{ card: 'Test Boost', name: 'boost' }] }, { hand: [{ card: 'Test Boost', name: 'boost2' }] }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'power' },
    }).refuses('R-INIT-05').play('boost').refuses('R-INIT-05').play('boost2').expectActor(null);
  });

  it('R-INIT-02: the phase action needs the turn player to hold initiative and the stack to be empty', () => {
    game({
      phase: 'control',
      players: [{ hand: ['Test Boost'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    }).play('Test Boost').refuses('R-STACK-02').drain('site')
      .pass(P1).refuses('R-INIT-01').drain('site', P1)
      .pass(P2).drain('site')
      .expectStack(1).expectInitiative(P1);
  });

  it('R-INIT-03 (1): the turn player gains initiative at the start of each phase', () => {
    game({ phase: 'control' }).pass(P1).pass(P2).expectPhase('deploy').expectInitiative(P1);
    game({ turnPlayer: P2, phase: 'control' }).pass(P2).pass(P1).expectPhase('deploy').expectInitiative(P2);
  });

  it("R-INIT-03 (2): after an item resolves the turn player gains initiative, even when it was the opponent's", () => {
    game({ players: [{}, { hand: ['Test Boost'] }] }).pass(P1).play('Test Boost').pass(P2).pass(P1)
      .expectStack(0).expectInitiative(P1).expectPhase('deploy').expectPiles(P2, { active: 6 });
  });

  it('R-INIT-03 (3) / R-INIT-05: after each battle step ends the attacker gains initiative', () => {
    game({
      phase: 'battle',
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window2' },
    }).pass(P1).pass(P2).expectBattle({ step: 'window3' }).expectInitiative(P1).expectActor(P1);
  });

  it('R-INIT-03 (4): a player gains initiative when the opponent holds it and passes', () => {
    game().pass(P1).expectInitiative(P2).expectPhase('deploy');
    game({ initiative: P2 }).refuses('R-INIT-01').pass(P1).pass(P2).expectInitiative(P1);
  });

  it('R-INIT-04: adding to the stack keeps your initiative; passing is how the opponent gets to respond', () => {
    game({ players: [{ hand: ['Test Orders'] }, { hand: ['Test Boost'] }] })
      .play('Test Orders').refuses('R-INIT-01').play('Test Boost').pass(P1).play('Test Boost')
      .expectStack(2).expectInitiative(P2);
  });

  it('R-INIT-05: during a step the player owing a choice acts, but no one holds initiative; whoever held it loses it', () => {
    game({
      phase: 'battle',
      players: [{ reserve: energy(5, 4) }, { reserve: energy(5, 3) }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Hero'], ['Test Hero']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).pass(P1).pass(P2)
      .expectBattle({ step: 'destiny' }).expectInitiative(null).expectActor(P1).expectDecision('revealDestiny')
      .reveal(true, P1).expectInitiative(null)
      .reveal(true, P2).expectBattle({ step: 'window2' }).expectInitiative(P1).expectActor(P1);
  });

  it('R-INIT-06: before initiative changes hands the game checks its automatic rules (no energy left: that player loses)', () => {
    game({
      phase: 'control',
      players: [{}, { reserve: [], active: [], used: ['Destiny 2'], hand: [] }],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    }).drain('site').pass(P1).pass(P2)
      .expectWinner(P1).expectActor(null).expectPiles(P2, { used: 0, lost: 1 });
  });

  it('R-INIT-06: then the waiting triggered abilities go on the stack before the player gets initiative', () => {
    const g = game({
      players: [{ hand: ['Test Greeter'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }],
    }).play('Test Greeter', { at: 'site' }).pass(P1).pass(P2)
      .expectStack(1).expectInitiative(P1).expectPiles(P1, { hand: 0 });
    expect(g.state.stack[0]).toMatchObject({ kind: 'trigger', card: g.id('Test Greeter') });
  });

  it('EX-INIT-01: drain, the opponent responds with an interrupt: the interrupt resolves, the turn player regains initiative, then the drain', () => {
    game({
      phase: 'activate',
      counters: { activated: true },
      players: [{}, { hand: ['Test Boost'] }],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    })
      // 1. The control phase begins: P1 has initiative.
      .pass(P1).pass(P2)
      // 2. P1 drains and keeps initiative; 3. passes.
      .drain('site').pass(P1)
      // 4. P2 plays an interrupt and keeps initiative; 5. passes; P1 passes; it resolves.
      .play('Test Boost').pass(P2).pass(P1)
      .expectPhase('control').expectStack(1).expectInitiative(P1).expectPiles(P2, { active: 6, lost: 0 })
      .expectLogOrder('drains at', 'P2 activates 2')
      // 6. P1 holds initiative again; 7. both pass and the drain resolves.
      .pass(P1).pass(P2)
      .expectStack(0).expectLog('resolves: P2 loses 2').expectDecision('lose', P2);
  });
});
