// Playing cards (R-PLAY), units (R-UNIT), ships (R-SHIP), weapons (R-WEAPON), assets (R-ASSET),
// orders (R-ORDER), interrupts (R-INTR), and capacity (EX-CAP). Positions use the test-only
// cards of tests/support/rulesCards.ts.
import type { Ability } from '../../src/engine/abilities/vocabulary';
import { describe, expect, it } from 'vitest';
import { apply, freeCapacity, legalActions, totalPower, totalTactics } from '../../src/engine';
import type { ScenarioResult } from '../../src/scenario/run';
import type { LocationEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { T, character, fill, idOf, order, piles, player, position, ship, site, weapon } from '../support/rulesCards';

const reason = (r: ScenarioResult, i = 0) => r.refusals[i].refusal.reason;

describe('R-PLAY: the play procedure and costs', () => {
  it('R-PLAY-01: only interrupts are played outside your deploy phase', () => {
    const r = play(position({
      phase: 'control',
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }, { card: T.boost, name: 'boost' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@site', refused: 'R-PLAY-01' },
        { type: 'play', seat: 0, card: '@boost' },
      ],
      expect: { stack: 1 },
    }));
    expect(reason(r)).toBe('Only interrupts can be played outside your deploy phase; Test Trooper is a character.');
  });

  it('R-PLAY-01: every copy in hand is offered, each with the same plays', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'one' }, { card: T.trooper, name: 'two' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
    }));
    const plays = legalActions(r.state).filter((a) => a.type === 'play');
    const one = r.loaded.ref('@one', 'one');
    const two = r.loaded.ref('@two', 'two');
    const of = (card: string) => plays.filter((a) => a.card === card).map((a) => ({ ...a, card: 'X' }));
    expect(of(one).length).toBeGreaterThan(0);
    expect(of(two)).toEqual(of(one));
  });

  it("R-PLAY-01: not in the opponent's deploy phase either, even holding initiative", () => {
    play(position({
      turnPlayer: 1, initiative: 0,
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@trooper', at: '@site', refused: 'R-PLAY-01' }],
    }));
  });

  it('R-PLAY-02: an illegal play leaves the game exactly as it was; a legal one is pending with costs paid', () => {
    const r = play(position({
      players: [player({ active: fill(2), hand: [{ card: T.tank, name: 'tank' }, { card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
    }));
    const before = JSON.stringify(r.state);
    const refused = apply(r.state, { type: 'play', seat: 0, card: idOf(r, 'tank'), at: idOf(r, 'site') });
    expect(refused).toEqual({ ok: false, refusal: { rule: 'R-PLAY-04', reason: 'Test Tank costs 3 energy; your active pile has 2.' } });
    expect(JSON.stringify(r.state)).toBe(before);
    const ok = apply(r.state, { type: 'play', seat: 0, card: idOf(r, 'trooper'), at: idOf(r, 'site') });
    if (!ok.ok) throw new Error(ok.refusal.reason);
    expect(ok.state.stack).toEqual([expect.objectContaining({ kind: 'card', card: idOf(r, 'trooper'), at: idOf(r, 'site') })]);
    expect(ok.state.players[0].hand).toEqual([idOf(r, 'tank')]);
    expect(ok.state.players[0].active.length).toBe(1);
    expect(ok.state.players[0].used.length).toBe(1);
  });

  it('R-PLAY-02: requirements (step 2) are met before costs (step 5): a destiny card with an empty reserve', () => {
    const r = play(position({
      players: [player({ reserve: [], active: fill(1), hand: [{ card: 'T40', name: 'deal' }] }), player()],
      extraCards: { T40: order('Test Deal', 'Used', { cost: 3, abilities: [{ kind: 'onPlay', effect: [{ do: 'draw', count: { destiny: 'you' } }] }] }) },
      actions: [{ type: 'play', seat: 0, card: '@deal', refused: 'R-DESTINY-04' }],
    }));
    expect(reason(r)).toBe('Test Deal reveals destiny and your reserve is empty.');
  });

  it('R-PLAY-03: the energy cost moves cards from active to used; the support cost needs icons; other costs are paid too', () => {
    const r = play(position({
      players: [player({ hand: [{ card: 'T40', name: 'elite' }, { card: 'T41', name: 'zealot' }, { card: T.tank, name: 'tank' }] }), player()],
      extraCards: {
        T40: character('Test Elite', [3, 3, 3], { cost: 2, faction: 'Gongen', support: { Gongen: 2 } }),
        T41: character('Test Zealot', [3, 3, 3], { cost: 0, abilities: [] }),
      },
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@elite', at: '@site', refused: 'R-PLAY-03' },
        { type: 'play', seat: 0, card: '@tank', at: '@site' },
      ],
      expect: { piles: { 0: { active: 2, used: 3 } } },
    }));
    expect(reason(r)).toBe('Test Elite needs 2 Gongen support icons on your side; you have 1.');
  });

  it('R-PLAY-03: an additional cost in an ability ("lose 1 energy") is paid as the card is played', () => {
    play(position({
      players: [player({ hand: [{ card: 'T40', name: 'zealot' }] }), player()],
      extraCards: { T40: order('Test Sacrifice', 'Used', { abilities: [{ kind: 'onPlay', extraCost: [{ lose: 1 }], effect: [{ do: 'activate', count: 1 }] }] }) },
      actions: [
        { type: 'play', seat: 0, card: '@zealot' },
        { type: 'choose', seat: 0, choice: { lose: 'active' } },
      ],
      expect: { stack: 1, piles: { 0: { lost: 1, active: 4 } }, decision: null },
    }));
  });

  it("R-PLAY-04: all costs at once; if one part can't be paid, nothing is paid", () => {
    const r = play(position({
      extraCards: { T40: character('Test Zealot', [1, 1, 1], { abilities: [
        { kind: 'activated', cost: [{ pay: 2 }, { dismiss: { kinds: ['unit'], at: 'here', other: true } }], effect: [{ do: 'activate', count: 3 }] }] }) },
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: 'T40', name: 'zealot' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@zealot', ability: 0, refused: 'R-PLAY-04' }],
      expect: { piles: { 0: { active: 5, used: 0 } }, stack: 0 },
    }));
    expect(reason(r)).toBe('You have no card that can pay this cost.');
  });

  it('R-PLAY-05: two cards with identical costs are each paid for', () => {
    const pump = { kind: 'activated' as const, cost: [{ pay: 1 }], effect: [] };
    play(position({
      extraCards: { T40: character('Test Pump', [1, 1, 1], { abilities: [pump] }) },
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: 'T40', name: 'a' }, { card: 'T40', name: 'b' }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@a', ability: 0 },
        { type: 'use', seat: 0, card: '@b', ability: 0 },
      ],
      expect: { stack: 2, piles: { 0: { active: 3, used: 2 } } },
    }));
  });

  it('R-PLAY-06: costs stay paid when the card is canceled', () => {
    play(position({
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player({ hand: [{ card: T.counter, name: 'counter' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@counter', targets: ['stack:1'] },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
      ],
      expect: {
        stack: 0,
        piles: { 0: { active: 4, used: 1, lost: 1, reserve: 5 } },
        cards: { '@boost': { zone: 'lost' }, '@counter': { zone: 'lost' } },
      },
    }));
  });

  it('R-PLAY-07: a card whose effect will do nothing may be played, but every target must be chosen', () => {
    const r = play(position({
      players: [player({ reserve: [], hand: [{ card: T.boost, name: 'boost' }, { card: T.strike, name: 'strike' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@strike', refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@boost' },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 1 },
      ],
      expect: { piles: { 0: { active: 4, used: 2, reserve: 0 } }, cards: { '@boost': { zone: 'used' } } },
    }));
    expect(reason(r)).toBe('Choose 1 target.');
  });

  it("R-PLAY-08: a unit's site is a target, re-checked on resolution (AMB-19: it goes to the used pile)", () => {
    play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'late' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.barrenSite, name: 'barren', controller: 0, cards: [[{ card: T.trooper, name: 'first' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@late', at: '@barren' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@first'] },
        { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 },
        { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@first': { zone: 'lost' }, '@late': { zone: 'used' } }, log: ["Test Trooper can't enter play"] },
    }));
  });

  it('R-PLAY-08: a weapon whose host leaves play while it is pending does not enter play', () => {
    play(position({
      players: [player({ hand: [{ card: T.rifle, name: 'rifle' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'host' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@rifle', at: '@host' },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@host'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@host': { zone: 'lost' }, '@rifle': { zone: 'used' } } },
    }));
  });

  it('R-PLAY-09: "you may play" works from the hand; "as an additional cost" works on the stack', () => {
    play(position({
      players: [player({ active: [], hand: [{ card: 'T40', name: 'guest' }, { card: 'T41', name: 'toll' }] }), player()],
      extraCards: {
        T40: character('Test Guest', [1, 1, 1], { cost: 3, abilities: [{ kind: 'play', rule: { costLess: 'all', if: { card: 'here', is: { kinds: ['site'] } } } }] }),
        T41: order('Test Toll', 'Used', { abilities: [{ kind: 'onPlay', extraCost: [{ lose: 1 }], effect: [] }] }),
      },
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@guest', at: '@site' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@toll' },
      ],
      // The only energy left is the reserve, so the engine takes the lost card from it.
      expect: { cards: { '@guest': { zone: 'table', at: '@site' }, '@toll': { zone: 'stack' } }, piles: { 0: { reserve: 4, lost: 1 } } },
    }));
  });

  it('R-PLAY-10: a cost modifier changes the energy paid, never below 0 (AMB-25)', () => {
    const cheaper = (n: number): Ability => ({ kind: 'ongoing', change: { costs: n, to: 'play', of: { kinds: ['unit'], at: 'related', where: { kinds: ['site'] } } } });
    play(position({
      players: [player({ hand: [{ card: T.tank, name: 'tank' }, { card: T.trooper, name: 'trooper' }] }), player()],
      extraCards: { T40: site('Ganymede/Test Discount', [1, 1], { abilities: [cheaper(-1)] }), T41: site('Ganymede/Test Free Site', [1, 1], { abilities: [cheaper(-2)] }) },
      row: [{ card: 'T40', name: 'discount', controller: 0 }, { card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@tank', at: '@site' }],
      expect: { piles: { 0: { active: 3, used: 2 } }, log: ['plays Test Tank at Ganymede/Test Site A for 2 energy'] },
    }));
    play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player()],
      extraCards: { T41: site('Ganymede/Test Free Site', [1, 1], { abilities: [cheaper(-2)] }) },
      row: [{ card: 'T41', name: 'free', controller: 0 }, { card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@trooper', at: '@site' }],
      expect: { piles: { 0: { active: 5, used: 0 } }, stack: 1 },
    }));
  });

  it('R-PLAY-11: a unit resolving enters play; an order performs its effect, then goes to its pile', () => {
    play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }, { card: T.usedOrder, name: 'orders' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@site' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@orders' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: {
        cards: { '@trooper': { zone: 'table', at: '@site' }, '@orders': { zone: 'used' } },
        // 5 active - 1 (trooper) - 1 (orders) + 1 activated
        piles: { 0: { active: 4, used: 3, reserve: 4 } },
        log: ['Test Trooper enters play at Ganymede/Test Site A', 'Test Orders resolves', 'P1 activates 1'],
      },
    }));
  });
});

describe('R-UNIT: characters, NōBots and vehicles', () => {
  it('R-UNIT-01: characters, NōBots and vehicles are all units played at sites', () => {
    play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'c' }, { card: T.bot, name: 'n' }, { card: T.tank, name: 'v' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@c', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@n', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@v', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@c': { at: '@site' }, '@n': { at: '@site' }, '@v': { at: '@site' } } },
    }));
  });

  it('R-UNIT-02: a unit needs an empty stack', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@a', at: '@site' },
        { type: 'play', seat: 0, card: '@b', at: '@site', refused: 'R-STACK-02' },
      ],
    }));
    expect(reason(r)).toBe('Cards other than interrupts need an empty stack.');
  });

  it("R-UNIT-03: a unit enters play at a site or aboard one of your ships, not at a sector or aboard the opponent's ship", () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: T.fighter, name: 'mine' }], [{ card: T.fighter, name: 'theirs' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@orbit', refused: 'R-UNIT-03' },
        { type: 'play', seat: 0, card: '@trooper', at: '@theirs', refused: 'R-UNIT-03' },
        { type: 'play', seat: 0, card: '@trooper', at: '@mine' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@trooper': { zone: 'table', under: '@mine' } } },
    }));
    expect(reason(r, 0)).toBe('A unit is played at a site (or aboard your ship at a sector).');
    expect(reason(r, 1)).toBe('A unit can go aboard only one of your own ships.');
  });

  it('R-UNIT-04: a unit needs an energy icon on your side of the site, or another unit of yours there', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }] }), player()],
      row: [
        { card: T.barrenSite, name: 'barren', controller: 0 },
        { card: T.loneSite, name: 'lone', controller: 1 },
        { card: T.siteC, name: 'held', controller: 0 },
      ],
      extraCards: { T8: site('Ganymede/Test Site C', [0, 0]) },
      actions: [
        { type: 'play', seat: 0, card: '@a', at: '@barren', refused: 'R-UNIT-04' },
        // The opponent's site: its top-edge icon is on your side.
        { type: 'play', seat: 0, card: '@a', at: '@lone' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@a': { at: '@lone' } } },
    }));
    expect(reason(r)).toBe('Vesta/Barren Site has no energy icon on your side and you have no unit there.');
    play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'b' }] }), player()],
      row: [{ card: T.barrenSite, name: 'barren', controller: 0, cards: [[{ card: T.bot, name: 'bot' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@b', at: '@barren' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@b': { at: '@barren' } } },
    }));
  });

  it('R-UNIT-05 / EX-CAP-02: a ship of capacity 3 with Hannya (size 1) aboard has no room for Deigan (size 3)', () => {
    const r = play(position({
      players: [player({ hand: [{ card: 'T42', name: 'deigan' }] }), player()],
      extraCards: {
        T40: ship('Test Transport', [2, 2, 2], 3, { capital: true }),
        T41: character('Hannya', [2, 2, 2], { labels: ['Inverter'], inverted: { power: 4, tactics: 2, defense: 2 },
          invertedAbilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] }),
        T42: character('Deigan', [3, 3, 3], { abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] }),
      },
      row: [{ card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: 'T40', name: 'ship', beneath: [{ card: 'T41', name: 'hannya' }] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@deigan', at: '@ship', refused: 'R-UNIT-05' }],
    }));
    expect(reason(r)).toBe('Test Transport has 2 capacity left; Deigan needs 3.');
  });

  it('R-UNIT-06: Scouting lets a character be played at a site with no energy icon on your side (AMB-08)', () => {
    play(position({
      players: [player({ hand: [{ card: T.scout, name: 'scout' }] }), player()],
      row: [{ card: T.barrenSite, name: 'barren', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@scout', at: '@barren' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@scout': { zone: 'table', at: '@barren' } } },
    }));
  });

  it('R-UNIT-07: units aboard ships add no power or tactics to a sector battle', () => {
    const r = play(position({
      phase: 'battle',
      row: [{ card: T.ganySector, name: 'orbit', controller: 0, cards: [
        [{ card: T.cruiser, name: 'cruiser', beneath: [{ card: T.hero, name: 'hero' }, { card: T.pilot, name: 'pilot' }] }],
        [{ card: T.fighter, name: 'fighter' }]] }],
      battle: { location: '@orbit', step: 'window3', destiny: [0, 0] },
    }));
    // Cruiser 6/3 + Piloting 1 of its pilot; the hero (4/4) adds nothing.
    expect(totalPower(r.state, 0).value).toBe(7);
    expect(totalTactics(r.state, 0)).toBe(4);
    expect(totalPower(r.state, 1).value).toBe(3);
  });

  it('R-UNIT-08: a unit that needs company is dismissed when it enters play with no other unit of yours there', () => {
    const loner = character('Test Zealous Squad', [4, 1, 4], { abilities: [{ kind: 'play', rule: { mustHaveOtherUnitHere: true } }] });
    play(position({
      players: [player({ hand: [{ card: 'T40', name: 'squad' }] }), player()],
      extraCards: { T40: loner },
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'enemy' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@squad', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@squad': { zone: 'lost' } }, log: ['is dismissed (R-UNIT-08)'] },
    }));
    play(position({
      players: [player({ hand: [{ card: 'T40', name: 'squad' }] }), player()],
      extraCards: { T40: loner },
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'friend' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@squad', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@squad': { zone: 'table', at: '@site' } } },
    }));
  });
});

