// Effects (R-EFF) and the worked examples EX-EFF-01..03.
import { describe, expect, it } from 'vitest';
import { energy, P1, P2 } from '../kit/driver';
import { game } from './_starts';

describe('R-EFF: effects', () => {
  it('R-EFF-01: effects never use the stack: a resolving card does its effect at once, an ongoing effect applies at once', () => {
    const g = game({
      players: [{ hand: ['Test Zap'], assets: ['Test Dedication'] }, {}],
      row: [{ card: 'Ganymede/Test Site A', controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] }],
    }).play('Test Zap', { targets: ['unit'] }).resolve()
      .expectStack(0).expectCard('unit', { damaged: true, defense: 3 });
    expect(g.state.triggers).toEqual([]);
  });

  it('R-EFF-02 / EX-EFF-01: told to damage two of your units in a battle when you have one, you damage the one', () => {
    // Test Friendly Fire: damage two of your units in a battle, each chosen in turn.
    game({
      phase: 'battle',
      players: [{ hand: ['Test Friendly Fire'] }, {}],
      row: [{ card: 'Ganymede/Test Site A', name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], ['Test Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).play('Test Friendly Fire').resolve()
      .expectStack(0).expectDecision(null).expectCard('unit', { damaged: true }).expectCard('Test Friendly Fire', { zone: 'used' });
  });

  it('R-EFF-03: costs may be paid though the effect will do nothing; but the targets must be chosen', () => {
    // Test Dud: pay 1 to target an opposing unit, for an effect that needs 99 cards in hand.
    game({ row: [{ card: 'Ganymede/Test Site A', controller: P1, cards: [['Test Dud'], [{ card: 'Test Trooper', name: 'foe' }]] }] })
      .refuses('R-TGT-04').use('Test Dud').use('Test Dud', { targets: ['foe'] }).resolve()
      .expectStack(0).expectPiles(P1, { active: 4, used: 1 }).expectCard('foe', { damaged: false });
  });

  it('R-EFF-04 / EX-EFF-02: "each of your units here +1 until end of turn" keeps to the units there then, wherever they go', () => {
    const g = game({
      phase: 'move',
      players: [{ hand: ['Test Rally'] }, {}],
      row: [
        { card: 'Ganymede/Test Site A', name: 'a', controller: P1, cards: [[{ card: 'Test Trooper', name: 'leaver' }, { card: 'Test Trooper', name: 'stayer' }], []] },
        { card: 'Ganymede/Test Site B', name: 'b', controller: P1, cards: [[{ card: 'Test Trooper', name: 'arriver' }], []] },
      ],
    }).play('Test Rally', { targets: ['a'] }).resolve().move('leaver', 'b').resolve().move('arriver', 'a').resolve()
      .expectCard('leaver', { at: 'b', power: 3 }).expectCard('stayer', { power: 3 }).expectCard('arriver', { at: 'a', power: 2 });
    expect(g.state.lasting[0].cards.sort()).toEqual([g.id('leaver'), g.id('stayer')].sort());
  });

  it('R-EFF-05: an effect canceled on resolution: the card still goes to its normal pile', () => {
    game({
      players: [{ hand: ['Test Zap'] }, { hand: ['Test Recall'] }],
      row: [{ card: 'Ganymede/Test Site A', controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'foe' }]] }],
    }).play('Test Zap', { targets: ['foe'] }).pass(P1).play('Test Recall', { targets: ['foe'] }).resolve().resolve()
      .expectStack(0).expectCard('Test Zap', { zone: 'used' }).expectCard('foe', { zone: 'hand' }).expectLog("Test Zap's effect is canceled");
  });

  it('R-EFF-06 / EX-EFF-03: measured on resolution: 13 cards in hand when played, 12 when it resolves: no effect', () => {
    // Test Overburdened: an opponent with 13 or more cards in hand puts 5 on their used pile.
    game({ players: [{ hand: ['Test Overburdened'] }, { hand: ['Test Boost', ...energy(12, 2)] }] })
      .play('Test Overburdened').pass(P1).play('Test Boost').resolve().resolve()
      .expectStack(0).expectDecision(null).expectPiles(P2, { hand: 12 }).expectCard('Test Overburdened', { zone: 'used' });
    game({ players: [{ hand: ['Test Overburdened'] }, { hand: energy(13, 2) }] })
      .play('Test Overburdened').resolve().expectDecision('pick', P2).expectActor(P2);
  });

  it('R-EFF-07: offered a choice, a player must pick an option they can carry out (here the only one, made for them)', () => {
    game({ players: [{ hand: ['Test Either'] }, {}] }).play('Test Either').resolve()
      .expectStack(0).expectDecision(null).expectPiles(P1, { reserve: 4, lost: 1, hand: 0 });
  });

  it('R-EFF-08: two copies of one card each apply: their effects stack up', () => {
    game({
      players: [{ hand: [{ card: 'Test Rally', name: 'r1' }, { card: 'Test Rally', name: 'r2' }] }, {}],
      row: [{ card: 'Ganymede/Test Site A', name: 'a', controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] }],
    }).play('r1', { targets: ['a'] }).play('r2', { targets: ['a'] }).resolve().resolve()
      .expectCard('unit', { power: 4 });
  });
});
