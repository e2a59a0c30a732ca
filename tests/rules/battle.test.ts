// Battles: the attack action (R-BATTLE) and the eleven-part battle procedure (R-BSTEP), with
// the worked examples EX-BATTLE-01..12.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { BattleStep } from '../../src/engine/types';
import type { CardEntry, LocationEntry, Scenario, ScenarioAction } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { card, copies, expectLogOrder, id, logText, passBoth, piles, TestCards } from '../support/battle';

interface BattleSetup {
  /** Attacker's (P1, seat 0) and defender's (P2, seat 1) cards at the battle site. */
  att: CardEntry[];
  def: CardEntry[];
  /** Start inside a battle at this window; without it, start in the battle phase before any attack. */
  step?: BattleStep;
  destiny?: [number, number];
  reserve?: [CardEntry[], CardEntry[]];
  active?: [CardEntry[], CardEntry[]];
  hand?: [CardEntry[], CardEntry[]];
  /** More locations after the battle site. */
  row?: LocationEntry[];
  sector?: boolean;
  actions?: ScenarioAction[];
  expect?: Scenario['expect'];
}

/** A battle at "@site" (a site, or a sector with `sector`), played by P2, 1 icon each side. */
function battle(c: TestCards, b: BattleSetup): Scenario {
  const e0 = c.energy(0);
  const loc = b.sector ? c.sector('Testworld/Orbit') : c.site('Testworld/Plains');
  return {
    cards: c.defs, turnPlayer: 0, phase: 'battle',
    players: [
      { reserve: b.reserve?.[0] ?? copies(6, e0), active: b.active?.[0] ?? copies(2, e0), hand: b.hand?.[0] ?? [] },
      { reserve: b.reserve?.[1] ?? copies(6, e0), active: b.active?.[1] ?? copies(2, e0), hand: b.hand?.[1] ?? [] },
    ],
    row: [{ card: loc, name: 'site', controller: 1, cards: [b.att, b.def] }, ...(b.row ?? [])],
    ...(b.step ? { battle: { location: '@site', attacker: 0, step: b.step, destiny: b.destiny ?? [0, 0] } } : {}),
    actions: b.actions ?? [],
    ...(b.expect ? { expect: b.expect } : {}),
  };
}

const choose = (seat: 0 | 1, choice: Record<string, unknown>): ScenarioAction => ({ type: 'choose', seat, choice });
const plays = (seat: 0 | 1, cardRef: string, targets?: string[]): ScenarioAction =>
  ({ type: 'play', seat, card: cardRef, ...(targets ? { targets } : {}) });

/** "Add N to your battle destiny", "you cause attrition +N" and similar interrupts. */
const destinyPlus = (c: TestCards, n: number) => c.interrupt(`Destiny +${n}`, [{ do: 'battleDestiny', who: 'you', amount: n }]);
const attritionPlus = (c: TestCards, n: number) => c.interrupt(`Attrition +${n}`, [{ do: 'attrition', who: 'you', amount: n }]);
const damageTarget = (c: TestCards) => c.interrupt('Strike', [{ do: 'damage', card: { target: 0 } }],
  [{ select: { kinds: ['unit'], at: 'anywhere' } }]);
const destroyTarget = (c: TestCards) => c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }],
  [{ select: { kinds: ['unit', 'ship'] } }]);
const powerPlus = (c: TestCards, n: number) => c.interrupt(`Power +${n}`,
  [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: n }, to: { target: 0 } } }], [{ select: { kinds: ['unit'] } }]);

