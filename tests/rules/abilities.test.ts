// Abilities (R-ABIL) and the worked examples of abilities, "can't" and overrides (EX-ABIL).
import { describe, expect, it } from 'vitest';
import { P1, P2 } from '../kit/driver';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const siteB = 'Ganymede/Test Site B';

describe('R-ABIL', () => {
  it('R-ABIL-01: activated abilities are used; triggered ones fire on their event; ongoing ones just apply', () => {
    game({
      players: [{ hand: [{ card: 'Test Veteran', name: 'new' }] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Veteran', name: 'vet' }], []] }],
    }).refuses('R-ABIL-01', 'That is not an activated ability of Test Veteran.').use('vet', { ability: 1 })
      .play('new', { at: 'site' }).resolve()
      // The new veteran's entering play set off its triggered ability, now on the stack.
      .resolve()
      .use('vet', { ability: 0 })
      .expectStack(1).expectLog("Test Veteran's ability goes on the stack", 'P1 activates 2').expectStat('vet', 'power', 5);
  });

  it("R-ABIL-02 / R-ABIL-03 / EX-ABIL-01: \"• Pay 2 ≈ draw a card\": once per turn, in either player's turn", () => {
    game({ phase: 'draw', row: [{ card: siteA, controller: P1, cards: [['Test Quartermaster'], []] }] })
      .use('Test Quartermaster').resolve()
      .refuses('R-ABIL-03', 'This ability may be used once each turn, and that is used up.').use('Test Quartermaster')
      // End of turn; in P2's activate phase P1 may use it again once P2 passes initiative.
      .pass(P1).pass(P2).pass(P2)
      .use('Test Quartermaster')
      .expectPhase('activate', P2).expectStack(1).expectPiles(P1, { hand: 1 });
  });

  it('R-ABIL-02: you pay the cost each time you use an ability', () => {
    game({ row: [{ card: siteA, controller: P1, cards: [['Test Pumper'], []] }] })
      .use('Test Pumper').use('Test Pumper').refuses('R-PLAY-04').use('Test Pumper')
      .expectStack(2).expectPiles(P1, { active: 1, used: 4 });
  });

  it('R-ABIL-03: a canceled use still counts as a use', () => {
    game({
      players: [{}, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [['Test Marksman'], [{ card: 'Test Trooper', name: 'a' }, { card: 'Test Trooper', name: 'b' }]] }],
    }).use('Test Marksman', { targets: ['a'] }).pass(P1).play('Test Strike', { targets: ['a'] }).resolve().resolve()
      .refuses('R-ABIL-03').use('Test Marksman', { targets: ['b'] })
      .expectCard('a', { zone: 'lost' }).expectCard('b', { damaged: false }).expectLog("Test Marksman's ability is canceled");
  });

  it("R-ABIL-04: Quickdraw 1 gives each bulleted ability of the weapon beneath one more use per turn", () => {
    game({
      row: [{ card: siteA, controller: P1, cards: [[
        { card: 'Test Gunslinger', beneath: [{ card: 'Test Sidearm', name: 'fast' }] },
        { card: 'Test Trooper', beneath: [{ card: 'Test Sidearm', name: 'slow' }] }], []] }],
    }).use('fast').use('fast').refuses('R-ABIL-03').use('fast')
      .use('slow').refuses('R-ABIL-03').use('slow')
      .expectStack(3);
  });

  it('R-ABIL-05 / EX-ABIL-04: "as long as there is a vehicle of yours here, power +2" switches on and off', () => {
    game({
      phase: 'move',
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [['Test Vehicle Rider'], []] },
        { card: siteB, name: 'b', controller: P1, cards: [['Test Tank'], []] },
      ],
    }).move('Test Tank', 'a').expectStat('Test Vehicle Rider', 'power', 3)
      .pass(P1).pass(P2).expectStat('Test Vehicle Rider', 'power', 5);
    game({
      phase: 'move',
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [['Test Vehicle Rider', 'Test Tank'], []] },
        { card: siteB, name: 'b', controller: P1 },
      ],
    }).move('Test Tank', 'b').resolve().expectCard('Test Vehicle Rider', { power: 3 }).expectCard('Test Tank', { at: 'b' });
  });

  it('R-ABIL-05 / EX-ABIL-03: "each unit you play at a related site costs 1 less" applies while its card is in play', () => {
    // 2 for the tank at the related site, 3 at the unrelated one.
    game({
      players: [{ hand: [{ card: 'Test Tank', name: 'near' }, { card: 'Test Tank', name: 'far' }] }, {}],
      row: [{ card: 'Ganymede/Test Depot', controller: P1 }, { card: siteA, name: 'related', controller: P1 }, { card: 'Mars/Lone Site', name: 'lone', controller: P1 }],
    }).play('near', { at: 'related' }).resolve().play('far', { at: 'lone' }).resolve()
      .expectPiles(P1, { active: 0, used: 5 }).expectLog('for 2 energy', 'at Mars/Lone Site for 3 energy');
  });
});

