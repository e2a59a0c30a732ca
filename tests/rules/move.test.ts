// The move phase: movement actions (R-MOVE), EX-STACK-01/02 and EX-MOVE.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { LocationEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { card, copies, id, logText, passBoth, piles, position, TestCards } from '../support/battle';

/** Testworld: three sites side by side (west, mid, east) and a sector (orbit); Farworld's sector (deep). */
function world(c: TestCards, cards: Partial<Record<'west' | 'mid' | 'east' | 'orbit' | 'deep', LocationEntry['cards']>>): LocationEntry[] {
  const loc = (name: 'west' | 'mid' | 'east' | 'orbit' | 'deep', card: string): LocationEntry =>
    ({ card, name, controller: 0, cards: cards[name] ?? [[], []] });
  return [
    loc('west', c.site('Testworld/West')), loc('mid', c.site('Testworld/Mid')), loc('east', c.site('Testworld/East')),
    loc('orbit', c.sector('Testworld/Orbit')), loc('deep', c.sector('Farworld/Deep')),
  ];
}

const move = (cardRef: string, to: string, extra: Record<string, unknown> = {}) => ({ type: 'move', seat: 0, card: cardRef, to, ...extra });

describe('R-MOVE: movement actions', () => {
  it('R-MOVE-01: a movement costs 1 energy, in your move phase, with an empty stack', () => {
    const c = new TestCards();
    const row = world(c, { west: [[{ card: c.unit(), name: 'u' }], []] });
    const r = play(position(c, { phase: 'move', row, actions: [move('@u', '@mid')],
      expect: { stack: 1, piles: { 0: { active: 1, used: 1 } } } }));
    expect(card(r, '@u').at).toBe(id(r, '@west'));
    play(position(c, { phase: 'move', row, active: [[], []], actions: [{ ...move('@u', '@mid'), refused: 'R-MOVE-01' }] }));
    const r3 = play(position(c, { phase: 'deploy', row, actions: [{ ...move('@u', '@mid'), refused: 'R-MOVE-01' }] }));
    expect(r3.refusals[0].refusal.reason).toMatch(/belongs to the move phase/);
  });

  it('R-MOVE-02: any number of movements; the same unit may move again', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', row: world(c, { west: [[{ card: c.unit(), name: 'u' }], []] }), active: [copies(3, c.energy()), []],
      actions: [move('@u', '@mid'), ...passBoth(), move('@u', '@east'), ...passBoth(), move('@u', '@mid'), ...passBoth()],
      expect: { piles: { 0: { active: 0, used: 3 } } },
    }));
    expect(card(r, '@u').at).toBe(id(r, '@mid'));
  });

  it('R-MOVE-03: only your own ships and units move, and only by one of the five forms', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', row: world(c, { west: [[{ card: c.unit(), name: 'u' }], [{ card: c.unit(), name: 'theirs' }]] }),
      actions: [{ ...move('@theirs', '@mid'), refused: 'R-MOVE-03' }, { ...move('@u', '@orbit'), refused: 'R-MOVE-05' }],
      expect: { piles: { 0: { active: 2 } } },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/Only your own ships and units/);
  });

  it('R-MOVE-04: form 1: a ship moves from its sector to any other sector', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', row: world(c, { orbit: [[{ card: c.ship(), name: 's' }], []] }),
      actions: [{ ...move('@s', '@west'), refused: 'R-MOVE-04' }, move('@s', '@deep'), ...passBoth()],
    }));
    expect(card(r, '@s').at).toBe(id(r, '@deep'));
  });

  it('R-MOVE-05: form 2: a unit at a site moves to an adjacent related site only', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', row: world(c, { west: [[{ card: c.unit(), name: 'u' }], []] }),
      actions: [{ ...move('@u', '@east'), refused: 'R-MOVE-05' }, move('@u', '@mid'), ...passBoth()],
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/adjacent related site/);
    expect(card(r, '@u').at).toBe(id(r, '@mid'));
  });

  it('R-MOVE-06: form 3: a unit at a site boards your ship at a related sector, if capacity allows', () => {
    const c = new TestCards();
    const big = c.unit({ title: 'Big', abilities: [{ kind: 'keyword', keyword: 'size', value: 2 }] });
    const r = play(position(c, {
      phase: 'move', active: [copies(3, c.energy()), []],
      row: world(c, {
        west: [[{ card: c.unit(), name: 'u' }, { card: big, name: 'big' }], []],
        orbit: [[{ card: c.ship({ capacity: 2 }), name: 'ship' }], []], deep: [[{ card: c.ship(), name: 'far' }], []],
      }),
      actions: [{ ...move('@u', '@far'), refused: 'R-MOVE-06' }, move('@u', '@ship'), ...passBoth(),
        { ...move('@big', '@ship'), refused: 'R-MOVE-06' }],
    }));
    expect(card(r, '@u').under).toBe(id(r, '@ship'));
    expect(r.refusals[1].refusal.reason).toMatch(/1 capacity left; Big needs 2/);
  });

  it('R-MOVE-07: form 4: a unit aboard a ship moves to a site related to the ship\'s sector', () => {
    const c = new TestCards();
    const row = world(c, { orbit: [[{ card: c.ship(), name: 'ship', beneath: [{ card: c.unit(), name: 'u' }] }], []] });
    const farSite: LocationEntry = { card: c.site('Farworld/Base'), name: 'base', controller: 1, cards: [[], []] };
    const r = play(position(c, {
      phase: 'move', row: [...row, farSite],
      actions: [{ ...move('@u', '@base'), refused: 'R-MOVE-07' }, move('@u', '@east'), ...passBoth()],
    }));
    expect(card(r, '@u').at).toBe(id(r, '@east'));
  });

  it('R-MOVE-08: form 5: a unit aboard moves aboard another of your ships at the same sector, if capacity allows', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', active: [copies(3, c.energy()), []],
      row: world(c, { orbit: [[{ card: c.ship(), name: 'a', beneath: [{ card: c.unit(), name: 'u' }, { card: c.unit(), name: 'v' }] },
        { card: c.ship({ capacity: 1 }), name: 'b' }], []] }),
      actions: [move('@u', '@b'), ...passBoth(), { ...move('@v', '@b'), refused: 'R-MOVE-08' }],
    }));
    expect(card(r, '@u').under).toBe(id(r, '@b'));
    expect(card(r, '@v').under).toBe(id(r, '@a'));
  });

  it('R-MOVE-10: weapons move with their unit; units aboard move with their ship', () => {
    const c = new TestCards();
    const gun = c.add({ type: 'WEAPON', kind: 'Character', title: 'Gun' });
    const r = play(position(c, {
      phase: 'move', active: [copies(2, c.energy()), []],
      row: world(c, { west: [[{ card: c.unit(), name: 'u', beneath: [{ card: gun, name: 'gun' }] }], []],
        orbit: [[{ card: c.ship(), name: 'ship', beneath: [{ card: c.unit(), name: 'rider' }] }], []] }),
      actions: [move('@u', '@mid'), ...passBoth(), move('@ship', '@deep'), ...passBoth()],
    }));
    expect(card(r, '@gun')).toMatchObject({ under: id(r, '@u'), location: id(r, '@mid') });
    expect(card(r, '@rider')).toMatchObject({ under: id(r, '@ship'), location: id(r, '@deep') });
  });

  it('R-MOVE-11: Transport X carries up to X of your fighters (ship) or characters (vehicle) with the movement, free', () => {
    const c = new TestCards();
    const transport: Ability = { kind: 'keyword', keyword: 'transport', value: 2 };
    const r = play(position(c, {
      phase: 'move', active: [copies(2, c.energy()), []],
      row: world(c, {
        west: [[{ card: c.unit({ type: 'VEHICLE', abilities: [transport] }), name: 'truck' }, { card: c.unit(), name: 'p1' },
          { card: c.unit(), name: 'p2' }, { card: c.unit(), name: 'p3' }], []],
        orbit: [[{ card: c.ship({ fighter: false, abilities: [{ kind: 'keyword', keyword: 'transport', value: 1 }] }), name: 'carrier' },
          { card: c.ship(), name: 'fighter' }, { card: c.ship({ fighter: false }), name: 'capital' }], []],
      }),
      actions: [{ ...move('@truck', '@mid', { transport: ['@p1', '@p2', '@p3'] }), refused: 'R-MOVE-11' },
        move('@truck', '@mid', { transport: ['@p1', '@p2'] }), ...passBoth(),
        { ...move('@carrier', '@deep', { transport: ['@capital'] }), refused: 'R-MOVE-11' },
        move('@carrier', '@deep', { transport: ['@fighter'] }), ...passBoth()],
      expect: { piles: { 0: { active: 0, used: 2 } } },
    }));
    expect(['@truck', '@p1', '@p2', '@p3'].map((n) => card(r, n).at)).toEqual([id(r, '@mid'), id(r, '@mid'), id(r, '@mid'), id(r, '@west')]);
    expect(['@carrier', '@fighter', '@capital'].map((n) => card(r, n).at)).toEqual([id(r, '@deep'), id(r, '@deep'), id(r, '@orbit')]);
  });

  it('R-MOVE-12: Transport works only with a movement action in your own move phase', () => {
    const c = new TestCards();
    const transport: Ability = { kind: 'keyword', keyword: 'transport', value: 2 };
    const r = play(position(c, {
      phase: 'move', turnPlayer: 1, initiative: 1,
      row: world(c, { west: [[{ card: c.unit({ type: 'VEHICLE', abilities: [transport] }), name: 'truck' }, { card: c.unit(), name: 'p1' }], []] }),
      actions: [{ type: 'pass', seat: 1 }, { ...move('@truck', '@mid', { transport: ['@p1'] }), refused: 'R-TURN-03' }],
    }));
    expect(card(r, '@p1').at).toBe(id(r, '@west'));
  });

  it('R-MOVE-13: interrupts may be played before, between and after movements', () => {
    const c = new TestCards();
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 1 }]);
    const r = play(position(c, {
      phase: 'move', active: [[c.energy()], []], hand: [[{ card: surge, name: 's1' }, { card: surge, name: 's2' }], []],
      row: world(c, { west: [[{ card: c.unit(), name: 'u' }], []] }),
      actions: [move('@u', '@mid'), ...passBoth(), { ...move('@u', '@east'), refused: 'R-MOVE-01' },
        { type: 'play', seat: 0, card: '@s1' }, ...passBoth(), move('@u', '@east'), ...passBoth(), { type: 'play', seat: 0, card: '@s2' }, ...passBoth()],
      expect: { piles: { 0: { active: 1, used: 4 } } },
    }));
    expect(card(r, '@u').at).toBe(id(r, '@east'));
  });
});

