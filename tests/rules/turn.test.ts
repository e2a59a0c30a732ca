// The turn sequence (R-TURN): six phases, initiative at each phase start, phase actions, passing.
import { describe, expect, it } from 'vitest';
import { P1, P2 } from '../kit/driver';
import type { Entry, Place } from '../kit/position';
import { leanGame } from './_starts';

const PHASES = ['activate', 'control', 'deploy', 'battle', 'move', 'draw'] as const;
const plains = (): Place => ({ card: 'Testworld/Plains', name: 'site', controller: P1, cards: [['Unit 1/1/1'], ['Unit 1/1/1']] });

describe('R-TURN: turn sequence', () => {
  it('R-TURN-01: six phases in order, then end of turn and the other player\'s turn', () => {
    const g = leanGame({ phase: 'activate' }).toPhase('activate', P2).expectInitiative(P2)
      .expectLogOrder('control phase begins', 'deploy phase begins', 'battle phase begins', 'move phase begins', 'draw phase begins', 'End of turn');
    expect(g.state.turn).toBe(2);
  });

  it('R-TURN-02: the turn player gains initiative at the start of each phase', () => {
    for (let i = 0; i < PHASES.length - 1; i++) {
      leanGame({ phase: PHASES[i] }).pass(P1).pass(P2).expectPhase(PHASES[i + 1]).expectInitiative(P1).expectActor(P1);
    }
  });

  it('R-TURN-03: only the turn player takes phase actions, in their own phase, with initiative and an empty stack', () => {
    leanGame({ phase: 'control', row: [plains()] }).pass(P1)
      .refuses('R-TURN-03', /Only the player whose turn it is/).drain('site', P2);
    leanGame({ phase: 'deploy', row: [plains()] })
      .refuses('R-BATTLE-01', /belongs to the battle phase; it is the deploy phase/).attack('site')
      .refuses('R-ACT-01').activate(1)
      .refuses('R-DRAW-01').draw()
      .expectPiles(P1, { active: 2, used: 0, hand: 0 });
    leanGame({ phase: 'activate', initiative: P2 }).refuses('R-INIT-01', /P2 holds initiative/).activate(1, P1);
    leanGame({ phase: 'draw', stack: [{ kind: 'activate', seat: 0, amount: 0 }] }).refuses('R-STACK-02', /empty stack/).draw(P1);
  });

  it('R-TURN-04: both players may play interrupts in every phase', () => {
    for (const phase of PHASES) {
      leanGame({ phase, players: [{ hand: [{ card: 'Test Spark', name: 'mine' }] }, { hand: [{ card: 'Test Spark', name: 'theirs' }] }] })
        .play('mine').resolve().pass(P1).play('theirs').resolve()
        .expectPhase(phase).expectStack(0).expectInitiative(P1)
        .expectPiles(P1, { active: 3 }).expectPiles(P2, { active: 3 });
    }
  });

  it('R-TURN-05: two passes on an empty stack end the phase; with an item on the stack they resolve it instead', () => {
    const g = leanGame({ phase: 'activate' }).activate(1).pass().pass()
      .expectPhase('activate').expectStack(0).expectInitiative(P1).expectPiles(P1, { active: 3 });
    expect(g.state.counters.activated).toBe(true);
    leanGame({ phase: 'move' }).pass().pass()
      .expectPhase('draw').expectInitiative(P1).expectPiles(P1, { active: 2, hand: 0 }).expectPiles(P2, { active: 2 });
  });
});

describe('EX-STACK: passing and resolving', () => {
  it('EX-STACK-03: in the move phase both pass on an empty stack: the draw phase begins', () => {
    leanGame({ phase: 'move', players: [{ reserve: ['Destiny 0', 'Destiny 0', 'Destiny 0'] }, { reserve: ['Destiny 0', 'Destiny 0', 'Destiny 0'] }] })
      .pass(P1).pass(P2)
      .expectPhase('draw', P1).expectInitiative(P1).expectLegal('draw', 'pass').expectLog("P1's draw phase begins");
  });
});

describe('R-DEPLOY: the deploy phase', () => {
  const deploy = (hand: [Entry[], Entry[]], phase: 'deploy' | 'control' = 'deploy') => leanGame({
    phase, players: [{ hand: hand[0] }, { hand: hand[1] }],
    row: [{ card: 'Testworld/Plains', name: 'site', controller: P1, cards: [[], []] }],
  });

  it('R-DEPLOY-01: any number of cards may be played, each non-interrupt on an empty stack', () => {
    deploy([[{ card: 'Unit 1/1/1', name: 'a' }, { card: 'Unit 1/1/1', name: 'b' }, { card: 'Unit 1/1/1', name: 'd' }], []])
      .play('a', { at: 'site' }).refuses('R-STACK-02').play('b', { at: 'site' }).resolve()
      .play('b', { at: 'site' }).resolve().play('d', { at: 'site' }).resolve()
      .expectPhase('deploy').expectStack(0).expectPiles(P1, { hand: 0 })
      .expectCard('a', { zone: 'table' }).expectCard('b', { zone: 'table' }).expectCard('d', { zone: 'table' });
  });

  it('R-DEPLOY-02: interrupts may be played before, between and after cards', () => {
    deploy([[{ card: 'Test Spark', name: 's1' }, { card: 'Unit 1/1/1', name: 'a' }, { card: 'Test Spark', name: 's2' }], [{ card: 'Test Spark', name: 's3' }]])
      .play('s1').resolve()
      .play('a', { at: 'site' }).pass(P1).play('s3').resolve().resolve()
      .play('s2').resolve()
      .expectPhase('deploy').expectStack(0).expectCard('a', { zone: 'table' })
      .expectPiles(P1, { active: 4 }).expectPiles(P2, { active: 3 });
  });

  it('R-DEPLOY-03: non-interrupt cards only in your own deploy phase', () => {
    deploy([[], [{ card: 'Unit 1/1/1', name: 'theirs' }]]).pass(P1)
      .refuses('R-PLAY-01', /Only interrupts can be played outside your deploy phase/).play('theirs', { at: 'site' })
      .expectPiles(P2, { hand: 1 });
    deploy([[{ card: 'Unit 1/1/1', name: 'mine' }], []], 'control').refuses('R-PLAY-01').play('mine', { at: 'site' })
      .expectPiles(P1, { hand: 1 });
  });
});
