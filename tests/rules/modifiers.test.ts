// Modifiers (R-MOD) and the worked examples EX-MOD-01..04.
import { describe, expect, it } from 'vitest';
import { keywordValue } from '../../src/engine';
import { P1, P2 } from '../kit/driver';
import { game } from './_starts';

/** P1's trooper at a site; the hands given. */
const trooperAt = (hands: [string[], string[]] = [[], []], phase: 'deploy' | 'move' | 'draw' = 'deploy') => game({
  phase,
  players: [{ hand: hands[0] }, { hand: hands[1] }],
  row: [{ card: 'Ganymede/Test Site A', name: 'a', controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] },
    ...(phase === 'move' ? [{ card: 'Ganymede/Test Site B', name: 'b', controller: P1 }] : [])],
});

describe('R-MOD: modifiers', () => {
  it('R-MOD-01 / EX-MOD-01: power 2 made −3 is 0, not −1', () => {
    const g = trooperAt([[], ['Test Sap']]).pass(P1).play('Test Sap', { targets: ['unit'] }).resolve()
      .expectCard('unit', { power: 0 });
    expect(g.stat('unit', 'power').parts.map((p) => p.amount)).toEqual([2, -3]);
  });

  it('R-MOD-02 / EX-MOD-02: then +4: recomputed from the base, 2 − 3 + 4 = 3 (not 4)', () => {
    trooperAt([['Test Pump'], ['Test Sap']]).pass(P1).play('Test Sap', { targets: ['unit'] }).resolve()
      .play('Test Pump', { targets: ['unit'] }).resolve()
      .expectCard('unit', { power: 3 });
  });

  it('R-MOD-03 / EX-MOD-03: two copies stack: two Dedications make a damaged character defense +2', () => {
    game({
      players: [{ assets: ['Test Dedication', 'Test Dedication'] }, {}],
      row: [{ card: 'Ganymede/Test Site A', controller: P1, cards: [[{ card: 'Test Trooper', name: 'hurt', damaged: true }, { card: 'Test Trooper', name: 'fine' }], []] }],
    }).expectCard('hurt', { defense: 4 }).expectCard('fine', { defense: 2 });
  });

  it('R-MOD-04 / R-KW-PILOT-02 / R-KW-GEN-01: a numbered keyword gained twice sums: Piloting 1 + Piloting 2 = Piloting 3 (ship +3/+3)', () => {
    const g = game({
      players: [{ hand: ['Test Wings'] }, {}],
      row: [{ card: 'Ganymede/Test Orbit', controller: P1, cards: [[{ card: 'Test Fighter', name: 'ship', beneath: ['Test Pilot'] }], []] }],
    }).play('Test Wings', { targets: ['Test Pilot'] }).resolve().expectCard('ship', { power: 6, tactics: 5 });
    expect(keywordValue(g.state, g.id('Test Pilot'), 'piloting')).toBe(3);
  });

  it('R-MOD-05 / EX-MOD-04: Kucha reads the unmodified power: Jack Wilgress with the Strike is 9, Kucha 7', () => {
    // Test Power Harness stands for Indiscriminate Strike: +2 power to its host.
    const g = game({
      row: [{ card: 'Ganymede/Test Site A', controller: P1, cards: [[{ card: 'Test Jack', beneath: ['Test Power Harness'] }, 'Test Kucha'], []] }],
    }).expectCard('Test Jack', { power: 9 }).expectCard('Test Kucha', { power: 7 });
    expect(g.stat('Test Kucha', 'power').parts).toEqual([{ label: 'printed', amount: 0 }, { label: 'Test Kucha', amount: 7 }]);
  });

  it('R-MOD-06: a change lasting the turn follows its card when it moves, and stops when the turn does', () => {
    const g = trooperAt([['Test Pump'], []], 'move').play('Test Pump', { targets: ['unit'] }).resolve()
      .move('unit', 'b').resolve()
      .expectCard('unit', { at: 'b', power: 6 });
    expect(g.state.lasting).toHaveLength(1);
    const next = trooperAt([['Test Pump'], []], 'draw').play('Test Pump', { targets: ['unit'] }).resolve().toPhase('activate', P2)
      .expectCard('unit', { power: 2 });
    expect(next.state.lasting).toEqual([]);
  });
});