describe('R-ABIL: the stack, the opponent, battle windows', () => {
  it('R-ABIL-06: an ability on the stack resolves though its card left play (Reconnoiterer cancels a drain at an adjacent site)', () => {
    const g = game({
      phase: 'control', turnPlayer: P2, initiative: P1,
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [['Test Reconnoiterer'], []] },
        { card: siteB, name: 'b', controller: P1, cards: [[], ['Test Trooper']] },
      ],
      stack: [{ kind: 'drain', seat: 1, location: 'b' }],
    });
    g.use('Test Reconnoiterer', { targets: [g.stackItem()] }).pass(P1).pass(P2)
      .expectStack(0).expectCard('Test Reconnoiterer', { zone: 'used' }).expectPiles(P1, { lost: 0 }).expectLog('A pending drain is canceled');
  });

  it('R-ABIL-07: when the opponent uses "your opponent may use this ability", "your" means theirs', () => {
    game({
      initiative: P2,
      row: [{ card: 'Ganymede/Test Outpost', name: 'outpost', controller: P1, cards: [[{ card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'theirs' }]] }],
    }).refuses('R-TGT-04', 'That is not a legal target.').use('outpost', { targets: ['mine'], by: P2 })
      .use('outpost', { targets: ['theirs'], by: P2 }).resolve()
      .expectCard('theirs', { damaged: true }).expectCard('mine', { damaged: false })
      .expectPiles(P2, { active: 4, used: 1 }).expectPiles(P1, { active: 5 });
  });

  it('R-ABIL-09: an ability changing battle destiny is used in window 1; during the step no one may use it', () => {
    // P2's battle destiny: 4, −3 in window 1, then a 5 revealed.
    game({
      phase: 'battle',
      players: [{}, { reserve: ['Destiny 5', 'Destiny 5'] }],
      row: [{ card: 'Ganymede/Underground Bunker', name: 'bunker', controller: P1,
        cards: [['Shikami Follower', { card: 'Test Trooper', name: 'a' }, { card: 'Test Trooper', name: 'b' }], ['Test Hero']] }],
      battle: { location: 'bunker', step: 'window1', destiny: [0, 4] },
    }).use('Shikami Follower', { paying: ['a'] }).resolve().toStep('destiny')
      // The battle destiny step: each side with 4+ tactics decides whether to reveal; no ability may be used.
      .refuses('R-BATTLE-12').use('Shikami Follower', { paying: ['b'] })
      .reveal(false).reveal(true, P2)
      .expectBattle({ step: 'window2', destiny: [0, 6] });
  });
});

describe('EX-ABIL', () => {
  it('EX-ABIL-08: "your unit" means a unit you have in play, not one in a hand or pile', () => {
    const g = game({
      players: [{ hand: ['Test Cheer', { card: 'Test Trooper', name: 'inHand' }], used: ['Test Trooper'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'mine' }], [{ card: 'Test Trooper', name: 'theirs' }]] }],
    }).refuses('R-TGT-04').play('Test Cheer', { targets: ['inHand'] }).refuses('R-TGT-04').play('Test Cheer', { targets: ['theirs'] })
      .expectLegal('play');
    expect(g.legal().filter((a) => a.type === 'play' && a.card === g.id('Test Cheer')))
      .toEqual([{ type: 'play', seat: 0, card: g.id('Test Cheer'), targets: [g.id('mine')] }]);
  });

  it('EX-ABIL-09: a bullet interrupt canceled by the opponent goes to the lost pile and its bullet is spent', () => {
    // Test Counter: cancel target pending card.
    const g = game({
      phase: 'control',
      players: [{ hand: [{ card: 'Test Syndicate Interference', name: 'first' }, { card: 'Test Syndicate Interference', name: 'second' }] }, { hand: ['Test Counter'] }],
    }).play('first').pass(P1);
    g.play('Test Counter', { targets: [g.stackItem()] }).resolve()
      .refuses('R-INTR-06', 'Test Syndicate Interference may be played once each turn, and that is used up.').play('second')
      .expectCard('first', { zone: 'lost' }).expectCard('second', { zone: 'hand' });
  });
});