describe('R-BATTLE: the attack action', () => {
  it('R-BATTLE-01: attacking pays 1 energy, goes on the stack, and a battle begins when it resolves', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      att: [c.unit()], def: [c.unit()],
      actions: [{ type: 'attack', seat: 0, location: '@site' }],
      expect: { stack: 1, battle: null, initiative: 0 },
    }));
    expect(piles(r.state, 0)).toMatchObject({ active: 1, used: 1 });
    const r2 = play({ ...battle(c, { att: [c.unit()], def: [c.unit()] }),
      actions: [{ type: 'attack', seat: 0, location: '@site' }, ...passBoth()],
      expect: { stack: 0, battle: { step: 'window1', destiny: [0, 0] }, initiative: 0 } });
    expect(r2.state.battle?.attritionBonus).toEqual([0, 0]);
  });

  it('R-BATTLE-01: no attack where a side has no unit or ship, nor with an empty active pile', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      att: [c.unit()], def: [],
      actions: [{ type: 'attack', seat: 0, location: '@site', refused: 'R-BATTLE-01' }],
      expect: { stack: 0, legal: 1 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/Both players need a unit or ship/);
    const r2 = play(battle(c, {
      att: [c.unit()], def: [c.unit()], active: [[], [c.energy()]],
      actions: [{ type: 'attack', seat: 0, location: '@site', refused: 'R-BATTLE-01' }],
    }));
    expect(r2.refusals[0].refusal.reason).toMatch(/costs 1 energy/);
    expect(piles(r2.state, 0).used).toBe(0);
  });

  it('R-BATTLE-02: one attack per location per battle phase; another location may still be attacked', () => {
    const c = new TestCards();
    const other = c.site('Elsewhere/Hill');
    const r = play(battle(c, {
      att: [c.unit({ power: 5 })], def: [c.unit({ power: 5 })], active: [copies(3, c.energy()), []],
      row: [{ card: other, name: 'hill', controller: 0, cards: [[c.unit()], [c.unit()]] }],
      actions: [
        { type: 'attack', seat: 0, location: '@site' }, ...passBoth(),
        ...passBoth(), ...passBoth(), ...passBoth(), ...passBoth(), ...passBoth(), // five windows, a tie
        { type: 'attack', seat: 0, location: '@site', refused: 'R-BATTLE-02' },
        { type: 'attack', seat: 0, location: '@hill' }, ...passBoth(),
      ],
      expect: { battle: { step: 'window1' } },
    }));
    expect(r.state.battle?.location).toBe(id(r, '@hill'));
    expect(piles(r.state, 0)).toMatchObject({ active: 1, used: 2 });
  });

  it('R-BATTLE-03: a sector battle counts ships, not the units aboard them', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      sector: true, step: 'window1',
      att: [{ card: c.ship({ power: 3, tactics: 2 }), beneath: [c.unit({ power: 4, tactics: 4 })] }],
      def: [c.ship({ power: 2, tactics: 1 })],
      actions: [...passBoth(), ...passBoth(), ...passBoth()],
      expect: { battle: { step: 'window4', power: [3, 2], winner: 0, casualties: 1 } },
    }));
    expect(logText(r)).toContain('tactics 2 against 1');
  });

  it('R-BATTLE-04: no second attack while a battle is in progress', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', att: [c.unit()], def: [c.unit()],
      actions: [{ type: 'attack', seat: 0, location: '@site', refused: 'R-BATTLE-04' }],
      expect: { battle: { step: 'window2' }, stack: 0 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/Finish the battle/);
    expect(piles(r.state, 0).active).toBe(2);
  });

  it('R-BATTLE-05: the player who attacks is the attacker: they reveal and satisfy attrition first', () => {
    const c = new TestCards();
    const e4 = c.energy(4);
    const r = play(battle(c, {
      att: [c.unit({ tactics: 4 }), c.unit()], def: [c.unit({ tactics: 4 }), c.unit()],
      reserve: [copies(5, e4), copies(5, e4)],
      actions: [{ type: 'attack', seat: 0, location: '@site' }, ...passBoth(), ...passBoth()],
      expect: { decision: 'revealDestiny', actor: 0 },
    }));
    expect(r.state.battle?.attacker).toBe(0);
    const r2 = play(battle(c, {
      step: 'window2', destiny: [2, 2], att: [c.unit(), c.unit()], def: [c.unit(), c.unit()],
      actions: passBoth(), expect: { decision: 'attrition', actor: 0 },
    }));
    expect(r2.state.battle?.attritionAgainst).toEqual([2, 2]);
  });

  it('R-BATTLE-06: only cards at the battle location are in the battle', () => {
    const c = new TestCards();
    const near = c.site('Testworld/Ridge');
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ power: 2, tactics: 2 })], def: [c.unit({ power: 1, tactics: 1 })],
      row: [{ card: near, controller: 0, cards: [[c.unit({ power: 9, tactics: 9 })], []] }],
      actions: [...passBoth(), ...passBoth(), ...passBoth()],
      expect: { battle: { power: [2, 1], casualties: 1 } },
    }));
    expect(logText(r)).toContain('tactics 2 against 1');
  });

  it('R-BATTLE-06: a unit that leaves the battle no longer counts', () => {
    const c = new TestCards();
    const demolish = destroyTarget(c);
    play(battle(c, {
      step: 'window3', att: [c.unit({ power: 4 }), { card: c.unit({ power: 3 }), name: 'gone' }], def: [c.unit({ power: 5 })],
      hand: [[], [{ card: demolish, name: 'demolish' }]],
      actions: [{ type: 'pass', seat: 0 }, plays(1, '@demolish', ['@gone']), ...passBoth(1), ...passBoth()],
      expect: { battle: { step: 'window4', power: [4, 5], winner: 1, casualties: 1 } },
    }));
  });

  it('R-BATTLE-07: a card outside the battle may affect a card in it', () => {
    const c = new TestCards();
    const sniperAbility: Ability = { kind: 'activated', cost: [{ pay: 1 }], effect: [{ do: 'damage', card: { target: 0 } }],
      targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'inBattle' } }] };
    const ridge = c.site('Testworld/Ridge');
    const r = play(battle(c, {
      step: 'window1', att: [c.unit()], def: [{ card: c.unit({ defense: 3 }), name: 'target' }],
      row: [{ card: ridge, controller: 0, cards: [[{ card: c.unit({ abilities: [sniperAbility] }), name: 'sniper' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@sniper', ability: 0, targets: ['@target'] }, ...passBoth()],
    }));
    expect(card(r, '@target').damaged).toBe(true);
    expect(piles(r.state, 0)).toMatchObject({ active: 1, used: 1 });
  });

  it('R-BATTLE-08: a damaged card is not damaged again; undamaging turns it back', () => {
    const c = new TestCards();
    const mend = c.interrupt('Mend', [{ do: 'undamage', card: { target: 0 } }], [{ select: { kinds: ['unit'], damaged: true } }]);
    // Attrition 3: the damaged defense-1 unit already counts, and it is not offered again.
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 3],
      att: [{ card: c.unit({ defense: 1 }), name: 'hurt', damaged: true }, { card: c.unit({ defense: 1 }), name: 'x' }, { card: c.unit({ defense: 1 }), name: 'y' }],
      def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@hurt' })],
      expect: { refused: 'R-BSTEP-12', decision: 'attrition' },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/not one of the options/);
    const r2 = play(battle(c, {
      step: 'window3', att: [{ card: c.unit({ power: 2, defense: 2 }), name: 'hurt', damaged: true }], def: [c.unit()],
      hand: [[{ card: mend, name: 'mend' }], []],
      actions: [plays(0, '@mend', ['@hurt']), ...passBoth()],
    }));
    expect(card(r2, '@hurt').damaged ?? false).toBe(false);
  });

  it('R-BATTLE-09: each side starts at battle destiny 0 and attrition 0; effects add directly without a reveal', () => {
    const c = new TestCards();
    const plus = destinyPlus(c, 2);
    const r = play(battle(c, {
      att: [c.unit({ power: 1, tactics: 1 })], def: [c.unit({ power: 1, tactics: 1, defense: 5 })],
      hand: [[{ card: plus, name: 'plus' }], []],
      actions: [{ type: 'attack', seat: 0, location: '@site' }, ...passBoth(), plays(0, '@plus'), ...passBoth(),
        ...passBoth(), ...passBoth()],
      expect: { battle: { step: 'window3', destiny: [2, 0], attritionAgainst: [0, 2] } },
    }));
    expect(logText(r)).toContain('tactics 1 against 1');
    expect(r.state.players[0].used.length).toBe(2); // the attack's energy and the interrupt, nothing revealed
  });

  it('R-BATTLE-10: a card that adds battle destiny adds to the one battle destiny', () => {
    const c = new TestCards();
    const e3 = c.energy(3);
    const e5 = c.energy(5);
    const addD = c.interrupt('Add D', [{ do: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }]);
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 4 })], def: [c.unit()],
      reserve: [[e3, e5, e3], copies(3, c.energy())], hand: [[{ card: addD, name: 'addD' }], []],
      actions: [plays(0, '@addD'), ...passBoth(), ...passBoth(), choose(0, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [8, 0] } },
    }));
    expect(piles(r.state, 0).reserve).toBe(1);
  });

  it('R-BATTLE-11: in a window both may play interrupts, the turn player first; two passes start the next step', () => {
    const c = new TestCards();
    const plus = destinyPlus(c, 1);
    const r = play(battle(c, {
      att: [c.unit()], def: [c.unit()], hand: [[], [{ card: plus, name: 'plus' }]],
      actions: [{ type: 'attack', seat: 0, location: '@site' }, ...passBoth()],
      expect: { battle: { step: 'window1' }, initiative: 0 },
    }));
    expect(r.state.initiative).toBe(0);
    play(battle(c, {
      step: 'window1', att: [c.unit()], def: [c.unit({ defense: 2 })], hand: [[], [{ card: plus, name: 'plus' }]],
      actions: [{ type: 'pass', seat: 0 }, plays(1, '@plus'), { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        ...passBoth()],
      expect: { battle: { step: 'window2', destiny: [0, 1] }, initiative: 0 },
    }));
  });

  it('R-BATTLE-12: no one holds initiative in a step; no interrupts then', () => {
    const c = new TestCards();
    const plus = destinyPlus(c, 1);
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 3], att: [c.unit(), c.unit()], def: [c.unit()],
      hand: [[{ card: plus, name: 'plus' }], []],
      actions: [...passBoth(), plays(0, '@plus')],
      expect: { refused: 'R-BATTLE-12', initiative: null, decision: 'attrition' },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/battle step/);
  });

  it('R-BATTLE-12: a triggered ability that affects the step resolves at once', () => {
    const c = new TestCards();
    const surge: Ability = { kind: 'triggered', on: 'revealBattleDestiny', inStep: true,
      effect: [{ do: 'battleDestiny', who: 'you', amount: 2 }] };
    play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 4, abilities: [surge] })], def: [c.unit()],
      reserve: [copies(3, c.energy(3)), copies(3, c.energy())],
      actions: [...passBoth(), choose(0, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [5, 0] }, stack: 0, initiative: 0 },
    }));
  });

  it('R-BATTLE-13: after each step the attacker gains initiative', () => {
    const c = new TestCards();
    for (const [step, next] of [['window1', 'window2'], ['window2', 'window3'], ['window3', 'window4'], ['window4', 'window5']] as const) {
      const r = play(battle(c, { step, att: [c.unit({ power: 2 })], def: [c.unit({ power: 2 })], actions: passBoth(),
        expect: { battle: { step: next }, initiative: 0 } }));
      expect(r.state.initiative).toBe(0);
    }
  });

  it('R-BATTLE-14: a side left with no units cancels the battle (R-SYS-02)', () => {
    const c = new TestCards();
    const demolish = destroyTarget(c);
    const r = play(battle(c, {
      step: 'window4', att: [{ card: c.unit({ power: 5 }), name: 'hurt', damaged: true }], def: [{ card: c.unit(), name: 'lone' }],
      hand: [[{ card: demolish, name: 'demolish' }], []],
      actions: [plays(0, '@demolish', ['@lone']), ...passBoth()],
      expect: { battle: null, initiative: 0, phase: 'battle' },
    }));
    expect(card(r, '@hurt').zone).toBe('lost');
    expect(logText(r)).toContain('is canceled: no winner, no casualties (R-SYS-02)');
  });

  it('R-BATTLE-15: immunity to attrition does not reduce casualties', () => {
    const c = new TestCards();
    const immune: Ability = { kind: 'ongoing', change: { immuneToAttrition: 'self' } };
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 6 })],
      def: [{ card: c.unit({ power: 1, defense: 3, abilities: [immune] }), name: 'tough' }],
      actions: [...passBoth(), ...passBoth(), choose(1, { damage: '@tough' }), choose(1, { lose: 'reserve' }), choose(1, { lose: 'reserve' })],
      expect: { battle: { step: 'window5', casualties: 5 }, piles: { 1: { lost: 2, reserve: 4 } } },
    }));
    // 5 casualties: the immune unit may be damaged for its defense 3, and 2 energy is lost.
    expect(card(r, '@tough').damaged).toBe(true);
  });
});