describe('EX-STACK and EX-MOVE: worked examples', () => {
  it('EX-STACK-01: a movement to an adjacent site, nobody responds: the unit moves', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'move', row: world(c, { west: [[{ card: c.unit(), name: 'u' }], []] }),
      actions: [move('@u', '@mid'), ...passBoth()],
      expect: { stack: 0, initiative: 0, piles: { 0: { active: 1, used: 1 } } },
    }));
    expect(card(r, '@u').at).toBe(id(r, '@mid'));
  });

  it('EX-STACK-02: movement, an interrupt in response, an ability in response: they resolve last in, first out', () => {
    const c = new TestCards();
    const boost: Ability = { kind: 'activated', cost: [], bullets: 1, effect: [{ do: 'activate', count: 1 }] };
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 2 }]);
    const r = play(position(c, {
      phase: 'move', hand: [[], [{ card: surge, name: 'surge' }]],
      row: world(c, { west: [[{ card: c.unit({ title: 'Booster', abilities: [boost] }), name: 'u' }], []] }),
      actions: [move('@u', '@mid'), { type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@surge' }, { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@u', ability: 0 }, ...passBoth(), ...passBoth(), ...passBoth()],
      expect: { stack: 0, initiative: 0, piles: { 0: { active: 2, used: 1 }, 1: { active: 4 } } },
    }));
    const log = logText(r);
    const order = ["Booster's ability resolves", 'Surge resolves', 'Booster moves to Testworld/Mid'].map((l) => log.indexOf(l));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(piles(r.state, 0).reserve).toBe(5);
  });

  it('EX-MOVE-02: Transport can\'t be used with a move outside your own move phase (the carried cards stay)', () => {
    // No card "move" effect exists in the vocabulary yet; what can be checked is that the only way to
    // carry cards along is the movement action, which the opponent can't take in your turn.
    const c = new TestCards();
    const transport: Ability = { kind: 'keyword', keyword: 'transport', value: 4 };
    const r = play(position(c, {
      phase: 'battle', turnPlayer: 1, initiative: 1,
      row: world(c, { orbit: [[{ card: c.ship({ fighter: false, abilities: [transport] }), name: 'zocho' }, { card: c.ship(), name: 'f1' }], []] }),
      actions: [{ type: 'pass', seat: 1 }, { ...move('@zocho', '@deep', { transport: ['@f1'] }), refused: 'R-TURN-03' }],
    }));
    expect([card(r, '@zocho').at, card(r, '@f1').at]).toEqual([id(r, '@orbit'), id(r, '@orbit')]);
  });
});
