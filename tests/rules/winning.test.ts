// Winning and the systematic rules (R-WIN, R-SYS).
import { describe, expect, it } from 'vitest';
import type { BattleStep } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import type { Entry, Side } from '../kit/position';
import { leanGame } from './_starts';

/** A battle at "site" (P2's) already in progress at a window. */
const inBattle = (step: BattleStep, att: Entry[], def: Entry[], players: [Side, Side] = [{}, {}]) => leanGame({
  phase: 'battle', players,
  row: [{ card: 'Testworld/Plains', name: 'site', controller: P2, cards: [att, def] }],
  battle: { location: 'site', attacker: P1, step },
});

describe('R-WIN and R-SYS: winning and systematic rules', () => {
  it('R-WIN-01: a player with no reserve, active or used cards loses; hand cards don\'t count', () => {
    const g = leanGame({ phase: 'control', players: [{ reserve: energy(2, 0), active: [] }, { reserve: [], active: [], hand: energy(3, 0) }] })
      .pass(P1).expectWinner(P1).expectActor(null).expectLegalCount(0);
    expect(g.state.result).toEqual({ by: 'noEnergy', loser: 1, rule: 'R-WIN-01' });
    leanGame({ phase: 'control', players: [{ reserve: energy(2, 0), active: [] }, { reserve: [], active: [], hand: energy(1, 0) }] })
      .pass(P1).refuses('R-WIN-01').pass(P2);
  });

  it('R-WIN-02: both players out of energy at once is a draw', () => {
    const g = leanGame({ phase: 'control', players: [{ reserve: [], active: [], hand: energy(1, 0) }, { reserve: [], active: [], hand: energy(1, 0) }] })
      .pass(P1).expectWinner('draw');
    expect(g.state.result).toEqual({ by: 'noEnergyBoth', rule: 'R-WIN-02' });
  });

  it('R-WIN-03: the check is made when a player would gain initiative, not in the middle of a loss', () => {
    const drained = () => leanGame({
      phase: 'control',
      players: [{ reserve: energy(3, 0), active: [] }, { reserve: energy(1, 0), active: [], hand: [{ card: 'Destiny 0', name: 'h' }, 'Destiny 0'] }],
      row: [{ card: 'Testworld/Rich Plains', name: 'site', controller: P2, cards: [['Unit 1/1/1'], []] }],
    }).drain('site').resolve().lose('reserve', P2);
    // After the first card P2 has no energy but still owes 1: the game goes on until the loss is done.
    drained().expectWinner(null).expectDecision('lose', P2).expectActor(P2)
      .expectPiles(P2, { reserve: 0, active: 0, used: 0, hand: 2, lost: 1 });
    drained().loseFromHand('h', P2).expectWinner(P1).expectPiles(P2, { lost: 2 });
  });

  it('R-WIN-04: a loser who can\'t satisfy the casualties loses the game', () => {
    // 6 against 1: 5 casualties, 1 met by the damaged unit; 2 reserve cards and 1 hand card leave 1 unmet.
    const g = inBattle('window3', ['Unit 6/1/1'], [{ card: 'Unit 1/1/1', damaged: true }],
      [{ reserve: energy(3, 0), active: energy(2, 0) }, { reserve: energy(2, 0), active: [], hand: energy(1, 0) }])
      .toStep('loss').lose('reserve', P2).lose('reserve', P2)
      .expectWinner(P1).expectNoBattle().expectPiles(P2, { lost: 4, hand: 0, reserve: 0 }); // the damaged unit is lost too
    expect(g.state.result).toEqual({ by: 'casualties', loser: 1, rule: 'R-WIN-04' });
  });

  it('R-SYS-01: the systematic rules are checked before anyone gains initiative', () => {
    inBattle('window1', ['Unit 1/1/1'], [{ card: 'Unit 1/1/1', name: 'lone' }], [{ hand: ['Test Strike'] }, {}])
      .play('Test Strike', { targets: ['lone'] }).resolve()
      .expectNoBattle().expectInitiative(P1).expectPhase('battle').expectStack(0)
      .expectLogOrder('Unit 1/1/1 is destroyed', 'is canceled: no winner').expectPiles(P1, { used: 1 });
  });

  it('R-SYS-02: a canceled battle has no winner or casualties; damaged cards are lost and the stack is canceled', () => {
    const g = inBattle('window3', [{ card: 'Test Last Stand', damaged: true }], [{ card: 'Unit 1/1/1', name: 'lone' }],
      [{ hand: ['Test Strike'] }, { hand: ['Test Big Spark'] }])
      .pass(P1).play('Test Big Spark').pass(P2).play('Test Strike', { targets: ['lone'] }).resolve()
      .expectNoBattle().expectStack(0).expectInitiative(P1)
      .expectCard('Test Last Stand', { zone: 'lost' }).expectCard('Test Big Spark', { zone: 'lost' })
      .expectPiles(P2, { active: 2, reserve: 6 }) // the spark never resolved
      .expectPiles(P1, { active: 2, reserve: 6 }); // lost, not destroyed: no trigger
    expect(g.state.counters.wonBattle).toEqual([]);
  });
});
