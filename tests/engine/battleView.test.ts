// The battle panel's figures (tableView's battle): attrition owed and met, casualties and what
// reduced them, each at the moment the rules fix it.
import { describe, expect, it } from 'vitest';
import { tableView } from '../../src/engine';
import type { BattleView, Part } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';
import { leanGame } from '../rules/_starts';

const named = (card: string, name: string, damaged = false): Entry => ({ card, name, ...(damaged ? { damaged } : {}) });

/** P1 attacks P2 at "site"; P2's destiny 4 makes P1 owe 4 attrition, and P2's 9 power wins. */
const lost = () => leanGame({
  phase: 'battle',
  row: [{ card: 'Testworld/Plains', name: 'site', controller: P2, cards: [
    [named('Unit 1/1/2', 'old', true), named('Unit 1/1/3', 'three'), named('Unit 1/1/1', 'one')], ['Unit 9/1/1']] }],
  battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 4] },
});

const battleOf = (g: ReturnType<typeof lost>): BattleView => tableView(g.state, P1).battle!;
const labels = (parts: readonly Part[]) => parts.map((p) => `${p.label} ${p.amount}`);

describe('the battle panel\'s figures', () => {
  it('R-BSTEP-12: attrition is met by the cards damaged when the step ends; a card damaged later for casualties is not counted there', () => {
    const g = lost();
    expect(battleOf(g).sides[P1].attrition).toBeUndefined(); // not owed before the attrition step
    g.toStep('attrition');
    // During the step: the card damaged before it counts (defense 2 of 4), 2 left.
    expect(battleOf(g).sides[P1].attrition).toEqual({ owed: 4, covered: [{ label: 'Unit 1/1/2', amount: -2 }], left: 2, done: false });
    g.damage('three');
    expect(battleOf(g).step).toBe('window3');
    const met = { owed: 4, covered: [{ label: 'Unit 1/1/2', amount: -2 }, { label: 'Unit 1/1/3', amount: -3 }], left: 0, done: true };
    expect(battleOf(g).sides[P1].attrition).toEqual(met);
    expect(battleOf(g).sides[P2].attrition).toEqual({ owed: 0, covered: [], left: 0, done: true });

    // Damaging 'one' as a casualty leaves the attrition as the step left it.
    g.toStep('loss').damage('one', P1);
    expect(battleOf(g).sides[P1].attrition).toEqual(met);
    g.lose('reserve', P1).lose('reserve', P1).lose('reserve', P1).lose('reserve', P1).expectDecision(null);
  });

  it('R-BSTEP-19, R-BSTEP-22: casualties are the difference in power, reduced by the loser\'s damaged cards\' defense; the figures agree before and during the loss step', () => {
    const g = lost().toStep('attrition').damage('three').toStep('window4');
    // 13 (9 + destiny 4) against 3: 10 casualties, 5 of them met by the two damaged cards.
    const before = battleOf(g).result!;
    expect(before).toMatchObject({ winner: P2, casualties: 10, fixed: false, toCover: 5, left: 5 });
    expect(labels(before.cuts)).toEqual(['Unit 1/1/2 -2', 'Unit 1/1/3 -3']);
    g.toStep('loss');
    expect(battleOf(g).result).toMatchObject({ casualties: 10, fixed: true, toCover: 5, left: 5 });
    // R-BSTEP-23: a damaged card pays its defense, an energy card 1; the cuts stay as fixed.
    g.damage('one', P1);
    expect(battleOf(g).result).toMatchObject({ toCover: 5, left: 4 });
    expect(labels(battleOf(g).result!.cuts)).toEqual(['Unit 1/1/2 -2', 'Unit 1/1/3 -3']);
    g.lose('reserve', P1);
    expect(battleOf(g).result).toMatchObject({ toCover: 5, left: 3 });
    g.lose('reserve', P1).lose('reserve', P1).lose('reserve', P1);
    expect(battleOf(g).step).toBe('window5');
    expect(battleOf(g).result).toMatchObject({ toCover: 5, left: 0 });
  });

  it('R-BSTEP-14: attrition left when every card left is immune and the rest is ignored stays shown as not met', () => {
    const g = leanGame({
      phase: 'battle',
      row: [{ card: 'Testworld/Plains', name: 'site', controller: P2, cards: [[named('Unit 1/1/1', 'plain'), 'Test Immune'], ['Unit 1/1/1']] }],
      battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 6] },
    }).toStep('attrition').ignoreAttrition();
    expect(battleOf(g).step).toBe('window3');
    expect(battleOf(g).sides[P1].attrition).toEqual({ owed: 6, covered: [{ label: 'Unit 1/1/1', amount: -1 }], left: 5, done: true });
  });

  it('R-BSTEP-18: a tie has no casualties to cover', () => {
    const g = leanGame({
      phase: 'battle',
      row: [{ card: 'Testworld/Plains', name: 'site', controller: P2, cards: [['Unit 4/1/1'], [named('Unit 4/1/1', 'd', true)]] }],
      battle: { location: 'site', attacker: P1, step: 'window3' },
    }).toStep('window4');
    expect(battleOf(g).result).toEqual({ winner: null, casualties: 0, cuts: [], fixed: true, toCover: 0, left: 0 });
  });

  it('R-BSTEP-19: a cap on casualties that comes into force after the power step is the first reduction (1U41 Orbital Coverage)', () => {
    const g = game({
      phase: 'battle', turnPlayer: P2,
      row: [{ card: 'Testland/North', name: 'here', controller: P2, cards: [['Plain Trooper'], ['Plain Tank', 'Plain Tank']] },
        { card: 'Testland/Orbit', controller: P2, beneath: [['Orbital Coverage'], []], cards: [['Plain Fighter'], ['Plain Fighter']] }],
      battle: { location: 'here', attacker: P2, step: 'window3' },
    }).toStep('window4').resolve().yes().lose('reserve').lose('reserve').lose('reserve').lose('reserve').lose('reserve').toStep('window5');
    expect(tableView(g.state, P1).battle!.result).toMatchObject({ casualties: 4, toCover: 0, left: 0, fixed: true, cuts: [{ label: 'Orbital Coverage', amount: -4, cap: true }] });
  });
});