describe('R-SHIP: ships', () => {
  it('R-SHIP-01: a ship is played at a sector, in your deploy phase', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.fighter, name: 'fighter' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }, { card: T.ganySector, name: 'orbit', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@fighter', at: '@site', refused: 'R-SHIP-01' },
        { type: 'play', seat: 0, card: '@fighter', at: '@orbit' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@fighter': { at: '@orbit' } }, piles: { 0: { active: 3 } } },
    }));
    expect(reason(r)).toBe('A ship is played at a sector.');
  });

  it('R-SHIP-02: the sector needs an energy icon on your side, another ship of yours, or Scouting', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.fighter, name: 'a' }, { card: T.scoutShip, name: 'scout' }] }), player()],
      row: [{ card: T.barrenSector, name: 'void', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@a', at: '@void', refused: 'R-SHIP-02' },
        { type: 'play', seat: 0, card: '@scout', at: '@void' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@a', at: '@void' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@scout': { at: '@void' }, '@a': { at: '@void' } } },
    }));
    expect(reason(r)).toBe('Ceti/Barren Sector has no energy icon on your side and you have no ship there.');
  });

  it('R-SHIP-03: ships fight only in space: a ship cannot move to a site', () => {
    const r = play(position({
      phase: 'move',
      row: [{ card: T.siteA, name: 'site', controller: 0 }, { card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: T.fighter, name: 'f' }], []] }],
      actions: [{ type: 'move', seat: 0, card: '@f', to: '@site', refused: 'R-MOVE-04' }],
    }));
    expect(reason(r)).toBe('A ship moves from its sector to another sector.');
  });

  it('R-SHIP-04 / EX-CAP-01: capacity 4 with a size-1 unit aboard takes a size-2 unit, then has 1 left', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.bot, name: 'bot' }, { card: T.bot, name: 'bot2' }] }), player()],
      row: [{ card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: T.cruiser, name: 'ship', beneath: [{ card: T.trooper, name: 'one' }] }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@bot', at: '@ship' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@bot2', at: '@ship', refused: 'R-UNIT-05' },
      ],
      expect: { cards: { '@bot': { under: '@ship' } } },
    }));
    expect(freeCapacity(r.state, idOf(r, 'ship'))).toBe(1);
    expect(reason(r)).toBe('Test Cruiser has 1 capacity left; Test Bot needs 2.');
  });

  it('R-SHIP-05 / EX-CAP-03: inverting Hannya to size 3 aboard a full ship is legal and removes nothing', () => {
    const r = play(position({
      extraCards: {
        T40: character('Hannya', [2, 2, 2], { labels: ['Inverter'], inverted: { power: 4, tactics: 2, defense: 2 },
          abilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }],
          invertedAbilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] }),
        T41: character('Deigan', [3, 3, 3], { abilities: [{ kind: 'keyword', keyword: 'size', value: 3 }] }),
      },
      row: [{ card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: T.cruiser, name: 'ship',
        beneath: [{ card: 'T40', name: 'hannya' }, { card: 'T41', name: 'deigan' }] }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@hannya', ability: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@hannya': { under: '@ship', inverted: true }, '@deigan': { under: '@ship' } } },
    }));
    expect(freeCapacity(r.state, idOf(r, 'ship'))).toBe(-2);
  });
});

