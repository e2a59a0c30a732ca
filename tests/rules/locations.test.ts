// Locations (R-LOC), encampments (R-ENC) and their worked examples (EX-LOC).
import { describe, expect, it } from 'vitest';
import {
  adjacent, controls, energyIcons, isBattleground, locationOf, related, supportIcons, supportIconsAt,
} from '../../src/engine';
import type { ScenarioResult } from '../../src/scenario/run';
import { play } from '../support/scenario';
import { T, idOf, interrupt, player, position, sector, site } from '../support/rulesCards';

const reason = (r: ScenarioResult, i = 0) => r.refusals[i].refusal.reason;
const titles = (r: ScenarioResult) => r.state.row.map((l) => r.state.customCards?.[r.state.decks[Number(l[0])][Number(l.slice(2))]]?.title
  ?? r.state.decks[Number(l[0])][Number(l.slice(2))]);

describe('R-LOC: locations', () => {
  it('R-LOC-01: a site takes units, a sector takes ships', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }, { card: T.fighter, name: 'fighter' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }, { card: T.ganySector, name: 'orbit', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@orbit', refused: 'R-UNIT-03' },
        { type: 'play', seat: 0, card: '@fighter', at: '@site', refused: 'R-SHIP-01' },
      ],
    }));
    expect(reason(r, 1)).toBe('A ship is played at a sector.');
  });

  it('R-LOC-02: a location is played in your deploy phase on an empty stack, for no energy', () => {
    const r = play(position({
      players: [player({ active: [], hand: [{ card: T.loneSite, name: 'mars' }, { card: T.siteB, name: 'b' }] }), player()],
      row: [{ card: T.siteA, name: 'a', controller: 1 }],
      actions: [
        { type: 'play', seat: 0, card: '@mars', position: 1 },
        { type: 'play', seat: 0, card: '@b', position: 1, refused: 'R-STACK-02' },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@mars': { zone: 'table', controller: 0 } }, piles: { 0: { active: 0, used: 0 } } },
    }));
    expect(titles(r)).toEqual(['Ganymede/Test Site A', 'Mars/Lone Site']);
    play(position({
      phase: 'control',
      players: [player({ hand: [{ card: T.loneSite, name: 'mars' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@mars', position: 0, refused: 'R-PLAY-01' }],
    }));
  });

  it('R-LOC-03: a location faces the player who played it: bottom-edge icons are on their side', () => {
    const r = play(position({ row: [{ card: T.siteA, name: 'site', controller: 1 }] }));
    const site = idOf(r, 'site');
    expect(energyIcons(r.state, site, 1)).toBe(2);
    expect(energyIcons(r.state, site, 0)).toBe(1);
  });

  it("R-LOC-04: icons on your side of any location, the opponent's too, count for your activation", () => {
    play(position({
      phase: 'activate',
      row: [{ card: T.siteA, controller: 0 }, { card: T.loneSite, controller: 1 }, { card: T.ganySector, controller: 1 }],
      // P1: 2 + 1 + 1, plus 1.  P2: 1 + 1 + 2, plus 1.
      expect: { activationMax: { 0: 5, 1: 5 } },
    }));
  });

  it("R-LOC-05: your support icons are those on your side of locations; the opponent's location's icon is theirs (AMB-14)", () => {
    const r = play(position({ row: [{ card: T.siteA, name: 'a', controller: 0 }, { card: T.loneSite, name: 'mars', controller: 1 }] }));
    expect(supportIcons(r.state, 0)).toEqual({ Gongen: 1 });
    expect(supportIcons(r.state, 1)).toEqual({ Earther: 1 });
    expect(supportIconsAt(r.state, idOf(r, 'mars'), 0)).toEqual({});
  });

  it('R-LOC-06 / EX-LOC-01: the three Ganymede locations are related; none to Earth, none to itself', () => {
    const r = play(position({
      row: [
        { card: '1C309', name: 'source', controller: 0 }, { card: '1R300', name: 'shaft', controller: 0 },
        { card: '1U306', name: 'platform', controller: 1 }, { card: '1C298', name: 'earth', controller: 1 },
      ],
    }));
    const [source, shaft, platform, earth] = ['source', 'shaft', 'platform', 'earth'].map((n) => idOf(r, n));
    expect([related(r.state, source, shaft), related(r.state, shaft, platform), related(r.state, source, platform)]).toEqual([true, true, true]);
    expect([related(r.state, earth, source), related(r.state, earth, shaft), related(r.state, earth, platform)]).toEqual([false, false, false]);
    expect([source, shaft, platform, earth].map((l) => related(r.state, l, l))).toEqual([false, false, false, false]);
  });

  it('R-LOC-07: a site goes next to a related site (either end or between); an unrelated one apart', () => {
    const base = {
      players: [player({ hand: [{ card: T.siteC, name: 'c' }] }), player()] as [ReturnType<typeof player>, ReturnType<typeof player>],
      row: [{ card: T.siteA, controller: 0 as const }, { card: T.siteB, controller: 0 as const }, { card: T.loneSite, controller: 1 as const }],
    };
    const r = play(position({
      ...base,
      actions: [
        { type: 'play', seat: 0, card: '@c', position: 3, refused: 'R-LOC-07' },
        { type: 'play', seat: 0, card: '@c', position: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
    }));
    expect(reason(r)).toBe('Ganymede/Test Site C must be placed next to a related site.');
    expect(titles(r)).toEqual(['Ganymede/Test Site A', 'Ganymede/Test Site C', 'Ganymede/Test Site B', 'Mars/Lone Site']);
    for (const pos of [0, 2]) {
      play(position({ ...base, actions: [{ type: 'play', seat: 0, card: '@c', position: pos }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
        expect: { cards: { '@c': { zone: 'table' } } } }));
    }
    const apart = play(position({
      players: [player({ hand: [{ card: T.loneSector, name: 'pluto' }] }), player()],
      row: [{ card: T.siteA, controller: 0 }, { card: T.siteB, controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@pluto', position: 1, refused: 'R-LOC-08' },
        { type: 'play', seat: 0, card: '@pluto', position: 2 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
    }));
    expect(titles(apart)).toEqual(['Ganymede/Test Site A', 'Ganymede/Test Site B', 'Pluto/Lone Sector']);
  });

  it('R-LOC-08: a sector goes at the end of its related group (decision: the far end)', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.ganySector, name: 'orbit' }] }), player()],
      row: [{ card: T.siteA, controller: 0 }, { card: T.siteB, controller: 0 }, { card: T.loneSite, controller: 1 }],
      actions: [
        { type: 'play', seat: 0, card: '@orbit', position: 0, refused: 'R-LOC-08' },
        { type: 'play', seat: 0, card: '@orbit', position: 1, refused: 'R-LOC-08' },
        { type: 'play', seat: 0, card: '@orbit', position: 2 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
    }));
    expect(reason(r)).toBe('Ganymede/Test Orbit must be placed at the end of its related group.');
    expect(titles(r)).toEqual(['Ganymede/Test Site A', 'Ganymede/Test Site B', 'Ganymede/Test Orbit', 'Mars/Lone Site']);
  });

  it('R-LOC-09: a placed location never changes position; later locations go around it', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.siteC, name: 'c' }, { card: T.loneSector, name: 'pluto' }] }), player()],
      row: [{ card: T.loneSite, name: 'mars', controller: 1 }, { card: T.siteA, name: 'a', controller: 0 }, { card: T.ganySector, name: 'orbit', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@c', position: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@pluto', position: 4 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
    }));
    expect(r.state.row.filter((l) => ['mars', 'a', 'orbit'].some((n) => idOf(r, n) === l))).toEqual(['mars', 'a', 'orbit'].map((n) => idOf(r, n)));
    expect(titles(r)).toEqual(['Mars/Lone Site', 'Ganymede/Test Site C', 'Ganymede/Test Site A', 'Ganymede/Test Orbit', 'Pluto/Lone Sector']);
  });

  it('R-LOC-10: "here" on a location means that location (Ganymede/Underground Bunker)', () => {
    const r = play(position({
      row: [{ card: '1C311', name: 'bunker', controller: 0, cards: [[{ card: T.trooper, name: 't' }], []] }, { card: '1C315', name: 'mine', controller: 0 }],
    }));
    // Printed Gongen icon + 1 while you have a unit here; the Ice Mine's own icon is not "here".
    expect(supportIconsAt(r.state, idOf(r, 'bunker'), 0)).toEqual({ Gongen: 2 });
    expect(supportIconsAt(r.state, idOf(r, 'mine'), 0)).toEqual({ Gongen: 1 });
    const empty = play(position({ row: [{ card: '1C311', name: 'bunker', controller: 0 }] }));
    expect(supportIconsAt(empty.state, idOf(empty, 'bunker'), 0)).toEqual({ Gongen: 1 });
  });

  it('R-LOC-11: only neighbouring related sites are adjacent; a sector is adjacent to nothing', () => {
    const r = play(position({
      phase: 'move',
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 't' }], []] },
        { card: T.siteB, name: 'b', controller: 0 }, { card: T.siteC, name: 'c', controller: 0 },
        { card: T.ganySector, name: 'orbit', controller: 0 }, { card: T.loneSector, name: 'pluto', controller: 0 },
      ],
      actions: [
        { type: 'move', seat: 0, card: '@t', to: '@c', refused: 'R-MOVE-05' },
        { type: 'move', seat: 0, card: '@t', to: '@b' },
      ],
      expect: { stack: 1 },
    }));
    const [a, b, c, orbit, pluto] = ['a', 'b', 'c', 'orbit', 'pluto'].map((n) => idOf(r, n));
    expect([adjacent(r.state, a, b), adjacent(r.state, b, c), adjacent(r.state, a, c)]).toEqual([true, true, false]);
    expect([adjacent(r.state, c, orbit), adjacent(r.state, orbit, pluto), adjacent(r.state, orbit, orbit)]).toEqual([false, false, false]);
  });

  it('R-LOC-12: you control a location with a ship or unit there and none of the opponent\'s', () => {
    const r = play(position({
      phase: 'control',
      row: [
        { card: T.siteA, name: 'held', controller: 0, cards: [[{ card: T.trooper }], []] },
        { card: T.siteB, name: 'contested', controller: 0, cards: [[{ card: T.trooper }], [{ card: T.trooper }]] },
        { card: T.siteC, name: 'empty', controller: 0 },
      ],
      actions: [
        { type: 'drain', seat: 0, location: '@contested', refused: 'R-DRAIN-01' },
        { type: 'drain', seat: 0, location: '@held' },
      ],
      expect: { stack: 1 },
    }));
    expect(reason(r)).toBe("You don't control Ganymede/Test Site B: you need a ship or unit there and your opponent none.");
    expect(['held', 'contested', 'empty'].map((n) => controls(r.state, 0, idOf(r, n)))).toEqual([true, false, false]);
    expect(['held', 'contested', 'empty'].map((n) => controls(r.state, 1, idOf(r, n)))).toEqual([false, false, false]);
  });

  it('R-LOC-13: a battleground has an energy icon on each side', () => {
    const r = play(position({
      extraCards: { T40: site('Titan/One-Sided', [2, 0]) },
      row: [{ card: T.siteA, name: 'a', controller: 0 }, { card: T.barrenSite, name: 'barren', controller: 0 }, { card: 'T40', name: 'one', controller: 1 }],
    }));
    expect(['a', 'barren', 'one'].map((n) => isBattleground(r.state, idOf(r, n)))).toEqual([true, false, false]);
  });

  it("R-LOC-14: a unit aboard a ship is at the ship's sector", () => {
    const r = play(position({
      phase: 'control',
      row: [{ card: T.ganySector, name: 'orbit', controller: 1, cards: [[{ card: T.fighter, name: 'f', beneath: [{ card: T.trooper, name: 'crew' }] }], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@orbit' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { decision: 'lose', log: ['The drain at Ganymede/Test Orbit resolves: P2 loses 2'] },
    }));
    expect(locationOf(r.state, idOf(r, 'crew'))).toBe(idOf(r, 'orbit'));
  });
});

describe('R-ENC: encampments', () => {
  it('R-ENC-01: an encampment is played as its own location or stacked beneath a target location', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.camp, name: 'camp' }, { card: T.camp, name: 'camp2' }, { card: T.loneSite, name: 'mars' }] }), player()],
      row: [{ card: T.siteA, name: 'a', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@mars', encamp: true, at: '@a', refused: 'R-ENC-01' },
        { type: 'play', seat: 0, card: '@camp', encamp: true, at: '@a' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@camp2', position: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@camp': { zone: 'table', under: '@a' }, '@camp2': { zone: 'table' } } },
    }));
    expect(reason(r)).toBe('Mars/Lone Site is not an encampment.');
    expect(r.state.row).toEqual([idOf(r, 'a'), idOf(r, 'camp2')]);
  });

  it('R-ENC-02: a stacked encampment is no longer a location: no drains, no units, no location targets', () => {
    const scan = interrupt('Test Survey', 'Used', { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['location'] } }], effect: [] }] });
    const r = play(position({
      phase: 'control',
      extraCards: { T40: scan },
      players: [player({ hand: [{ card: 'T40', name: 'scan' }] }), player()],
      row: [{ card: T.siteA, name: 'a', controller: 1, beneath: [[{ card: T.camp, name: 'camp' }], []], cards: [[{ card: T.trooper }], []] }],
      actions: [
        { type: 'drain', seat: 0, location: '@camp', refused: 'R-DRAIN-01' },
        { type: 'play', seat: 0, card: '@scan', targets: ['@camp'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@scan', targets: ['@a'] },
      ],
      expect: { stack: 1 },
    }));
    expect(r.state.row).toEqual([idOf(r, 'a')]);
  });

  it('R-ENC-03: the host needs an energy icon on your side, or a ship or unit of yours there', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.camp, name: 'camp' }] }), player()],
      row: [{ card: T.barrenSite, name: 'barren', controller: 0 }, { card: T.siteC, name: 'held', controller: 0, cards: [[{ card: T.trooper }], []] }],
      extraCards: { T8: site('Ganymede/Test Site C', [0, 0]) },
      actions: [
        { type: 'play', seat: 0, card: '@camp', encamp: true, at: '@barren', refused: 'R-ENC-03' },
        { type: 'play', seat: 0, card: '@camp', encamp: true, at: '@held' },
      ],
      expect: { stack: 1 },
    }));
    expect(reason(r)).toBe('Vesta/Barren Site has no energy icon on your side and you have no ship or unit there.');
  });

  it('R-ENC-04: each player may have one encampment beneath a location; both players may', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.camp, name: 'second' }] }), player({ hand: [{ card: T.camp, name: 'theirs' }] })],
      row: [{ card: T.siteA, name: 'a', controller: 0, beneath: [[{ card: T.camp, name: 'first' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@second', encamp: true, at: '@a', refused: 'R-ENC-04' }],
    }));
    expect(reason(r)).toBe('You already have an encampment beneath Ganymede/Test Site A.');
    play(position({
      turnPlayer: 1,
      players: [player(), player({ hand: [{ card: T.camp, name: 'theirs' }] })],
      row: [{ card: T.siteA, name: 'a', controller: 0, beneath: [[{ card: T.camp, name: 'first' }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@theirs', encamp: true, at: '@a' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@theirs': { under: '@a', controller: 1 }, '@first': { under: '@a', controller: 0 } } },
    }));
  });

  it('R-ENC-05 / EX-LOC-02: a sector (2/1, icon A) with your encampment (1, icon B): your side 3 + A + B, the other side 1', () => {
    const r = play(position({
      phase: 'activate',
      extraCards: { T40: sector('Titan/Test Sector', [2, 1], { icons: { Gongen: 1 } }) },
      // The camp also has an energy icon and no support on its other side: ignored.
      row: [{ card: 'T40', name: 'sector', controller: 0, beneath: [[{ card: T.camp, name: 'camp' }], []] }],
      expect: { activationMax: { 0: 4, 1: 2 } },
    }));
    const s = idOf(r, 'sector');
    expect(energyIcons(r.state, s, 0)).toBe(3);
    expect(energyIcons(r.state, s, 1)).toBe(1);
    expect(supportIconsAt(r.state, s, 0)).toEqual({ Gongen: 1, Earther: 1 });
    expect(supportIconsAt(r.state, s, 1)).toEqual({});
  });

  it("R-ENC-06: the host and its encampment are one location: the camp's icon lets you play units at the host and is drained there", () => {
    play(position({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.barrenSite, name: 'barren', controller: 1, beneath: [[{ card: T.camp }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@trooper', at: '@barren' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@trooper': { at: '@barren' } } },
    }));
    play(position({
      phase: 'control', turnPlayer: 1,
      row: [{ card: T.barrenSite, name: 'barren', controller: 1, beneath: [[{ card: T.camp }], []], cards: [[], [{ card: T.trooper }]] }],
      actions: [{ type: 'drain', seat: 1, location: '@barren' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { decision: 'lose', log: ['The drain at Vesta/Barren Site resolves: P1 loses 1'] },
    }));
  });
});
