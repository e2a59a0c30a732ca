// Winning and the systematic rules (R-WIN, R-SYS).
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { BattleStep } from '../../src/engine/types';
import type { CardEntry, Scenario, ScenarioAction } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { card, copies, logText, passBoth, piles, position, TestCards } from '../support/battle';
import type { PositionSetup } from '../support/battle';

/** A battle at "@site" already in progress at a window. */
function inBattle(c: TestCards, step: BattleStep, att: CardEntry[], def: CardEntry[], p: Omit<PositionSetup, 'phase' | 'row'>): Scenario {
  return {
    ...position(c, { ...p, phase: 'battle', row: [{ card: c.site('Testworld/Plains'), name: 'site', controller: 1, cards: [att, def] }] }),
    battle: { location: '@site', attacker: 0, step },
  };
}

describe('R-WIN and R-SYS: winning and systematic rules', () => {
  it('R-WIN-01: a player with no reserve, active or used cards loses; hand cards don\'t count', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'control', reserve: [copies(2, c.energy()), []], active: [[], []], hand: [[], copies(3, c.energy())],
      actions: [{ type: 'pass', seat: 0 }],
      expect: { winner: 0, actor: null, legal: 0 },
    }));
    expect(r.state.result).toMatch(/P2 has no energy left.*R-WIN-01/);
    play({ ...position(c, { phase: 'control', reserve: [copies(2, c.energy()), []], active: [[], []], hand: [[], [c.energy()]] }),
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1, refused: 'R-WIN-01' }] });
  });

  it('R-WIN-02: both players out of energy at once is a draw', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'control', reserve: [[], []], active: [[], []], hand: [[c.energy()], [c.energy()]],
      actions: [{ type: 'pass', seat: 0 }], expect: { winner: 'draw' },
    }));
    expect(r.state.result).toMatch(/R-WIN-02/);
  });

  it('R-WIN-03: the check is made when a player would gain initiative, not in the middle of a loss', () => {
    const c = new TestCards();
    const setup = (more: ScenarioAction[], expectation: Scenario['expect']) => play(position(c, {
      phase: 'control', reserve: [copies(3, c.energy()), [c.energy()]], active: [[], []], hand: [[], [{ card: c.energy(), name: 'h' }, c.energy()]],
      row: [{ card: c.site('Testworld/Plains', 2, 1), name: 'site', controller: 1, cards: [[c.unit()], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@site' }, ...passBoth(), ...more], expect: expectation,
    }));
    // After the first card P2 has no energy but still owes 1: the game goes on until the loss is done.
    const mid = setup([{ type: 'choose', seat: 1, choice: { lose: 'reserve' } }], { winner: null, decision: 'lose', actor: 1 });
    expect(piles(mid.state, 1)).toMatchObject({ reserve: 0, active: 0, used: 0, hand: 2, lost: 1 });
    setup([{ type: 'choose', seat: 1, choice: { lose: 'reserve' } }, { type: 'choose', seat: 1, choice: { loseFromHand: '@h' } }],
      { winner: 0, piles: { 1: { lost: 2 } } });
  });

  it('R-WIN-04: a loser who can\'t satisfy the casualties loses the game', () => {
    const c = new TestCards();
    // 6 against 1: 5 casualties, 1 met by the damaged unit; 2 reserve cards and 1 hand card leave 1 unmet.
    const r = play(inBattle(c, 'window3', [c.unit({ power: 6 })], [{ card: c.unit({ power: 1, defense: 1 }), damaged: true }], {
      reserve: [copies(3, c.energy()), copies(2, c.energy())], active: [copies(2, c.energy()), []], hand: [[], [c.energy()]],
      actions: [...passBoth(), ...passBoth(), { type: 'choose', seat: 1, choice: { lose: 'reserve' } },
        { type: 'choose', seat: 1, choice: { lose: 'reserve' } }],
      expect: { winner: 0, battle: null, piles: { 1: { lost: 4, hand: 0, reserve: 0 } } }, // the damaged unit is lost too
    }));
    expect(r.state.result).toBe('P2 could not satisfy battle casualties (R-WIN-04).');
  });

  it('R-SYS-01: the systematic rules are checked before anyone gains initiative', () => {
    const c = new TestCards();
    const demolish = c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['unit'] } }]);
    const r = play(inBattle(c, 'window1', [c.unit()], [{ card: c.unit(), name: 'lone' }], {
      hand: [[{ card: demolish, name: 'demolish' }], []],
      actions: [{ type: 'play', seat: 0, card: '@demolish', targets: ['@lone'] }, ...passBoth()],
      expect: { battle: null, initiative: 0, phase: 'battle', stack: 0 },
    }));
    const log = logText(r);
    expect(log.indexOf('Unit 1/1/1 is destroyed')).toBeLessThan(log.indexOf('is canceled: no winner'));
    expect(piles(r.state, 0).used).toBe(1);
  });

  it('R-SYS-02: a canceled battle has no winner or casualties; damaged cards are lost and the stack is canceled', () => {
    const c = new TestCards();
    const demolish = c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['unit'] } }]);
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 2 }]);
    const lastWords: Ability = { kind: 'triggered', on: { lost: 'self', how: 'destroyed' }, effect: [{ do: 'activate', count: 3 }] };
    const r = play(inBattle(c, 'window3', [{ card: c.unit({ power: 9, abilities: [lastWords] }), name: 'hurt', damaged: true }],
      [{ card: c.unit(), name: 'lone' }], {
        hand: [[{ card: demolish, name: 'demolish' }], [{ card: surge, name: 'surge' }]],
        actions: [{ type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@surge' }, { type: 'pass', seat: 1 },
          { type: 'play', seat: 0, card: '@demolish', targets: ['@lone'] }, ...passBoth()],
        expect: { battle: null, stack: 0, initiative: 0 },
      }));
    expect(card(r, '@hurt').zone).toBe('lost');
    expect(card(r, '@surge').zone).toBe('lost');
    expect(piles(r.state, 1)).toMatchObject({ active: 2, reserve: 6 }); // the surge never resolved
    expect(piles(r.state, 0)).toMatchObject({ active: 2, reserve: 6 }); // lost, not destroyed: no trigger
    expect(r.state.counters.wonBattle).toEqual([]);
  });
});