describe('R-BSTEP: the eleven-part battle procedure', () => {
  it('R-BSTEP-01: a whole battle runs attack, window, destiny, window, attrition, window, power, window, loss, window, end', () => {
    const c = new TestCards();
    const e5 = c.energy(5);
    const e0 = c.energy(0);
    const r = play(battle(c, {
      att: [c.unit({ power: 3, tactics: 2, defense: 2 }), c.unit({ power: 2, tactics: 3, defense: 3 })],
      def: [{ card: c.unit({ power: 2, tactics: 2, defense: 2 }), name: 'c' }, { card: c.unit({ power: 1, tactics: 1, defense: 1 }), name: 'd' }],
      reserve: [[e5, ...copies(4, e0)], copies(8, e0)], active: [copies(2, e0), []],
      actions: [
        { type: 'attack', seat: 0, location: '@site' }, ...passBoth(), // the attack resolves: window 1
        ...passBoth(), choose(0, { reveal: true }), // destiny 5 against 0
        ...passBoth(), choose(1, { damage: '@c' }), // attrition 5 against P2: both units damaged (2 + 1)
        ...passBoth(), // power 3 + 2 + 5 = 10 against 2 + 1 = 3: casualties 7
        ...passBoth(), // loss: 7 - 3 = 4, lost from the reserve (the only option, made by the engine)
        ...passBoth(), choose(1, { destroy: '@d' }), // end of battle: P2's damaged units destroyed
      ],
      expect: { battle: null, phase: 'battle', initiative: 0, piles: { 1: { reserve: 4, lost: 6 } } },
    }));
    const log = logText(r);
    for (const line of ['A battle begins', 'tactics 5 against 3', 'reveals Energy 5', 'P1 must satisfy 0, P2 5',
      'P1 wins 10 to 3; casualties 7', 'P2 has 4 casualties', 'every damaged card is destroyed', 'The battle ends.']) {
      expect(log).toContain(line);
    }
    expect(log.indexOf('A battle begins')).toBeLessThan(log.indexOf('tactics 5 against 3'));
    expect(log.indexOf('casualties 7')).toBeLessThan(log.indexOf('P2 has 4 casualties'));
  });

  it('R-BSTEP-02: window 1 is the last chance to change battle destiny with an interrupt', () => {
    const c = new TestCards();
    const plus = destinyPlus(c, 2);
    const plus2 = destinyPlus(c, 3);
    const r = play(battle(c, {
      step: 'window1', att: [c.unit()], def: [c.unit()],
      hand: [[{ card: plus, name: 'plus' }, { card: plus2, name: 'late' }], []],
      actions: [plays(0, '@plus'), ...passBoth(), ...passBoth(), { ...plays(0, '@late'), refused: 'R-ABIL-09' }, ...passBoth()],
      expect: { battle: { step: 'window3', attritionAgainst: [0, 2] } },
    }));
    // In window 2 the battle destiny step has started: the second interrupt is refused (R-ABIL-09).
    expect(r.state.battle?.destiny).toEqual([2, 0]);
    expect(r.refusals[0].refusal.reason).toContain('battle destiny');
  });

  it('R-BSTEP-03: in the battle destiny step interrupts are refused, triggered abilities still change destiny', () => {
    const c = new TestCards();
    const plus = destinyPlus(c, 1);
    const surge: Ability = { kind: 'triggered', on: 'revealBattleDestiny', inStep: true,
      effect: [{ do: 'battleDestiny', who: 'you', amount: 1 }] };
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 4, abilities: [surge] })], def: [c.unit({ tactics: 4 })],
      reserve: [copies(3, c.energy(2)), copies(3, c.energy(4))], hand: [[], [{ card: plus, name: 'plus' }]],
      actions: [...passBoth(), choose(0, { reveal: true }), plays(1, '@plus', undefined)],
      expect: { refused: 'R-BATTLE-12', decision: 'revealDestiny', actor: 1 },
    }));
    expect(r.state.battle?.destiny).toEqual([3, 0]);
  });

  it('R-BSTEP-04: tactics total all units at a site battle, damaged ones too', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 2 }), { card: c.unit({ tactics: 2 }), damaged: true }],
      def: [c.unit({ tactics: 3 })], reserve: [copies(3, c.energy(3)), copies(3, c.energy(3))],
      actions: passBoth(), expect: { decision: 'revealDestiny', actor: 0 },
    }));
    expect(logText(r)).toContain('tactics 4 against 3');
    expect(r.state.battle?.mayReveal).toEqual([0]);
  });

  it('R-BSTEP-05: with 4+ tactics a player may reveal one card for battle destiny; below 4 they may not', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 4 })], def: [c.unit({ tactics: 3 })],
      reserve: [[c.energy(6), c.energy(1)], [c.energy(5), c.energy(1)]],
      actions: [...passBoth(), choose(0, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [6, 0] } },
    }));
    expect(piles(r.state, 0)).toMatchObject({ reserve: 1, used: 1 });
    expect(piles(r.state, 1)).toMatchObject({ reserve: 2, used: 0 });
  });

  it('R-BSTEP-06: the attacker reveals first, then the defender, without the stack', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 4 })], def: [c.unit({ tactics: 5 })],
      reserve: [[c.energy(2), c.energy(1)], [c.energy(3), c.energy(1)]],
      actions: [...passBoth(), choose(1, { reveal: true })],
      expect: { refused: 'R-INIT-01', decision: 'revealDestiny', actor: 0, stack: 0 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/P1 makes this choice/);
    const r2 = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 4 })], def: [c.unit({ tactics: 5 })],
      reserve: [[c.energy(2), c.energy(1)], [c.energy(3), c.energy(1)]],
      actions: [...passBoth(), choose(0, { reveal: true }), choose(1, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [2, 3] }, stack: 0 },
    }));
    const log = logText(r2);
    expect(log.indexOf('P1 reveals')).toBeLessThan(log.indexOf('P2 reveals'));
  });

  it('R-BSTEP-07: the 4+ tactics check is made for both sides before either reveal', () => {
    const c = new TestCards();
    // When the attacker reveals, their ship lowers every opposing ship's tactics by 3 (resolving at once).
    const jam: Ability = { kind: 'triggered', on: 'revealBattleDestiny', inStep: true, effect: [{ do: 'lasting', until: 'endOfTurn',
      change: { stat: { tactics: -3 }, to: { select: { who: 'opponent', kinds: ['ship'] } } } }] };
    const r = play(battle(c, {
      sector: true, step: 'window1',
      att: [c.ship({ tactics: 4, abilities: [jam] })], def: [{ card: c.ship({ tactics: 4 }), name: 'quarrel' }],
      reserve: [copies(2, c.energy(3)), [c.energy(5), c.energy(1)]],
      actions: [...passBoth(), choose(0, { reveal: true }), choose(1, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [3, 5] } },
    }));
    expect(card(r, '@quarrel').tactics).toBe(1);
  });

  it('R-BSTEP-08: window 2 is the last chance to change attrition with an interrupt', () => {
    const c = new TestCards();
    const plus = attritionPlus(c, 2);
    const r = play(battle(c, {
      step: 'window2', destiny: [1, 0], att: [c.unit()], def: [c.unit({ defense: 4 }), c.unit({ defense: 4 })],
      hand: [[{ card: plus, name: 'plus' }], []],
      actions: [plays(0, '@plus'), ...passBoth(), ...passBoth()],
      expect: { battle: { step: 'attrition', attritionAgainst: [0, 3] }, decision: 'attrition', actor: 1 },
    }));
    expect(r.state.battle?.attritionBonus).toEqual([2, 0]);
  });

  it('R-BSTEP-09: once the attrition step starts its numbers are fixed; an interrupt adding attrition is refused in window 3', () => {
    const c = new TestCards();
    const plus = attritionPlus(c, 4);
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 2], att: [{ card: c.unit({ defense: 1 }), name: 'x' }, { card: c.unit({ defense: 1 }), name: 'y' }, c.unit({ defense: 1 })], def: [c.unit()],
      hand: [[], [{ card: plus, name: 'plus' }]],
      actions: [...passBoth(), { ...plays(1, '@plus'), refused: 'R-BATTLE-12' }, choose(0, { damage: '@x' }), choose(0, { damage: '@y' }),
        { type: 'pass', seat: 0 }, { ...plays(1, '@plus'), refused: 'R-ABIL-09' }],
      expect: { battle: { step: 'window3', attritionAgainst: [2, 0] }, initiative: 1 },
    }));
    // During the step no one may act; in window 3 attrition is already fixed (R-ABIL-09).
    expect(r.refusals.map((x) => x.refusal.rule)).toEqual(['R-BATTLE-12', 'R-ABIL-09']);
    expect(r.state.battle?.attritionBonus).toEqual([0, 0]);
    expect(Object.values(r.state.table).filter((t) => t.damaged).length).toBe(2);
  });

  it('R-BSTEP-10: attrition caused is battle destiny plus direct additions', () => {
    const c = new TestCards();
    const grind: Ability = { kind: 'ongoing', change: { attrition: 1, at: 'here' } };
    const r = play(battle(c, {
      step: 'window2', destiny: [2, 0], att: [c.unit({ abilities: [grind] })],
      def: [c.unit({ defense: 2 }), c.unit({ defense: 2 })],
      actions: passBoth(), expect: { battle: { step: 'attrition', attritionAgainst: [0, 3] }, decision: 'attrition', actor: 1 },
    }));
    expect(logText(r)).toContain('P1 must satisfy 0, P2 3');
  });

  it('R-BSTEP-11: the attacker satisfies attrition first, then the defender', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [1, 1],
      att: [{ card: c.unit(), name: 'a1' }, { card: c.unit(), name: 'a2' }], def: [{ card: c.unit(), name: 'd1' }, { card: c.unit(), name: 'd2' }],
      actions: [...passBoth(), { ...choose(1, { damage: '@d1' }), refused: 'R-BSTEP-11' }, choose(0, { damage: '@a1' }), choose(1, { damage: '@d1' })],
      expect: { battle: { step: 'window3' }, initiative: 0, stack: 0 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/The attacker satisfies attrition first/);
    expect(card(r, '@a1').damaged).toBe(true);
    expect(card(r, '@d1').damaged).toBe(true);
    expect(card(r, '@a2').damaged ?? false).toBe(false);
    expect(card(r, '@d2').damaged ?? false).toBe(false);
    const log = logText(r);
    expect(log.indexOf('Unit 1/1/1 is damaged')).toBeLessThan(log.lastIndexOf('Unit 1/1/1 is damaged'));
  });

  it('R-BSTEP-12: attrition damages one card at a time, no change given; cards damaged before the step count', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 4],
      att: [{ card: c.unit({ defense: 2 }), name: 'old', damaged: true }, { card: c.unit({ defense: 3 }), name: 'three' },
        { card: c.unit({ defense: 1 }), name: 'one' }],
      def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@three' })],
      expect: { battle: { step: 'window3' }, decision: null },
    }));
    // 2 (already damaged) + 3 = 5 >= 4: one over, no change, and the defense-1 unit stays undamaged.
    expect(card(r, '@three').damaged).toBe(true);
    expect(card(r, '@one').damaged ?? false).toBe(false);
  });

  it('R-BSTEP-12: attrition with no undamaged cards left is simply over', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 9], att: [{ card: c.unit({ defense: 2 }), name: 'a' }, { card: c.unit({ defense: 2 }), name: 'b' }],
      def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@a' })],
      expect: { battle: { step: 'window3' }, initiative: 0 },
    }));
    expect([card(r, '@a').damaged, card(r, '@b').damaged]).toEqual([true, true]);
  });

  it('R-BSTEP-13: while attrition remains you must keep damaging, and may pick a defense-0 card', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 5], att: [{ card: c.unit({ defense: 5 }), name: 'five' }, { card: c.unit({ defense: 0 }), name: 'zero' }],
      def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@zero' })],
      expect: { battle: { step: 'window3' } },
    }));
    // 0 < 5: the defense-5 unit is the only option left and the engine damages it.
    expect([card(r, '@zero').damaged, card(r, '@five').damaged]).toEqual([true, true]);
  });

  it('R-BSTEP-13: ignoring attrition while a card that is not immune is undamaged is refused, and the reason says so', () => {
    const c = new TestCards();
    const immune: Ability = { kind: 'ongoing', change: { immuneToAttrition: 'self' } };
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 6],
      att: [{ card: c.unit({ defense: 1 }), name: 'plain' }, { card: c.unit({ defense: 1 }), name: 'plain2' },
        { card: c.unit({ defense: 3, abilities: [immune] }), name: 'immune' }],
      def: [c.unit()],
      actions: [...passBoth(), { ...choose(0, { ignoreAttrition: true }), refused: 'R-BSTEP-13' },
        { ...choose(0, { damage: '@immune' }), refused: 'R-BSTEP-13' }],
      expect: { decision: 'attrition' },
    }));
    expect(r.refusals.map((x) => x.refusal.reason)).toEqual([
      expect.stringMatching(/Unit 1\/1\/1 is not immune to attrition/), expect.stringMatching(/Unit 1\/1\/1 is not immune to attrition/)]);
  });

  it('R-BSTEP-12: once your attrition is met you damage no more: a choice made then is refused for that reason, not for whose turn it is', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [1, 2],
      att: [{ card: c.unit({ defense: 2 }), name: 'a' }, { card: c.unit({ defense: 2 }), name: 'b' }],
      def: [c.unit(), c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@a' }), { ...choose(0, { damage: '@b' }), refused: 'R-BSTEP-12' }],
      expect: { decision: 'attrition', actor: 1 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/Your attrition is met/);
  });

  it('R-BSTEP-14: when every undamaged card left is immune, the rest of the attrition may be ignored', () => {
    const c = new TestCards();
    const immune: Ability = { kind: 'ongoing', change: { immuneToAttrition: 'self' } };
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 6],
      att: [{ card: c.unit({ defense: 1 }), name: 'plain' }, { card: c.unit({ defense: 1 }), name: 'plain2' },
        { card: c.unit({ defense: 3, abilities: [immune] }), name: 'immune' }],
      def: [c.unit()],
      actions: [...passBoth(), { ...choose(0, { damage: '@immune' }), refused: 'R-BSTEP-13' }, choose(0, { damage: '@plain' }),
        choose(0, { ignoreAttrition: true })],
      expect: { battle: { step: 'window3' } },
    }));
    // The immune card is not offered while a non-immune one is undamaged (R-BSTEP-13).
    expect(card(r, '@plain').damaged).toBe(true);
    expect(card(r, '@plain2').damaged).toBe(true);
    expect(card(r, '@immune').damaged ?? false).toBe(false);
    expect(logText(r)).toContain('ignores the remaining attrition (R-BSTEP-14)');
    const r2 = play(battle(c, {
      step: 'window2', destiny: [0, 6], att: [{ card: c.unit({ defense: 3, abilities: [immune] }), name: 'immune' }], def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@immune' })],
      expect: { battle: { step: 'window3' } },
    }));
    expect(card(r2, '@immune').damaged).toBe(true);
  });

  it('R-BSTEP-15: window 3 is the last chance to change power with an interrupt', () => {
    const c = new TestCards();
    const plus = powerPlus(c, 3);
    play(battle(c, {
      step: 'window3', att: [{ card: c.unit({ power: 2 }), name: 'a' }], def: [c.unit({ power: 4 })],
      hand: [[{ card: plus, name: 'plus' }], []],
      actions: [plays(0, '@plus', ['@a']), ...passBoth(), ...passBoth()],
      expect: { battle: { step: 'window4', power: [5, 4], winner: 0, casualties: 1 } },
    }));
  });

  it('R-BSTEP-16: total power is fixed in the power step; later changes do not alter the result', () => {
    const c = new TestCards();
    const plus = powerPlus(c, 5);
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 6 })], def: [{ card: c.unit({ power: 2, defense: 9 }), name: 'd' }],
      hand: [[], [{ card: plus, name: 'plus' }]],
      actions: [...passBoth(), { type: 'pass', seat: 0 }, plays(1, '@plus', ['@d']), ...passBoth(1), ...passBoth()],
      expect: { battle: { step: 'loss', power: [6, 2], winner: 0, casualties: 4 }, decision: 'casualties', actor: 1 },
    }));
    expect(card(r, '@d').power).toBe(7);
  });

  it('R-BSTEP-17: total power counts damaged units and battle destiny', () => {
    const c = new TestCards();
    play(battle(c, {
      step: 'window3', destiny: [1, 0],
      att: [{ card: c.unit({ power: 3 }), damaged: true }, c.unit({ power: 2 })], def: [c.unit({ power: 4 })],
      actions: passBoth(), expect: { battle: { step: 'window4', power: [6, 4], winner: 0, casualties: 2 } },
    }));
  });

  it('R-BSTEP-18: equal totals: no winner, no casualties', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window3', destiny: [1, 2], att: [c.unit({ power: 4 })], def: [c.unit({ power: 3 })],
      actions: [...passBoth(), ...passBoth()],
      expect: { battle: { step: 'window5', power: [5, 5], winner: null, casualties: 0 }, decision: null },
    }));
    expect(piles(r.state, 0).lost + piles(r.state, 1).lost).toBe(0);
    expect(logText(r)).toContain('a tie: no winner, no casualties');
  });

  it('R-BSTEP-19: casualties are the difference, fixed in the power step', () => {
    const c = new TestCards();
    const demolish = destroyTarget(c);
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 9 })], def: [c.unit({ power: 2 }), { card: c.unit({ power: 1 }), name: 'small' }],
      hand: [[{ card: demolish, name: 'demolish' }], []],
      actions: [...passBoth(), plays(0, '@demolish', ['@small']), ...passBoth()],
      expect: { battle: { step: 'window4', power: [9, 3], winner: 0, casualties: 6 } },
    }));
    expect(card(r, '@small').zone).toBe('lost');
  });

  it('R-BSTEP-20: window 4 is the last chance to change casualties (here by damaging a card first)', () => {
    const c = new TestCards();
    const strike = damageTarget(c);
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 8 })], def: [{ card: c.unit({ power: 2, defense: 3 }), name: 'd' }],
      hand: [[], [{ card: strike, name: 'strike' }]],
      actions: [...passBoth(), { type: 'pass', seat: 0 }, plays(1, '@strike', ['@d']), ...passBoth(1), ...passBoth()],
    }));
    // Power 8 against 2: 6 casualties, 3 of them met by the card damaged in window 4.
    expect(r.state.battle?.casualties).toBe(6);
    expect(logText(r)).toContain('P2 has 3 casualties to satisfy');
  });

  it('R-BSTEP-21: in the loss step interrupts are refused', () => {
    const c = new TestCards();
    const strike = damageTarget(c);
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 8 })], def: [{ card: c.unit({ power: 2, defense: 3 }), name: 'd' }],
      hand: [[], [{ card: strike, name: 'strike' }]],
      actions: [...passBoth(), ...passBoth(), plays(1, '@strike', ['@d'])],
      expect: { refused: 'R-BATTLE-12', decision: 'casualties', actor: 1 },
    }));
    expect(piles(r.state, 1).hand).toBe(1);
  });

  it('R-BSTEP-22: casualties are first reduced by the loser\'s damaged cards\' defense', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 9 })],
      def: [{ card: c.unit({ power: 1, defense: 3 }), damaged: true }, { card: c.unit({ power: 1, defense: 2 }), name: 'fresh' }],
      actions: [...passBoth(), ...passBoth()],
      expect: { battle: { step: 'loss', casualties: 7 }, decision: 'casualties', actor: 1 },
    }));
    expect(r.state.queue[0]).toMatchObject({ k: 'casualties', n: 4 });
  });

  it('R-BSTEP-23: each casualty option is taken one at a time; damaging overshoots with no change', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 5 })],
      def: [{ card: c.unit({ power: 1, defense: 4 }), name: 'big' }, { card: c.unit({ power: 1, defense: 1 }), name: 'small' }],
      hand: [[], [{ card: c.energy(), name: 'card' }]],
      actions: [...passBoth(), ...passBoth()],
      expect: { battle: { step: 'loss', casualties: 3 }, decision: 'casualties' },
    }));
    const options = r.state.queue[0];
    expect(options).toMatchObject({ k: 'casualties', n: 3 });
    const r2 = play({ ...battle(c, {
      step: 'window3', att: [c.unit({ power: 5 })],
      def: [{ card: c.unit({ power: 1, defense: 4 }), name: 'big' }, { card: c.unit({ power: 1, defense: 1 }), name: 'small' }],
      hand: [[], [{ card: c.energy(), name: 'card' }]],
      actions: [...passBoth(), ...passBoth(), choose(1, { loseFromHand: '@card' }), choose(1, { lose: 'active' }), choose(1, { damage: '@big' })],
      expect: { battle: { step: 'window5' }, decision: null, piles: { 1: { hand: 0, active: 1, lost: 2 } } },
    }) });
    // 3 casualties: a hand card (1), an active card (1), then the defense-4 unit (4, one over).
    expect(card(r2, '@big').damaged).toBe(true);
    expect(card(r2, '@small').damaged ?? false).toBe(false);
  });

  it('R-BSTEP-24: a loser who can\'t satisfy the casualties loses the game; the battle is canceled', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 9 })], def: [{ card: c.unit({ power: 1, defense: 2 }), name: 'd' }],
      reserve: [copies(4, c.energy()), copies(2, c.energy())], active: [copies(2, c.energy()), []],
      actions: [...passBoth(), ...passBoth(), choose(1, { damage: '@d' })],
      expect: { winner: 0, battle: null, actor: null },
    }));
    // 8 casualties against 2 reserve cards and a defense-2 unit.
    expect(piles(r.state, 1).reserve).toBe(0);
    expect(r.state.result).toMatch(/could not satisfy battle casualties/);
    expect(logText(r)).toContain("P2 can't satisfy");
  });

  it('R-BSTEP-25: window 5 allows abilities usable only during a battle', () => {
    const c = new TestCards();
    const blade: Ability = { kind: 'activated', bullets: 1, cost: [{ pay: 1 }], only: { inBattle: true },
      targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'battleHere' } }], effect: [{ do: 'damage', card: { target: 0 } }] };
    const r = play(battle(c, {
      step: 'window4', destiny: [0, 0], att: [{ card: c.unit({ abilities: [blade] }), name: 'blade' }],
      def: [{ card: c.unit({ defense: 3 }), name: 'd' }],
      actions: [...passBoth(), { type: 'use', seat: 0, card: '@blade', ability: 0, targets: ['@d'] }, ...passBoth()],
      expect: { battle: { step: 'window5' } },
    }));
    expect(card(r, '@d').damaged).toBe(true);
    play({ ...battle(c, { att: [{ card: c.unit({ abilities: [blade] }), name: 'blade' }], def: [{ card: c.unit(), name: 'd' }] }),
      actions: [{ type: 'use', seat: 0, card: '@blade', ability: 0, targets: ['@d'], refused: 'R-GEN-02' }] });
  });

  it('R-BSTEP-26: the end of battle step destroys every damaged card, the attacker\'s first', () => {
    const c = new TestCards();
    const ridge = c.site('Testworld/Ridge');
    const r = play(battle(c, {
      step: 'window5', att: [{ card: c.unit({ title: 'Alpha' }), name: 'a1', damaged: true }, { card: c.unit({ title: 'Beta' }), name: 'a2', damaged: true }, c.unit()],
      def: [{ card: c.unit({ title: 'Gamma' }), name: 'd1', damaged: true }, c.unit()],
      row: [{ card: ridge, controller: 0, cards: [[], [{ card: c.unit({ title: 'Faraway' }), name: 'far', damaged: true }]] }],
      actions: [...passBoth(), choose(0, { destroy: '@a2' }), choose(1, { destroy: '@far' })],
      expect: { battle: null, initiative: 0 },
    }));
    for (const n of ['@a1', '@a2', '@d1', '@far']) expect(card(r, n).zone).toBe('lost');
    expectLogOrder(r, ['Beta is destroyed', 'Alpha is destroyed', 'Faraway is destroyed', 'Gamma is destroyed']);
  });

  it('R-BSTEP-27: after the end of battle step the attacker gains initiative and waiting triggers go on the stack', () => {
    const c = new TestCards();
    const spoils: Ability = { kind: 'triggered', on: 'battleEndsWonHere', effect: [{ do: 'activate', count: 2 }] };
    const won = (extra: ScenarioAction[], expectation: Scenario['expect']) => play(battle(c, {
      step: 'window3', att: [c.unit({ power: 3, abilities: [spoils] })], def: [{ card: c.unit({ power: 1, defense: 2 }), name: 'd' }],
      active: [copies(2, c.energy()), []],
      actions: [...passBoth(), ...passBoth(), choose(1, { damage: '@d' }), ...passBoth(), ...extra], expect: expectation,
    }));
    const r = won([], { battle: null, initiative: 0, stack: 1 });
    expect(r.state.stack[0]).toMatchObject({ kind: 'trigger', seat: 0 });
    const r2 = won(passBoth(), { battle: null, initiative: 0, stack: 0 });
    expect(piles(r2.state, 0)).toMatchObject({ active: 4, reserve: 4 });
  });
});