describe('R-WEAPON: weapons', () => {
  it('R-WEAPON-01: a weapon is played in your deploy phase', () => {
    play(position({
      phase: 'move',
      players: [player({ hand: [{ card: T.rifle, name: 'rifle' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'host' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@rifle', at: '@host', refused: 'R-PLAY-01' }],
    }));
  });

  it('R-WEAPON-02: a weapon goes beneath your card of its kind; a (FIGHTER) weapon only on a fighter', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.rifle, name: 'rifle' }, { card: T.fighterGun, name: 'gun' }, { card: T.shipGun, name: 'cannon' }] }), player()],
      row: [
        { card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'trooper' }], []] },
        { card: T.ganySector, name: 'orbit', controller: 0, cards: [[{ card: T.cruiser, name: 'cruiser' }, { card: T.fighter, name: 'fighter' }], []] },
      ],
      actions: [
        { type: 'play', seat: 0, card: '@rifle', at: '@cruiser', refused: 'R-WEAPON-02' },
        { type: 'play', seat: 0, card: '@gun', at: '@cruiser', refused: 'R-WEAPON-02' },
        { type: 'play', seat: 0, card: '@gun', at: '@fighter' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@cannon', at: '@cruiser' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@rifle', at: '@trooper' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@gun': { under: '@fighter' }, '@cannon': { under: '@cruiser' }, '@rifle': { under: '@trooper' } } },
    }));
    expect(reason(r, 0)).toBe('Test Rifle goes beneath your character.');
    expect(reason(r, 1)).toBe('Test Fighter Gun goes beneath your fighter.');
  });

  it("R-WEAPON-03: a weapon can't go beneath the opponent's card", () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.rifle, name: 'rifle' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'enemy' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@rifle', at: '@enemy', refused: 'R-WEAPON-03' }],
    }));
    expect(reason(r)).toBe('A weapon may go only beneath one of your own cards.');
  });

  it('R-WEAPON-04: a card may have only one weapon beneath it', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.rifle, name: 'rifle' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [T.rifle, T.medal] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@rifle', at: '@host', refused: 'R-WEAPON-04' }],
    }));
    expect(reason(r)).toBe('Test Trooper already has a weapon beneath it.');
  });

  it("R-WEAPON-05: a weapon can't be moved from card to card", () => {
    play(position({
      phase: 'move',
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'a', beneath: [{ card: T.rifle, name: 'rifle' }] }, { card: T.trooper, name: 'b' }], []] }],
      actions: [
        { type: 'move', seat: 0, card: '@rifle', to: '@b', refused: 'R-MOVE-03' },
        { type: 'move', seat: 0, card: '@rifle', to: '@site', refused: 'R-MOVE-03' },
      ],
      expect: { cards: { '@rifle': { under: '@a' } } },
    }));
  });

  it('R-WEAPON-06: a weapon moves with its host and is lost when the host leaves play', () => {
    const r = play(position({
      phase: 'move',
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [{ card: T.rifle, name: 'rifle' }] }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        { type: 'move', seat: 0, card: '@host', to: '@b' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@host': { at: '@b' }, '@rifle': { under: '@host' } } },
    }));
    expect(r.state.table[idOf(r, 'rifle')]).toEqual({ controller: 0, under: idOf(r, 'host') });
    play(position({
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      initiative: 1,
      row: [{ card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [{ card: T.rifle, name: 'rifle' }] }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@strike', targets: ['@host'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@host': { zone: 'lost' }, '@rifle': { zone: 'lost' } }, piles: { 0: { lost: 2 } } },
    }));
  });

  it('R-WEAPON-07: weapon abilities may be used in the last battle window', () => {
    const blaster = weapon('Test Blaster', 'Character', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }],
      targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', inBattle: true, damaged: false } }], effect: [{ do: 'damage', card: { target: 0 } }] }] });
    play(position({
      phase: 'battle',
      extraCards: { T40: blaster },
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [
        [{ card: T.trooper, name: 'host', beneath: [{ card: 'T40', name: 'blaster' }] }], [{ card: T.trooper, name: 'enemy' }]] }],
      battle: { location: '@site', step: 'window5' },
      actions: [{ type: 'use', seat: 0, card: '@blaster', ability: 0, targets: ['@enemy'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@enemy': { damaged: true } } },
    }));
  });
});

