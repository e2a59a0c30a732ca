// Rulings (docs/rulings.md): one test per decision, named by its AMB ID.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../src/engine/abilities/vocabulary';
import type { BattleStep } from '../src/engine/types';
import type { CardEntry, LocationEntry, Scenario } from '../src/scenario/types';
import { play } from './support/scenario';
import { card, copies, id, logText, passBoth, piles, position, TestCards } from './support/battle';
import type { PositionSetup } from './support/battle';

const choose = (seat: 0 | 1, choice: Record<string, unknown>) => ({ type: 'choose', seat, choice });

/** A battle at "@site" (or a sector) already in progress at a window. */
function inBattle(c: TestCards, step: BattleStep, att: CardEntry[], def: CardEntry[],
  p: Omit<PositionSetup, 'phase'> & { sector?: boolean; destiny?: [number, number] }): Scenario {
  const loc = p.sector ? c.sector('Testworld/Orbit') : c.site('Testworld/Plains');
  const row: LocationEntry[] = [{ card: loc, name: 'site', controller: 1, cards: [att, def] }, ...(p.row ?? [])];
  return { ...position(c, { ...p, phase: 'battle', row }), battle: { location: '@site', attacker: 0, step, destiny: p.destiny ?? [0, 0] } };
}

describe('battle and turn rulings', () => {
  it('AMB-01: the draw action does not use the stack', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'draw', active: [[{ card: c.energy(), name: 'top' }, c.energy()], []],
      actions: [{ type: 'draw', seat: 0 }],
      expect: { stack: 0, initiative: 0, piles: { 0: { hand: 1, active: 1 } } },
    }));
    expect(card(r, '@top').zone).toBe('hand');
  });

  it('AMB-02: a battle with one side emptied is canceled: damaged cards are lost, not destroyed; NoBots count as units', () => {
    const c = new TestCards();
    const demolish = c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['unit'] } }]);
    const lastWords: Ability = { kind: 'triggered', on: 'destroyed', effect: [{ do: 'activate', count: 3 }] };
    const r = play(inBattle(c, 'window4', [{ card: c.unit({ abilities: [lastWords] }), name: 'hurt', damaged: true }],
      [{ card: c.unit(), name: 'lone' }], {
        hand: [[{ card: demolish, name: 'demolish' }], []],
        actions: [{ type: 'play', seat: 0, card: '@demolish', targets: ['@lone'] }, ...passBoth()],
        expect: { battle: null, stack: 0, initiative: 0 },
      }));
    expect(card(r, '@hurt').zone).toBe('lost');
    expect(piles(r.state, 0).active).toBe(2); // no "destroyed" trigger
    expect(r.state.triggers).toHaveLength(0);
    // A side left with only a NoBot is not emptied: the battle goes on.
    const r2 = play(inBattle(c, 'window4', [c.unit()], [{ card: c.unit(), name: 'lone' }, { card: c.unit({ type: 'NOBOT' }), name: 'bot' }], {
      hand: [[{ card: demolish, name: 'demolish' }], []],
      actions: [{ type: 'play', seat: 0, card: '@demolish', targets: ['@lone'] }, ...passBoth()],
      expect: { battle: { step: 'window4' }, initiative: 0 },
    }));
    expect(card(r2, '@bot').zone).toBe('table');
  });

  it('AMB-03: out of energy after a battle step\'s procedure loses at once, with cards still in hand', () => {
    const c = new TestCards();
    // 3 casualties, met exactly by P2's last two reserve cards and one of two hand cards.
    const r = play(inBattle(c, 'window3', [c.unit({ power: 4 })], [{ card: c.unit({ power: 1, defense: 0 }), damaged: true }], {
      reserve: [copies(3, c.energy()), copies(2, c.energy())], active: [copies(2, c.energy()), []],
      hand: [[], [{ card: c.energy(), name: 'h1' }, c.energy()]],
      actions: [...passBoth(), ...passBoth(), choose(1, { lose: 'reserve' }), choose(1, { lose: 'reserve' }), choose(1, { loseFromHand: '@h1' })],
      expect: { winner: 0, piles: { 1: { hand: 1, reserve: 0, lost: 3 } } },
    }));
    expect(r.state.result).toMatch(/R-WIN-01/);
    expect(r.state.battle?.step).toBe('window5');
  });

  it('AMB-06: capacity is checked when a unit moves aboard, and no unit is removed for being over capacity', () => {
    const c = new TestCards();
    const row: LocationEntry[] = [
      { card: c.site('Testworld/Base'), name: 'base', controller: 0, cards: [[{ card: c.unit(), name: 'walker' }], []] },
      { card: c.sector('Testworld/Orbit'), name: 'orbit', controller: 0, cards: [[{ card: c.ship({ capacity: 1 }), name: 'ship',
        beneath: [{ card: c.unit(), name: 'p1' }, { card: c.unit(), name: 'p2' }] }], []] },
    ];
    const r = play(position(c, {
      phase: 'move', row,
      actions: [{ type: 'move', seat: 0, card: '@walker', to: '@ship', refused: 'R-MOVE-06' }, ...passBoth()],
      expect: { phase: 'draw' },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/-1 capacity left/);
    expect([card(r, '@p1').under, card(r, '@p2').under]).toEqual([id(r, '@ship'), id(r, '@ship')]);
  });

  it('AMB-09: units aboard ships in a sector battle add nothing but may be damaged; aboard a destroyed ship they are lost', () => {
    const c = new TestCards();
    const r = play(inBattle(c, 'window2', [{ card: c.ship({ power: 2, tactics: 2, defense: 1 }), name: 'ship',
      beneath: [{ card: c.unit({ power: 5, tactics: 5, defense: 3 }), name: 'rider' }, { card: c.unit({ defense: 1 }), name: 'spare' }] }],
    [c.ship({ power: 1, tactics: 1 })], {
      sector: true, destiny: [0, 3],
      actions: [...passBoth(), choose(0, { damage: '@rider' }), ...passBoth(), ...passBoth(), ...passBoth()],
      expect: { battle: null },
    }));
    // The rider's power 5 doesn't count: 2 against 1 + 3; its defense 3 meets the 2 casualties.
    const log = logText(r);
    expect(log).toContain('Power step: P2 wins 4 to 2; casualties 2');
    expect(log).toContain('P1 has 0 casualties to satisfy');
    expect(card(r, '@rider').zone).toBe('lost'); // damaged by attrition, destroyed at the end of the battle
    expect(card(r, '@spare').zone).toBe('table');
    // A destroyed ship takes the units aboard with it to the lost pile.
    const demolish = c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['ship'] } }]);
    const r2 = play(position(c, {
      phase: 'deploy', hand: [[], [{ card: demolish, name: 'demolish' }]],
      row: [{ card: c.sector('Farworld/Orbit'), controller: 0, cards: [[{ card: c.ship(), name: 'ship', beneath: [{ card: c.unit(), name: 'rider' }] }], []] }],
      actions: [{ type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@demolish', targets: ['@ship'] }, ...passBoth(1)],
      expect: { piles: { 0: { lost: 2 } } },
    }));
    expect(card(r2, '@rider').zone).toBe('lost');
  });

  it('AMB-10: a card damaged outside a battle stays damaged until the next end of battle step destroys it, wherever it is', () => {
    const c = new TestCards();
    const strike = c.interrupt('Strike', [{ do: 'damage', card: { target: 0 } }], [{ select: { kinds: ['unit'] } }]);
    const row: LocationEntry[] = [
      { card: c.site('Testworld/Plains'), name: 'site', controller: 1, cards: [[c.unit({ power: 3 })], [c.unit({ power: 3 })]] },
      { card: c.site('Farworld/Hill'), name: 'hill', controller: 1, cards: [[], [{ card: c.unit(), name: 'far' }]] },
    ];
    const setup = (p: PositionSetup) => play(position(c, { ...p, row, hand: [[{ card: strike, name: 'strike' }], []] }));
    const r = setup({ phase: 'deploy', actions: [{ type: 'play', seat: 0, card: '@strike', targets: ['@far'] }, ...passBoth(), ...passBoth()],
      expect: { phase: 'battle' } });
    expect(card(r, '@far').damaged).toBe(true);
    const r2 = setup({ phase: 'deploy', actions: [{ type: 'play', seat: 0, card: '@strike', targets: ['@far'] }, ...passBoth(), ...passBoth(),
      { type: 'attack', seat: 0, location: '@site' }, ...passBoth(), ...passBoth(), ...passBoth(), ...passBoth(), ...passBoth(), ...passBoth()],
    expect: { battle: null, phase: 'battle' } });
    expect(card(r2, '@far').zone).toBe('lost');
    expect(logText(r2)).toContain('Power step: 3 to 3, a tie');
  });

  it('AMB-12: Transport carries cards from the mover\'s place to its destination; between sites capacity does not apply', () => {
    const c = new TestCards();
    const truck = c.unit({ type: 'VEHICLE', title: 'Truck', abilities: [{ kind: 'keyword', keyword: 'transport', value: 3 }] });
    const big = c.unit({ title: 'Big', abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] });
    const row: LocationEntry[] = [
      { card: c.site('Testworld/West'), name: 'west', controller: 0, cards: [[{ card: truck, name: 'truck' }, { card: big, name: 'big' }, { card: c.unit({ type: 'VEHICLE' }), name: 'car' }], []] },
      { card: c.site('Testworld/Mid'), name: 'mid', controller: 0, cards: [[{ card: c.unit(), name: 'elsewhere' }], []] },
      { card: c.site('Testworld/East'), name: 'east', controller: 0, cards: [[], []] },
    ];
    const r = play(position(c, {
      phase: 'move', row,
      actions: [{ type: 'move', seat: 0, card: '@truck', to: '@mid', transport: ['@car'], refused: 'R-MOVE-11' },
        { type: 'move', seat: 0, card: '@truck', to: '@mid', transport: ['@big'] }, ...passBoth(),
        { type: 'move', seat: 0, card: '@truck', to: '@east', transport: ['@big', '@elsewhere'] }, ...passBoth()],
      expect: { piles: { 0: { active: 0, used: 2 } } },
    }));
    expect(['@truck', '@big', '@elsewhere', '@car'].map((n) => card(r, n).at)).toEqual([id(r, '@east'), id(r, '@east'), id(r, '@east'), id(r, '@west')]);
  });

  it('AMB-12: Transport works with every movement action of the vehicle: aboard a ship, from it, and from ship to ship, with capacity for all that board', () => {
    const c = new TestCards();
    const truck = c.unit({ type: 'VEHICLE', title: 'Truck', abilities: [{ kind: 'keyword', keyword: 'transport', value: 2 }] });
    const row: LocationEntry[] = [
      { card: c.site('Testworld/West'), name: 'west', controller: 0,
        cards: [[{ card: truck, name: 'truck' }, { card: c.unit(), name: 'p1' }, { card: c.unit(), name: 'p2' }], []] },
      { card: c.sector('Testworld/Orbit'), name: 'orbit', controller: 0,
        cards: [[{ card: c.ship({ capacity: 3 }), name: 'lander' }, { card: c.ship({ capacity: 2 }), name: 'small' }], []] },
    ];
    const moves = (...more: Record<string, unknown>[]) => play(position(c, { phase: 'move', row, active: [copies(4, c.energy()), []],
      actions: more.map((m) => ({ type: 'move', seat: 0, ...m })).flatMap((m) => ('refused' in m ? [m] : [m, ...passBoth()])) }));
    // Form 3: the truck boards the lander with its two passengers (3 of 3 capacity); no room for a third.
    const r = moves({ card: '@truck', to: '@lander', transport: ['@p1', '@p2'] });
    expect(['@truck', '@p1', '@p2'].map((n) => card(r, n).under)).toEqual(Array(3).fill(id(r, '@lander')));
    // Form 5: to the smaller ship, only the truck and one passenger fit.
    moves({ card: '@truck', to: '@lander', transport: ['@p1', '@p2'] }, { card: '@truck', to: '@small', transport: ['@p1', '@p2'], refused: 'R-MOVE-08' });
    const r5 = moves({ card: '@truck', to: '@lander', transport: ['@p1', '@p2'] }, { card: '@truck', to: '@small', transport: ['@p1'] });
    expect(['@truck', '@p1', '@p2'].map((n) => card(r5, n).under)).toEqual([id(r5, '@small'), id(r5, '@small'), id(r5, '@lander')]);
    // Form 4: back down to the related site with both passengers.
    const r4 = moves({ card: '@truck', to: '@lander', transport: ['@p1', '@p2'] }, { card: '@truck', to: '@west', transport: ['@p1', '@p2'] });
    expect(['@truck', '@p1', '@p2'].map((n) => card(r4, n).at)).toEqual(Array(3).fill(id(r4, '@west')));
  });

  it('AMB-18: at end of turn lasting effects expire, then both players recirculate; the next player then gains initiative', () => {
    const c = new TestCards();
    const rally = c.interrupt('Rally', [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3 }, to: { target: 0 } } }],
      [{ select: { kinds: ['unit'] } }]);
    const r = play(position(c, {
      phase: 'draw', hand: [[{ card: rally, name: 'rally' }], []], used: [[c.energy()], [c.energy(), c.energy()]],
      row: [{ card: c.site('Testworld/Plains'), controller: 0, cards: [[{ card: c.unit({ power: 2 }), name: 'u' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@rally', targets: ['@u'] }, ...passBoth(), ...passBoth()],
      expect: { turnPlayer: 1, phase: 'activate', initiative: 1, stack: 0,
        piles: { 0: { used: 0, reserve: 8 }, 1: { used: 0, reserve: 8 } } },
    }));
    expect(card(r, '@u').power).toBe(2);
    expect(card(r, '@rally')).toMatchObject({ zone: 'reserve', position: 6 }); // the used pile's top, right under the old reserve
  });

  it('AMB-24: revealing battle destiny is optional; with an empty reserve nothing is revealed and it stays 0', () => {
    const c = new TestCards();
    const r = play(inBattle(c, 'window1', [c.unit({ tactics: 4 })], [c.unit({ tactics: 4 })], {
      reserve: [[c.energy(5)], []], active: [copies(2, c.energy()), copies(2, c.energy())],
      actions: [...passBoth(), choose(0, { reveal: false })],
      expect: { battle: { step: 'window2', destiny: [0, 0] }, decision: null },
    }));
    expect(piles(r.state, 0).reserve).toBe(1);
    expect(logText(r)).toContain('P1 does not reveal battle destiny (AMB-24)');
    expect(r.state.battle?.mayReveal).toEqual([0, 1]);
  });
});