describe('EX-BATTLE: worked examples', () => {
  it('EX-BATTLE-01: a lone 1/1 unit: no reveal; +1 attrition adds to attrition only, +1 battle destiny to both', () => {
    const c = new TestCards();
    const attr = attritionPlus(c, 1);
    const dest = destinyPlus(c, 1);
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ power: 1, tactics: 1 })], def: [c.unit({ power: 0, tactics: 1, defense: 5 })],
      hand: [[{ card: attr, name: 'attr' }, { card: dest, name: 'dest' }], []],
      actions: [...passBoth(), plays(0, '@attr'), ...passBoth(), ...passBoth()],
      expect: { battle: { step: 'window3', destiny: [0, 0], attritionAgainst: [0, 1] } },
    }));
    expect(logText(r)).toContain('tactics 1 against 1');
    const r2 = play(battle(c, {
      step: 'window1', att: [c.unit({ power: 1, tactics: 1 })], def: [c.unit({ power: 0, tactics: 1, defense: 5 })],
      hand: [[{ card: attr, name: 'attr' }, { card: dest, name: 'dest' }], []],
      actions: [plays(0, '@dest'), ...passBoth(), ...passBoth(), plays(0, '@attr'), ...passBoth(), ...passBoth(), ...passBoth()],
      expect: { battle: { step: 'window4', destiny: [1, 0], attritionAgainst: [0, 2], power: [2, 0] } },
    }));
    expect(r2.state.battle?.casualties).toBe(2);
  });

  it('EX-BATTLE-02: tactics 2 + 3 + 3 = 8: one card revealed, battle destiny 5', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window1', att: [c.unit({ tactics: 2 }), c.unit({ tactics: 3 }), c.unit({ tactics: 3 })], def: [c.unit()],
      reserve: [[c.energy(5), c.energy(6)], copies(2, c.energy(1))],
      actions: [...passBoth(), choose(0, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [5, 0] } },
    }));
    expect(logText(r)).toContain('tactics 8 against 1');
    expect(piles(r.state, 0)).toMatchObject({ reserve: 1, used: 1 });
  });

  it('EX-BATTLE-03: destinies 5 and 4: you damage defense 3 then 2 for 4 attrition, one over, no change', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [5, 4],
      att: [{ card: c.unit({ defense: 3 }), name: 'd3' }, { card: c.unit({ defense: 2 }), name: 'd2' }, { card: c.unit({ defense: 2 }), name: 'third' }],
      def: [{ card: c.unit({ defense: 2 }), name: 'o1' }, { card: c.unit({ defense: 2 }), name: 'o2' }, { card: c.unit({ defense: 2 }), name: 'o3' }],
      actions: [...passBoth(), choose(0, { damage: '@d3' }), choose(0, { damage: '@d2' }), choose(1, { damage: '@o1' }), choose(1, { damage: '@o2' })],
      expect: { battle: { step: 'window3', attritionAgainst: [4, 5] } },
    }));
    expect(['@d3', '@d2', '@third'].map((n) => card(r, n).damaged ?? false)).toEqual([true, true, false]);
    expect(['@o1', '@o2', '@o3'].map((n) => card(r, n).damaged ?? false)).toEqual([true, true, true]);
  });

  it('EX-BATTLE-04: 5 attrition: damaging the defense-0 unit first is legal, then the defense-5 must follow', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 5], att: [{ card: c.unit({ defense: 5 }), name: 'five' }, { card: c.unit({ defense: 0 }), name: 'zero' }],
      def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@zero' })],
      expect: { battle: { step: 'window3' } },
    }));
    expect(logText(r).match(/is damaged/g)?.length).toBe(2);
    expect(card(r, '@five').damaged).toBe(true);
  });

  it('EX-BATTLE-05: 5 attrition: damaging the defense-5 unit first satisfies it; the defense-0 unit can\'t be damaged', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window2', destiny: [0, 5], att: [{ card: c.unit({ defense: 5 }), name: 'five' }, { card: c.unit({ defense: 0 }), name: 'zero' }],
      def: [c.unit()],
      actions: [...passBoth(), choose(0, { damage: '@five' }), { ...choose(0, { damage: '@zero' }), refused: 'R-INIT-01' }],
      expect: { battle: { step: 'window3' }, initiative: 0 },
    }));
    expect(card(r, '@zero').damaged ?? false).toBe(false);
  });

  it('EX-BATTLE-06: power 3 + 2 + 5 (two damaged) + destiny 5 = 15 against 8: casualties 7', () => {
    const c = new TestCards();
    play(battle(c, {
      step: 'window3', destiny: [5, 0],
      att: [{ card: c.unit({ power: 3 }), damaged: true }, { card: c.unit({ power: 2 }), damaged: true }, c.unit({ power: 5 })],
      def: [c.unit({ power: 8 })],
      actions: passBoth(), expect: { battle: { step: 'window4', power: [15, 8], winner: 0, casualties: 7 } },
    }));
  });

  it('EX-BATTLE-07: 7 casualties less a damaged defense-5 unit: 2, met by a hand card and the reserve top', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 8 })],
      def: [{ card: c.unit({ power: 1, defense: 5 }), damaged: true }, { card: c.unit({ power: 0, defense: 2 }), name: 'spare' }],
      hand: [[], [{ card: c.energy(), name: 'card' }]], reserve: [copies(3, c.energy()), [{ card: c.energy(), name: 'top' }, c.energy(), c.energy()]],
      actions: [...passBoth(), ...passBoth(), choose(1, { loseFromHand: '@card' }), choose(1, { lose: 'reserve' })],
      expect: { battle: { step: 'window5', casualties: 7 }, piles: { 1: { hand: 0, reserve: 2, lost: 2 } } },
    }));
    expect(card(r, '@top').zone).toBe('lost');
    expect(card(r, '@spare').damaged ?? false).toBe(false);
  });

  it('EX-BATTLE-08: two damaged attacker units and one defender unit are all destroyed, the attacker\'s first in their order', () => {
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window5', att: [{ card: c.unit({ title: 'First' }), name: 'a1', damaged: true }, { card: c.unit({ title: 'Second' }), name: 'a2', damaged: true }, c.unit()],
      def: [{ card: c.unit({ title: 'Third' }), name: 'd1', damaged: true }, c.unit()],
      actions: [...passBoth(), choose(0, { destroy: '@a1' })],
      expect: { battle: null, piles: { 0: { lost: 2 }, 1: { lost: 1 } } },
    }));
    expectLogOrder(r, ['First is destroyed', 'Second is destroyed', 'Third is destroyed', 'The battle ends.']);
  });

  it('EX-BATTLE-09: a weapon at an adjacent site damages a vehicle in the battle and two characters at its own site', () => {
    // A test-only stand-in for Plasma Cannon + Armor Penetrating (AMB-20): one ability with three targets.
    const c = new TestCards();
    const cannon: Ability = { kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
      targets: [{ select: { who: 'opponent', kinds: ['vehicle'], at: 'inBattle' } },
        { select: { who: 'opponent', kinds: ['character'], at: 'here' } }, { select: { who: 'opponent', kinds: ['character'], at: 'here' } }],
      effect: [{ do: 'damage', card: { target: 0 } }, { do: 'damage', card: { target: 1 } }, { do: 'damage', card: { target: 2 } }] };
    const weapon = c.add({ type: 'WEAPON', kind: 'Vehicle', title: 'Test Cannon', abilities: [cannon] });
    const ridge = c.site('Testworld/Ridge');
    const r = play(battle(c, {
      step: 'window5', att: [c.unit()], def: [{ card: c.unit({ type: 'VEHICLE', defense: 4 }), name: 'tank' }],
      row: [{ card: ridge, controller: 0, cards: [
        [{ card: c.unit({ type: 'VEHICLE' }), name: 'holder', beneath: [{ card: weapon, name: 'cannon' }] }],
        [{ card: c.unit(), name: 'c1' }, { card: c.unit(), name: 'c2' }]] }],
      actions: [{ type: 'use', seat: 0, card: '@cannon', ability: 0, targets: ['@tank', '@c1', '@c2'] }, ...passBoth()],
      expect: { battle: { step: 'window5' } },
    }));
    expect(['@tank', '@c1', '@c2'].map((n) => card(r, n).damaged)).toEqual([true, true, true]);
  });

  it('EX-BATTLE-10: a fighter destroyed after the tactics check does not undo the defender\'s reveal', () => {
    // Stand-in for Racing Sloop: on its controller's reveal it cuts every opposing fighter's tactics to 0
    // at once (a targeted destroy could not resolve inside the step); the four fighters' check already passed.
    const c = new TestCards();
    const sloopAbility: Ability = { kind: 'triggered', on: 'revealBattleDestiny', inStep: true, effect: [{ do: 'lasting', until: 'endOfTurn',
      change: { stat: { tactics: -1 }, to: { select: { who: 'opponent', kinds: ['ship'], label: 'Fighter' } } } }] };
    const jockey = c.unit({ title: 'Jockey', tactics: 2 });
    const quarrel = c.ship({ title: 'Quarrel', tactics: 1 });
    const r = play(battle(c, {
      sector: true, step: 'window1',
      att: [{ card: c.ship({ title: 'Sloop', tactics: 4, abilities: [sloopAbility] }), beneath: [jockey, jockey] }],
      def: [quarrel, quarrel, quarrel, quarrel],
      reserve: [copies(2, c.energy(6)), [c.energy(3), c.energy(1)]],
      actions: [...passBoth(), choose(0, { reveal: true }), choose(1, { reveal: true })],
      expect: { battle: { step: 'window2', destiny: [6, 3] } },
    }));
    expect(r.state.battle?.mayReveal).toEqual([0, 1]);
    expect(r.state.lasting).toHaveLength(1); // the four fighters now total 0 tactics
    expect(logText(r)).toContain('tactics 4 against 4');
  });

  it('EX-BATTLE-11: casualties are set in the power step, then reduced in the loss step', () => {
    // Diplomacy Bot's own cap ("casualties drop to 5") is not expressible in the ability vocabulary;
    // this checks the order it relies on: 7 fixed at the power step, then 7 - 2 damaged defense = 5 left.
    const c = new TestCards();
    const r = play(battle(c, {
      step: 'window3', att: [c.unit({ power: 8 })], def: [{ card: c.unit({ power: 1, defense: 2 }), damaged: true }, c.unit({ power: 0 })],
      actions: [...passBoth(), ...passBoth()],
      expect: { battle: { step: 'loss', power: [8, 1], casualties: 7 }, decision: 'casualties' },
    }));
    expect(r.state.queue[0]).toMatchObject({ k: 'casualties', n: 5 });
  });

  it('EX-BATTLE-12: the unit chosen to be damaged in a site battle can\'t be a damaged one', () => {
    // Stand-in for Assailing Vatarma: "your opponent chooses his or her target undamaged unit in a site
    // battle here" (R-TGT-01): the user names no target; the opponent picks at resolution among theirs.
    const c = new TestCards();
    const vatarma: Ability = { kind: 'activated', bullets: 1, cost: [],
      targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'battleHere', damaged: false }, chosenByOpponent: true }],
      effect: [{ do: 'damage', card: { target: 0 } }] };
    const weapon = c.add({ type: 'WEAPON', kind: 'Character', title: 'Test Vatarma', abilities: [vatarma] });
    const r = play(battle(c, {
      step: 'window5', att: [{ card: c.unit(), beneath: [{ card: weapon, name: 'vatarma' }] }],
      def: [{ card: c.unit(), name: 'hurt', damaged: true }, { card: c.unit(), name: 'fresh' }],
      actions: [{ type: 'use', seat: 0, card: '@vatarma', ability: 0, targets: ['@hurt'], refused: 'R-TGT-04' },
        { type: 'use', seat: 0, card: '@vatarma', ability: 0 }, ...passBoth()],
    }));
    // The damaged unit is not offered, so the one undamaged unit is the opponent's forced choice.
    expect(card(r, '@fresh').damaged).toBe(true);
  });
});
