// Targets (R-TGT) and the worked examples EX-TGT-01..02.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import { play } from '../support/scenario';
import { T, idOf, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

describe('R-TGT: targets', () => {
  it('R-TGT-01: you choose the targets; where the text says so, the opponent chooses among their own cards', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.theirPick, name: 'pick' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'a' }, { card: T.hero, name: 'b' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@pick' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { decision: 'chooseCard', actor: 1 },
    }));
    expect(legalActions(r.state).map((a) => a.type === 'choose' && a.choice)).toEqual([{ pick: idOf(r, 'a') }, { pick: idOf(r, 'b') }]);
  });

  it('R-TGT-02 / EX-TGT-01: "destroy target asset" may choose any asset; "your target" limits to your own cards', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.junshi, name: 'junshi' }, { card: C.anticipation, name: 'ant' }], assets: [{ card: T.banner, name: 'mine' }] }),
        player({ assets: [{ card: T.banner, name: 'theirs' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }], [{ card: T.hero, name: 'foe' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@ant', targets: ['@foe'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@junshi', targets: ['@mine'] },
      ],
      expect: { stack: 1 },
    }));
    const plays = legalActions(r.state).filter((a) => a.type === 'play' && a.card === idOf(r, 'ant'));
    expect(plays.map((a) => a.type === 'play' && a.targets)).toEqual([[idOf(r, 'hero')]]);
    play(core({
      players: [player({ hand: [{ card: C.junshi, name: 'junshi' }] }), player({ assets: [{ card: T.banner, name: 'theirs' }] })],
      actions: [{ type: 'play', seat: 0, card: '@junshi', targets: ['@theirs'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@theirs': { zone: 'lost' } } },
    }));
  });

  it('R-TGT-03: the words after "target" set what is legal: "target vehicle" refuses a character', () => {
    play(core({
      players: [player({ hand: [{ card: C.consultation, name: 'c' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'char' }, { card: T.tank, name: 'tank' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@c', targets: ['@char'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@c', targets: ['@tank'] },
      ],
      expect: { stack: 1 },
    }));
  });

  it('R-TGT-04: without the right number and kind of targets the card cannot be played', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.strike, name: 'strike' }, { card: C.doubleHit, name: 'hit' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'one' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@hit', targets: ['@one'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@strike', refused: 'R-TGT-04' },
      ],
    }));
    expect(legalActions(r.state).some((a) => a.type === 'play' && a.card === idOf(r, 'hit'))).toBe(false);
  });

  it('R-TGT-05: the same card cannot be chosen twice as a target of one item', () => {
    play(core({
      players: [player({ hand: [{ card: C.doubleHit, name: 'hit' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'one' }, { card: T.trooper, name: 'two' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@hit', targets: ['@one', '@one'], refused: 'R-TGT-05' },
        { type: 'play', seat: 0, card: '@hit', targets: ['@one', '@two'] },
      ],
      expect: { stack: 1 },
    }));
  });

  it('R-TGT-06 / EX-TGT-02: Portent: the pending ship\'s new place must be legal for it (a sector where you have a ship)', () => {
    play(core({
      players: [player({ hand: [{ card: T.fighter, name: 'ship' }, { card: C.portent, name: 'portent' }] }), player()],
      row: [
        { card: T.ganySector, name: 'sector', controller: 0 },
        { card: T.barrenSector, name: 'barren', controller: 0, cards: [[{ card: T.fighter, name: 'escort' }], []] },
      ],
      actions: [
        { type: 'play', seat: 0, card: '@ship', at: '@sector' },
        { type: 'play', seat: 0, card: '@portent', targets: ['stack:1', '@barren'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@ship': { at: '@barren' } } },
    }));
  });

  it('R-TGT-07: targets are checked again on resolution: a target that moved out of range cancels the ability', () => {
    play(core({
      phase: 'move',
      players: [player(), player()],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.tank, name: 'tank', beneath: [{ card: C.cannon, name: 'cannon' }] }], [{ card: T.trooper, name: 'foe' }]] },
        { card: T.siteB, name: 'b', controller: 1 },
      ],
      actions: [
        { type: 'use', seat: 0, card: '@cannon', ability: 0, targets: ['@foe'] },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@foe': { damaged: true } } },
    }));
    const r = play(core({
      phase: 'move', turnPlayer: 1,
      players: [player(), player()],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.tank, name: 'tank', beneath: [{ card: C.cannon, name: 'cannon' }] }], [{ card: C.mover, name: 'foe' }]] },
        { card: T.siteB, name: 'b', controller: 1 },
      ],
      actions: [
        { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@cannon', ability: 0, targets: ['@foe'] },
        { type: 'pass', seat: 0 },
        { type: 'use', seat: 1, card: '@foe', ability: 0, targets: ['@foe', '@b'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { stack: 0, cards: { '@foe': { at: '@b', damaged: false } }, log: ["Test Cannon's ability is canceled: a target is no longer legal (R-STACK-07)."] },
    }));
    expect(r.refusals).toEqual([]);
  });
});
