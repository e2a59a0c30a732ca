// Replacement effects (R-REPL) and the worked examples EX-REPL-01..03.
import { describe, expect, it } from 'vitest';
import { play } from '../support/scenario';
import { T, fill, idOf, player } from '../support/rulesCards';
import { C, CORE, core } from '../support/coreCards';

const battleAt = (step: 'window1' | 'window5') => ({ location: '@site', attacker: 0 as const, step });

describe('R-REPL: replacement effects', () => {
  it('R-REPL-01 / R-REPL-03 / EX-REPL-01: First Aid prevents a destruction in the end of battle step, with no stack and no initiative', () => {
    const r = play(core({
      phase: 'battle',
      players: [player({ assets: [{ card: C.firstAid, name: 'aid' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit', damaged: true }, T.hero], [T.hero]] }],
      battle: battleAt('window5'),
      actions: [
        { type: 'use', seat: 0, card: '@aid', ability: 0, targets: ['@unit'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { battle: null, stack: 0, cards: { '@unit': { zone: 'table', damaged: false } },
        log: ['Test Trooper is not destroyed: the destruction is prevented (R-REPL-03).'] },
    }));
    expect(r.state.watchers).toEqual([]);
  });

  it('R-REPL-03 / R-BSTEP-26: a card whose destruction is prevented but stays damaged is not destroyed a second time in that step', () => {
    // First Aid without its undamage: the card stays damaged after the prevention.
    const aid = CORE[C.firstAid];
    const bandage = { ...aid, title: 'Test Bandage', abilities: aid.abilities!.map((a) => (a.kind === 'activated'
      ? { ...a, effect: [{ do: 'preventNext' as const, event: 'destroyed' as const, card: { target: 0 } }] } : a)) };
    const r = play(core({
      phase: 'battle',
      players: [player({ assets: [{ card: 'T299', name: 'aid' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit', damaged: true }, T.hero], [T.hero]] }],
      battle: battleAt('window5'),
      extraCards: { T299: bandage },
      actions: [
        { type: 'use', seat: 0, card: '@aid', ability: 0, targets: ['@unit'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { battle: null, cards: { '@unit': { zone: 'table', damaged: true } } },
    }));
    expect(r.events.filter((e) => e.text.includes('Test Trooper is destroyed'))).toEqual([]);
  });

  it('R-REPL-03: a prevented destruction is replaced with nothing: no "destroyed" or "lost" trigger fires', () => {
    play(core({
      players: [player({ assets: [{ card: C.firstAid, name: 'aid' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.lossWatch, name: 'martyr' }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@aid', ability: 0, targets: ['@martyr'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@martyr'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { stack: 0, cards: { '@martyr': { zone: 'table' } }, piles: { 1: { lost: 0 } } },
    }));
  });

  it('R-REPL-02 / R-REPL-05 / EX-REPL-02: Shift in Tactics: no card is revealed for battle destiny; it is +X instead', () => {
    const r = play(core({
      phase: 'battle',
      players: [player({ reserve: fill(5, T.d6), hand: [{ card: C.shift, name: 'shift' }] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }], [T.hero]] }],
      battle: battleAt('window1'),
      actions: [
        { type: 'play', seat: 0, card: '@shift', targets: ['@hero'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { reveal: true } },
        { type: 'choose', seat: 1, choice: { reveal: true } },
      ],
      expect: { battle: { step: 'window2', destiny: [4, 2] }, piles: { 0: { reserve: 5 }, 1: { reserve: 4 } },
        log: ['P1 reveals no card: battle destiny +4 instead (R-REPL-02).'] },
    }));
    expect(r.state.watchers).toEqual([]);
  });

  it('R-REPL-02: with no card revealed, "each time you reveal a card for battle destiny" does not trigger (Price of the Game)', () => {
    play(core({
      phase: 'battle',
      players: [player({ reserve: fill(5, T.d6), hand: [{ card: C.shift, name: 'shift' }], assets: [C.priceOfGame] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }], [T.hero]] }],
      battle: battleAt('window1'),
      actions: [
        { type: 'play', seat: 0, card: '@shift', targets: ['@hero'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { reveal: true } },
        { type: 'choose', seat: 1, choice: { reveal: true } },
      ],
      expect: { battle: { step: 'window2', destiny: [4, 2] }, piles: { 0: { reserve: 5, hand: 0 } } },
    }));
  });

  it('R-REPL-05: Shift in Tactics does not replace a destiny revealed by a card during the battle', () => {
    const r = play(core({
      phase: 'battle',
      players: [player({ reserve: fill(5, T.d2), hand: [{ card: C.shift, name: 'shift' }, { card: C.quickDraw, name: 'draw' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }], [T.hero]] }],
      battle: battleAt('window1'),
      actions: [
        { type: 'play', seat: 0, card: '@shift', targets: ['@hero'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@draw' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { piles: { 0: { reserve: 2, hand: 2 } }, log: ['P1 reveals Destiny 2 for Test Quick Draw: destiny 2.'] },
    }));
    expect(r.state.watchers).toEqual([expect.objectContaining({ kind: 'replaceBattleDestiny', seat: 0, value: 4 })]);
  });

  it('R-REPL-04 / EX-REPL-03: a second Shift in Tactics has nothing to replace and is canceled when the battle ends', () => {
    const r = play(core({
      phase: 'battle',
      players: [player({ reserve: fill(5, T.d6), hand: [{ card: C.shift, name: 'shift' }, { card: C.shift, name: 'shift2' }] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'hero' }, { card: T.trooper, name: 'trooper' }], [T.hero]] }],
      battle: battleAt('window1'),
      actions: [
        { type: 'play', seat: 0, card: '@shift', targets: ['@hero'] },
        { type: 'play', seat: 0, card: '@shift2', targets: ['@trooper'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { reveal: true } },
        { type: 'choose', seat: 1, choice: { reveal: true } },
      ],
      // The second (trooper, tactics 2) resolved first and was the first to wait, so it replaced the reveal.
      expect: { battle: { step: 'window2', destiny: [2, 2] }, piles: { 0: { reserve: 5 } } },
    }));
    expect(r.state.watchers).toHaveLength(1);
    // With tactics under 4 no card is revealed at all: the Shift waits, and goes when the battle ends.
    const passes = Array.from({ length: 5 }, () => [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }]).flat();
    const end = play(core({
      phase: 'battle',
      players: [player({ hand: [{ card: C.shift, name: 'shift' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'trooper' }], [T.trooper]] }],
      battle: battleAt('window1'),
      actions: [
        { type: 'play', seat: 0, card: '@shift', targets: ['@trooper'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        ...passes,
      ],
      expect: { battle: null, phase: 'battle' },
    }));
    expect(end.state.watchers).toEqual([]);
  });

  it('R-REPL-04: an event is replaced only once: of two preventions waiting, one is used up', () => {
    const r = play(core({
      players: [player({ assets: [{ card: C.firstAid, name: 'aid' }, { card: C.firstAid, name: 'aid2' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@aid', ability: 0, targets: ['@unit'] },
        { type: 'use', seat: 0, card: '@aid2', ability: 0, targets: ['@unit'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@unit'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { cards: { '@unit': { zone: 'table' } } },
    }));
    expect(r.state.watchers).toEqual([expect.objectContaining({ kind: 'preventDestroy', card: idOf(r, 'unit'), source: idOf(r, 'aid') })]);
  });
});
