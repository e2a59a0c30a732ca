// Modifiers (R-MOD) and the worked examples EX-MOD-01..04.
import { describe, expect, it } from 'vitest';
import { keywordValue, stat } from '../../src/engine';
import { play } from '../support/scenario';
import { T, idOf, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

describe('R-MOD: modifiers', () => {
  it('R-MOD-01 / EX-MOD-01: power 2 made −3 is 0, not −1', () => {
    const r = play(core({
      players: [player(), player({ hand: [{ card: C.sap, name: 'sap' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [{ type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@sap', targets: ['@unit'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@unit': { power: 0 } } },
    }));
    expect(stat(r.state, idOf(r, 'unit'), 'power').parts.map((p) => p.amount)).toEqual([2, -3]);
  });

  it('R-MOD-02 / EX-MOD-02: then +4: recomputed from the base, 2 − 3 + 4 = 3 (not 4)', () => {
    play(core({
      players: [player({ hand: [{ card: C.pump, name: 'pump' }] }), player({ hand: [{ card: C.sap, name: 'sap' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [
        { type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@sap', targets: ['@unit'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 0, card: '@pump', targets: ['@unit'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@unit': { power: 3 } } },
    }));
  });

  it('R-MOD-03 / EX-MOD-03: two copies stack: two Dedications make a damaged character defense +2', () => {
    play(core({
      players: [player({ assets: [C.dedication, C.dedication] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'hurt', damaged: true }, { card: T.trooper, name: 'fine' }], []] }],
      expect: { cards: { '@hurt': { defense: 4 }, '@fine': { defense: 2 } } },
    }));
  });

  it('R-MOD-04 / R-KW-PILOT-02 / R-KW-GEN-01: numbered keywords add when gained again: Piloting 1 + Piloting 2 = Piloting 3 (ship +3/+3)', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.wings, name: 'wings' }] }), player()],
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.fighter, name: 'ship', beneath: [{ card: T.pilot, name: 'pilot' }] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@wings', targets: ['@pilot'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@ship': { power: 6, tactics: 5 } } },
    }));
    expect(keywordValue(r.state, idOf(r, 'pilot'), 'piloting')).toBe(3);
  });

  it('R-MOD-05 / EX-MOD-04: Kucha reads the unmodified power: Jack Wilgress with the Strike is 9, Kucha 7', () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[
        { card: C.jack, name: 'jack', beneath: [C.strike] }, { card: C.kucha, name: 'kucha' }], []] }],
      expect: { cards: { '@jack': { power: 9 }, '@kucha': { power: 7 } } },
    }));
    expect(stat(r.state, idOf(r, 'kucha'), 'power').parts).toEqual([{ label: 'printed', amount: 0 }, { label: 'Test Kucha', amount: 7 }]);
  });

  it('R-MOD-06: an "until end of turn" modifier stays on a card that moves elsewhere, and ends with the turn', () => {
    const r = play(core({
      phase: 'move',
      players: [player({ hand: [{ card: C.pump, name: 'pump' }] }), player()],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        { type: 'play', seat: 0, card: '@pump', targets: ['@unit'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'move', seat: 0, card: '@unit', to: '@b' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@unit': { at: '@b', power: 6 } } },
    }));
    expect(r.state.lasting).toHaveLength(1);
    const next = play(core({
      phase: 'draw',
      players: [player({ hand: [{ card: C.pump, name: 'pump' }] }), player()],
      row: [{ card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@pump', targets: ['@unit'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { turnPlayer: 1, cards: { '@unit': { power: 2 } } },
    }));
    expect(next.state.lasting).toEqual([]);
  });
});