describe('R-ASSET: assets', () => {
  it('R-ASSET-01: an asset is played in your deploy phase', () => {
    play(position({
      phase: 'control',
      players: [player({ hand: [{ card: T.banner, name: 'banner' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@banner', refused: 'R-PLAY-01' }],
    }));
  });

  it('R-ASSET-02: an asset without a kind goes on the table by itself; one with a kind goes beneath a card of that kind', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.banner, name: 'banner' }, { card: T.medal, name: 'medal' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'trooper' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@banner', at: '@trooper', refused: 'R-ASSET-02' },
        { type: 'play', seat: 0, card: '@medal', at: '@site', refused: 'R-ASSET-02' },
        { type: 'play', seat: 0, card: '@banner' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@medal', at: '@trooper' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@banner': { zone: 'table' }, '@medal': { under: '@trooper' } } },
    }));
    expect(r.state.table[idOf(r, 'banner')]).toEqual({ controller: 0 });
    expect(reason(r, 0)).toBe('Test Banner goes on the table by itself.');
    expect(reason(r, 1)).toBe('Test Medal goes beneath a character.');
  });

  it("R-ASSET-03: an asset goes beneath your own card, unless it says it may go beneath the opponent's", () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.medal, name: 'medal' }, { card: T.gift, name: 'gift' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'enemy' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@medal', at: '@enemy', refused: 'R-ASSET-03' },
        { type: 'play', seat: 0, card: '@gift', at: '@enemy' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@gift': { under: '@enemy', controller: 0 } } },
    }));
    expect(reason(r)).toBe('Test Medal may go only beneath one of your own cards.');
  });

  it('R-ASSET-04: a card may have any number of assets beneath it', () => {
    play(position({
      players: [player({ hand: [{ card: T.medal, name: 'third' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [T.medal, T.medal] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@third', at: '@host' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@third': { under: '@host' } } },
    }));
  });

  it('R-ASSET-05: cards an asset stacks on itself are not in play: they cannot be chosen as targets', () => {
    const r = play(position({
      players: [player({ assets: [{ card: T.banner, name: 'banner', stacked: [{ card: T.trooper, name: 'kept' }] }] }),
        player({ hand: [{ card: T.strike, name: 'strike' }] })],
      initiative: 1,
      actions: [{ type: 'play', seat: 1, card: '@strike', targets: ['@kept'], refused: 'R-TGT-04' }],
      expect: { cards: { '@kept': { zone: 'stacked' } } },
    }));
    expect(reason(r)).toBe('That is not a legal target.');
  });

  it('R-ASSET-06: an asset moves with its host and is lost when the host leaves play', () => {
    play(position({
      phase: 'move',
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [{ card: T.medal, name: 'medal' }] }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [{ type: 'move', seat: 0, card: '@host', to: '@b' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@host': { at: '@b' }, '@medal': { under: '@host' } } },
    }));
    play(position({
      initiative: 1,
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [{ card: T.medal, name: 'medal' }] }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@strike', targets: ['@host'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@medal': { zone: 'lost' } } },
    }));
  });
});

