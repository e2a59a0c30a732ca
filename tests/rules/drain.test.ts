// The control phase: the drain action (R-DRAIN) and EX-DRAIN-01.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import type { CardEntry, LocationEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { card, copies, logText, passBoth, piles, position, TestCards } from '../support/battle';

/** A site P2 played: `iconsOnP2Side` energy icons on P2's side (what P1's drain takes), 1 on P1's. */
function site(c: TestCards, name: string, p1: CardEntry[], p2: CardEntry[], iconsOnP2Side = 2, title = `Testworld/${name}`): LocationEntry {
  return { card: c.site(title, iconsOnP2Side, 1), name, controller: 1, cards: [p1, p2] };
}

describe('R-DRAIN: the drain action', () => {
  it('R-DRAIN-01: drain a location you control that has an energy icon on your opponent\'s side', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'control',
      row: [site(c, 'ours', [c.unit()], []), site(c, 'contested', [c.unit()], [c.unit()]), site(c, 'blank', [c.unit()], [], 0),
        site(c, 'empty', [], [c.unit()])],
      actions: [
        { type: 'drain', seat: 0, location: '@contested', refused: 'R-DRAIN-01' },
        { type: 'drain', seat: 0, location: '@blank', refused: 'R-DRAIN-01' },
        { type: 'drain', seat: 0, location: '@empty', refused: 'R-DRAIN-01' },
        { type: 'drain', seat: 0, location: '@ours' },
      ],
      expect: { stack: 1 },
    }));
    expect(r.refusals.map((x) => x.refusal.reason)).toEqual([
      "You don't control Testworld/contested: you need a ship or unit there and your opponent none.",
      "Testworld/blank has no energy icon on your opponent's side.",
      "You don't control Testworld/empty: you need a ship or unit there and your opponent none.",
    ]);
  });

  it('R-DRAIN-02: each location is drained at most once per control phase; each location separately', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'control', reserve: [copies(6, c.energy()), copies(8, c.energy())], active: [[], []],
      row: [site(c, 'a', [c.unit()], [], 2), site(c, 'b', [c.unit()], [], 1)],
      actions: [
        { type: 'drain', seat: 0, location: '@a' }, ...passBoth(),
        { type: 'drain', seat: 0, location: '@a', refused: 'R-DRAIN-02' },
        { type: 'drain', seat: 0, location: '@b' }, ...passBoth(),
      ],
      expect: { piles: { 1: { reserve: 5, lost: 3 } }, stack: 0 },
    }));
    expect(r.refusals[0].refusal.reason).toMatch(/already been drained this phase/);
  });

  it('R-DRAIN-03: the drain goes on the stack; when it resolves the opponent loses 1 per icon on their side', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'control', row: [site(c, 'here', [c.unit()], [], 3)], reserve: [copies(4, c.energy()), copies(6, c.energy())],
      active: [[], []],
      actions: [{ type: 'drain', seat: 0, location: '@here' }],
      expect: { stack: 1, piles: { 1: { lost: 0 } } },
    }));
    expect(r.state.stack[0]).toMatchObject({ kind: 'drain', seat: 0 });
    play(position(c, {
      phase: 'control', row: [site(c, 'here', [c.unit()], [], 3)], reserve: [copies(4, c.energy()), copies(6, c.energy())],
      active: [[], []],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, ...passBoth()],
      expect: { stack: 0, piles: { 1: { lost: 3, reserve: 3 } }, log: ['P2 loses 3 (R-DRAIN-03)'] },
    }));
  });

  it('R-DRAIN-04: drain modifiers apply when the drain resolves', () => {
    const c = new TestCards();
    const siphon: Ability = { kind: 'ongoing', change: { add: 2, to: 'drain' } };
    const demolish = c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['unit'] } }]);
    const r = play(position(c, {
      phase: 'control', reserve: [copies(4, c.energy()), copies(8, c.energy())], active: [[], []],
      hand: [[], [{ card: demolish, name: 'demolish' }]],
      row: [site(c, 'here', [c.unit(), { card: c.unit({ abilities: [siphon] }), name: 'siphon' }], [], 1)],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@demolish', targets: ['@siphon'] }, ...passBoth(1), ...passBoth(),
        { type: 'choose', seat: 1, choice: { lose: 'reserve' } }],
      expect: { stack: 0, piles: { 1: { lost: 1, reserve: 7 } }, log: ['P2 loses 1 (R-DRAIN-03)'] },
    }));
    expect(card(r, '@siphon').zone).toBe('lost');
    play(position(c, {
      phase: 'control', reserve: [copies(4, c.energy()), copies(8, c.energy())], active: [[], []],
      row: [site(c, 'here', [c.unit(), c.unit({ abilities: [siphon] })], [], 1)],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, ...passBoth()],
      expect: { piles: { 1: { lost: 3 } } },
    }));
  });

  it('R-DRAIN-04: a drain modifier applies only while its "as long as" condition holds, and lasting ones count too', () => {
    const c = new TestCards();
    const onlyInBattle: Ability = { kind: 'ongoing', while: { phase: 'battle' }, change: { add: 2, to: 'drain' } };
    play(position(c, {
      phase: 'control', reserve: [copies(4, c.energy()), copies(8, c.energy())], active: [[], []],
      row: [site(c, 'here', [c.unit({ abilities: [onlyInBattle] })], [], 1)],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, ...passBoth()],
      expect: { piles: { 1: { lost: 1, reserve: 7 } } },
    }));
    const tax = c.interrupt('Tax', [{ do: 'lasting', until: 'endOfTurn', change: { add: 1, to: 'drain' } }]);
    play(position(c, {
      phase: 'control', reserve: [copies(4, c.energy()), copies(8, c.energy())], active: [[], []], hand: [[{ card: tax, name: 'tax' }], []],
      row: [site(c, 'here', [c.unit()], [], 1)],
      actions: [{ type: 'play', seat: 0, card: '@tax' }, ...passBoth(), { type: 'drain', seat: 0, location: '@here' }, ...passBoth()],
      expect: { piles: { 1: { lost: 2, reserve: 6 } } },
    }));
  });

  it('R-DRAIN-05: "each time you drain here" triggers when the drain resolves, not when it is taken', () => {
    const c = new TestCards();
    const bonus: Ability = { kind: 'triggered', on: { drained: 'here', by: 'you' }, effect: [{ do: 'activate', count: 1 }] };
    const r = play(position(c, {
      phase: 'control', row: [site(c, 'here', [c.unit({ abilities: [bonus] })], [], 1)], active: [[], []],
      actions: [{ type: 'drain', seat: 0, location: '@here' }],
      expect: { stack: 1 },
    }));
    expect(r.state.triggers).toHaveLength(0);
    play(position(c, {
      phase: 'control', row: [site(c, 'here', [c.unit({ abilities: [bonus] })], [], 1)], active: [[], []],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, ...passBoth()],
      expect: { stack: 1, initiative: 0, piles: { 1: { lost: 1 }, 0: { active: 0 } } },
    }));
    play(position(c, {
      phase: 'control', row: [site(c, 'here', [c.unit({ abilities: [bonus] })], [], 1)], active: [[], []],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, ...passBoth(), ...passBoth()],
      expect: { stack: 0, piles: { 1: { lost: 1 }, 0: { active: 1 } } },
    }));
  });

  it('R-DRAIN-06: a pending drain can be canceled by "cancel target pending drain"', () => {
    const c = new TestCards();
    const stop = c.interrupt('Stop Drain', [{ do: 'cancel', target: 0 }], [{ select: {}, pending: 'drain' }]);
    const setup = (extra: { type: string; [k: string]: unknown }[]) => position(c, {
      phase: 'control', row: [site(c, 'here', [c.unit()], [], 2)], hand: [[], [{ card: stop, name: 'stop' }]], active: [[], []],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, { type: 'pass', seat: 0 }, ...extra],
    });
    const first = play(setup([]));
    const drainId = first.state.stack[0].id;
    const r = play({ ...setup([{ type: 'play', seat: 1, card: '@stop', targets: [`stack:${drainId}`] }, ...passBoth(1),
      { type: 'drain', seat: 0, location: '@here', refused: 'R-DRAIN-02' }]),
    expect: { stack: 0, initiative: 0, piles: { 1: { lost: 0, used: 1, reserve: 6 } } } });
    expect(logText(r)).toContain('A pending drain is canceled.');
    // Decision: the canceled drain still used up this location's drain for the phase (docs/rulings.md).
    expect(r.refusals[0].refusal.reason).toMatch(/already been drained this phase/);
  });

  it('R-DRAIN-07: the drain is checked again when it resolves; without control it is canceled', () => {
    const c = new TestCards();
    const demolish = c.interrupt('Demolish', [{ do: 'destroy', card: { target: 0 } }], [{ select: { kinds: ['unit'] } }]);
    const r = play(position(c, {
      phase: 'control', row: [site(c, 'here', [{ card: c.unit(), name: 'lone' }], [], 2)], active: [[], []],
      hand: [[], [{ card: demolish, name: 'demolish' }]],
      actions: [{ type: 'drain', seat: 0, location: '@here' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@demolish', targets: ['@lone'] }, ...passBoth(1), ...passBoth()],
      expect: { stack: 0, piles: { 1: { lost: 0, reserve: 6 } } },
    }));
    expect(logText(r)).toContain('The drain is canceled: You don\'t control Testworld/here');
  });

  it('R-DRAIN-08: interrupts may be played before, between and after drains', () => {
    const c = new TestCards();
    const surge = c.interrupt('Surge', [{ do: 'activate', count: 1 }]);
    const r = play(position(c, {
      phase: 'control', active: [[], []], hand: [[{ card: surge, name: 's1' }, { card: surge, name: 's2' }, { card: surge, name: 's3' }], []],
      reserve: [copies(6, c.energy()), copies(6, c.energy())],
      row: [site(c, 'a', [c.unit()], [], 1), site(c, 'b', [c.unit()], [], 1)],
      actions: [
        { type: 'play', seat: 0, card: '@s1' }, ...passBoth(),
        { type: 'drain', seat: 0, location: '@a' }, ...passBoth(),
        { type: 'play', seat: 0, card: '@s2' }, ...passBoth(),
        { type: 'drain', seat: 0, location: '@b' }, ...passBoth(),
        { type: 'play', seat: 0, card: '@s3' }, ...passBoth(),
      ],
      expect: { stack: 0, phase: 'control', piles: { 0: { active: 3 }, 1: { lost: 2 } } },
    }));
    expect(piles(r.state, 0).hand).toBe(0);
  });
});

describe('EX-DRAIN: worked examples', () => {
  it('EX-DRAIN-01: three units drain 2: the opponent loses a hand card and the reserve top; a second drain is refused', () => {
    const c = new TestCards();
    const r = play(position(c, {
      phase: 'control', active: [[], []], reserve: [copies(3, c.energy()), [{ card: c.energy(), name: 'top' }, c.energy(), c.energy()]],
      hand: [[], [{ card: c.energy(), name: 'handCard' }]],
      row: [site(c, 'bunker', [c.unit(), c.unit(), c.unit()], [], 2)],
      actions: [{ type: 'drain', seat: 0, location: '@bunker' }, ...passBoth(),
        { type: 'choose', seat: 1, choice: { loseFromHand: '@handCard' } }, // then the reserve top, the only option left
        { type: 'drain', seat: 0, location: '@bunker', refused: 'R-DRAIN-02' }],
      expect: { piles: { 1: { hand: 0, reserve: 2, lost: 2 } } },
    }));
    expect(card(r, '@top').zone).toBe('lost');
  });
});
