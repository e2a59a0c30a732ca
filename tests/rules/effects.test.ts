// Effects (R-EFF) and the worked examples EX-EFF-01..03.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { T, fill, idOf, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

describe('R-EFF: effects', () => {
  it('R-EFF-01: effects never use the stack: a resolving card does its effect at once, an ongoing effect applies at once', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.zap, name: 'zap' }], assets: [C.dedication] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@zap', targets: ['@unit'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { stack: 0, cards: { '@unit': { damaged: true, defense: 3 } } },
    }));
    expect(r.state.triggers).toEqual([]);
  });

  it('R-EFF-02 / EX-EFF-01: told to damage two of your units in a battle when you have one, you damage the one', () => {
    play(core({
      phase: 'battle',
      players: [player({ hand: [{ card: C.twice, name: 'ff' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], [T.trooper]] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [{ type: 'play', seat: 0, card: '@ff' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { stack: 0, decision: null, cards: { '@unit': { damaged: true }, '@ff': { zone: 'used' } } },
    }));
  });

  it('R-EFF-03: costs may be paid though the effect will do nothing; but the targets must be chosen', () => {
    play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.dud, name: 'dud' }], [{ card: T.trooper, name: 'foe' }]] }],
      actions: [
        { type: 'use', seat: 0, card: '@dud', ability: 0, refused: 'R-TGT-04' },
        { type: 'use', seat: 0, card: '@dud', ability: 0, targets: ['@foe'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, piles: { 0: { active: 4, used: 1 } }, cards: { '@foe': { damaged: false } } },
    }));
  });

  it('R-EFF-04 / EX-EFF-02: "each of your units here +1 until end of turn" keeps to the units there then, wherever they go', () => {
    const r = play(core({
      phase: 'move',
      players: [player({ hand: [{ card: C.crowd, name: 'rally' }] }), player()],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'leaver' }, { card: T.trooper, name: 'stayer' }], []] },
        { card: T.siteB, name: 'b', controller: 0, cards: [[{ card: T.trooper, name: 'arriver' }], []] },
      ],
      actions: [
        { type: 'play', seat: 0, card: '@rally', targets: ['@a'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'move', seat: 0, card: '@leaver', to: '@b' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'move', seat: 0, card: '@arriver', to: '@a' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@leaver': { at: '@b', power: 3 }, '@stayer': { power: 3 }, '@arriver': { at: '@a', power: 2 } } },
    }));
    expect(r.state.lasting[0].cards.sort()).toEqual([idOf(r, 'leaver'), idOf(r, 'stayer')].sort());
  });

  it('R-EFF-05: an effect canceled on resolution: the card still goes to its normal pile', () => {
    play(core({
      players: [player({ hand: [{ card: C.zap, name: 'zap' }] }), player({ hand: [{ card: C.bounce, name: 'recall' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'foe' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@zap', targets: ['@foe'] }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@recall', targets: ['@foe'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@zap': { zone: 'used' }, '@foe': { zone: 'hand' } }, log: ["Test Zap's effect is canceled"] },
    }));
  });

  it('R-EFF-06 / EX-EFF-03: measured on resolution: 13 cards in hand when played, 12 when it resolves: no effect', () => {
    play(core({
      players: [player({ hand: [{ card: C.overburdened, name: 'ob' }] }),
        player({ hand: [{ card: T.boost, name: 'boost' }, ...fill(12)] })],
      actions: [
        { type: 'play', seat: 0, card: '@ob' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@boost' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, decision: null, piles: { 1: { hand: 12 } }, cards: { '@ob': { zone: 'used' } } },
    }));
    play(core({
      players: [player({ hand: [{ card: C.overburdened, name: 'ob' }] }), player({ hand: fill(13) })],
      actions: [{ type: 'play', seat: 0, card: '@ob' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { decision: 'pick', actor: 1 },
    }));
  });

  it('R-EFF-07: offered a choice, a player must pick an option they can carry out (here the only one, made for them)', () => {
    play(core({
      players: [player({ hand: [{ card: C.oneOf, name: 'either' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@either' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { stack: 0, decision: null, piles: { 0: { reserve: 4, lost: 1, hand: 0 } } },
    }));
  });

  it('R-EFF-08: the effects of several copies of the same card add together', () => {
    play(core({
      players: [player({ hand: [{ card: C.crowd, name: 'r1' }, { card: C.crowd, name: 'r2' }] }), player()],
      row: [{ card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@r1', targets: ['@a'] }, { type: 'play', seat: 0, card: '@r2', targets: ['@a'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@unit': { power: 4 } } },
    }));
  });
});