describe('R-ORDER: orders', () => {
  it("R-ORDER-01: an order is played only in your own deploy phase with an empty stack", () => {
    play(position({
      turnPlayer: 1, initiative: 0,
      players: [player({ hand: [{ card: T.usedOrder, name: 'orders' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@orders', refused: 'R-PLAY-01' }],
    }));
    play(position({
      players: [player({ hand: [{ card: T.usedOrder, name: 'orders' }, { card: T.boost, name: 'boost' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@boost' }, { type: 'play', seat: 0, card: '@orders', refused: 'R-STACK-02' }],
    }));
  });

  it('R-ORDER-02: an ORDER (USED) goes on top of the used pile, an ORDER (LOST) to the lost pile', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.usedOrder, name: 'used' }, { card: T.lostOrder, name: 'lost' }, { card: T.eitherOrder, name: 'either' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@used' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@lost' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@either', mode: 'lost' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@used': { zone: 'used' }, '@lost': { zone: 'lost' }, '@either': { zone: 'lost' } } },
    }));
    // Used pile, top first: Test Last Orders' cost, Test Orders, Test Orders' cost.
    expect(r.state.players[0].used[1]).toBe(idOf(r, 'used'));
    // 5 active - 2 paid + 1 + 1 + 3 activated
    expect(piles(r, 0)).toEqual({ reserve: 0, active: 8, used: 3, lost: 2, hand: 0 });
  });

  it('R-ORDER-03: an order never enters play; its effects are carried out before it goes to its pile', () => {
    const r = play(position({
      players: [player({ hand: [{ card: 'T40', name: 'levy' }] }), player()],
      extraCards: { T40: order('Test Levy', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'lose', who: 'you', count: 1 }] }] }) },
      actions: [{ type: 'play', seat: 0, card: '@levy' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { decision: 'lose', cards: { '@levy': { zone: 'stack' } } },
    }));
    expect(r.state.table[idOf(r, 'levy')]).toBeUndefined();
    const done = apply(r.state, { type: 'choose', seat: 0, choice: { lose: 'reserve' } });
    if (!done.ok) throw new Error(done.refusal.reason);
    expect(done.state.players[0].used[0]).toBe(idOf(r, 'levy'));
  });

  it('R-ORDER-04: a canceled order goes to the lost pile, even an ORDER (USED)', () => {
    play(position({
      players: [player({ hand: [{ card: T.usedOrder, name: 'orders' }] }), player({ hand: [{ card: T.counter, name: 'counter' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@orders' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@counter', targets: ['stack:1'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { cards: { '@orders': { zone: 'lost' } }, piles: { 0: { reserve: 5 } } },
    }));
  });
});

describe('R-INTR: interrupts', () => {
  it("R-INTR-01: an interrupt may be played in the opponent's turn, onto a stack that is not empty", () => {
    play(position({
      phase: 'control', initiative: 1,
      players: [player(), player({ hand: [{ card: T.boost, name: 'boost' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[{ card: T.trooper, name: 't' }], []] }],
      stack: [{ kind: 'drain', seat: 0, location: '@site' }],
      actions: [{ type: 'play', seat: 1, card: '@boost' }],
      expect: { stack: 2 },
    }));
  });

  it('R-INTR-02: interrupts are the only cards played outside your deploy phase', () => {
    play(position({
      phase: 'draw',
      players: [player({ hand: [{ card: T.boost, name: 'boost' }, { card: T.usedOrder, name: 'orders' }, { card: T.banner, name: 'banner' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@orders', refused: 'R-PLAY-01' },
        { type: 'play', seat: 0, card: '@banner', refused: 'R-PLAY-01' },
        { type: 'play', seat: 0, card: '@boost' },
      ],
      expect: { stack: 1 },
    }));
  });

  it('R-INTR-03: a (USED OR LOST) interrupt is played for one of its effects, which decides its pile', () => {
    const r = play(position({
      phase: 'control',
      players: [player({ hand: [{ card: T.eitherInterrupt, name: 'either' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@either', refused: 'R-INTR-03' },
        { type: 'play', seat: 0, card: '@either', mode: 'used' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@either': { zone: 'used' } }, piles: { 0: { active: 6, reserve: 4 } } },
    }));
    expect(reason(r)).toBe("Choose which of Test Either Interrupt's effects to play (used or lost).");
  });

  it('R-INTR-04: an interrupt never enters play', () => {
    const r = play(position({
      phase: 'battle',
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@boost' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@boost': { zone: 'used' } } },
    }));
    expect(Object.keys(r.state.table)).toEqual([]);
  });

  it('R-INTR-05: a canceled interrupt goes to the lost pile; one whose effect is canceled goes to its normal pile', () => {
    play(position({
      phase: 'control',
      players: [player({ hand: [{ card: T.strike, name: 'mine' }] }), player({ hand: [{ card: T.strike, name: 'theirs' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'target' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@mine', targets: ['@target'] }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@theirs', targets: ['@target'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@target': { zone: 'lost' }, '@mine': { zone: 'used' }, '@theirs': { zone: 'used' } },
        log: ["Test Strike's effect is canceled: a target is no longer legal"] },
    }));
  });

  it('R-INTR-06: an interrupt with two bullets may be played twice each turn', () => {
    const r = play(position({
      phase: 'control',
      players: [player({ hand: [{ card: T.twoBullet, name: 'a' }, { card: T.twoBullet, name: 'b' }, { card: T.twoBullet, name: 'c' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@a' }, { type: 'play', seat: 0, card: '@b' },
        { type: 'play', seat: 0, card: '@c', refused: 'R-INTR-06' },
      ],
      expect: { stack: 2 },
    }));
    expect(reason(r)).toBe('Test Double Tap may be played 2 times each turn, and that is used up.');
  });

  it('R-INTR-07: no interrupt during a battle step; they are played in the windows', () => {
    const row: LocationEntry[] = [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.trooper], [T.trooper]] }];
    const r = play(position({
      phase: 'battle', initiative: null,
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player()],
      row, battle: { location: '@site', step: 'destiny' },
      actions: [{ type: 'play', seat: 0, card: '@boost', refused: 'R-INIT-05' }],
    }));
    expect(reason(r)).toBe('No one holds initiative during a battle step.');
    play(position({
      phase: 'battle',
      players: [player({ hand: [{ card: T.boost, name: 'boost' }] }), player()],
      row, battle: { location: '@site', step: 'window2' },
      actions: [{ type: 'play', seat: 0, card: '@boost' }],
      expect: { stack: 1 },
    }));
  });
});
