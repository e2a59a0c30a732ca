// Locations (R-LOC), encampments (R-ENC) and their worked examples (EX-LOC).
import { describe, expect, it } from 'vitest';
import {
  adjacent, controls, defOf, energyIcons, isBattleground, locationOf, related, supportIcons,
} from '../../src/engine';
import { P1, P2 } from '../kit/driver';
import type { TestGame } from '../kit/driver';
import type { Place } from '../kit/position';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const siteB = 'Ganymede/Test Site B';
const siteC = 'Ganymede/Test Site C';
const orbit = 'Ganymede/Test Orbit';
const titles = (g: TestGame) => g.state.row.map((l) => defOf(g.state, l).title);

describe('R-LOC: locations', () => {
  it('R-LOC-01: a site takes units, a sector takes ships', () => {
    game({
      players: [{ hand: ['Test Trooper', 'Test Fighter'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }, { card: orbit, name: 'orbit', controller: P1 }],
    }).refuses('R-UNIT-03').play('Test Trooper', { at: 'orbit' })
      .refuses('R-SHIP-01', 'A ship is played at a sector.').play('Test Fighter', { at: 'site' });
  });

  it('R-LOC-02: a location is played in your deploy phase on an empty stack, for no energy', () => {
    const g = game({ players: [{ active: [], hand: ['Mars/Lone Site', siteB] }, {}], row: [{ card: siteA, controller: P2 }] })
      .play('Mars/Lone Site', { position: 1 }).refuses('R-STACK-02').play(siteB, { position: 1 }).resolve()
      .expectCard('Mars/Lone Site', { zone: 'table', controller: P1 }).expectPiles(P1, { active: 0, used: 0 });
    expect(titles(g)).toEqual([siteA, 'Mars/Lone Site']);
    game({ phase: 'control', players: [{ hand: ['Mars/Lone Site'] }, {}] }).refuses('R-PLAY-01').play('Mars/Lone Site', { position: 0 });
  });

  it('R-LOC-03: a location faces the player who played it: bottom-edge icons are on their side', () => {
    const g = game({ row: [{ card: siteA, controller: P2 }] });
    expect(energyIcons(g.state, g.id(siteA), 1)).toBe(2);
    expect(energyIcons(g.state, g.id(siteA), 0)).toBe(1);
  });

  it("R-LOC-04: icons on your side of any location, the opponent's too, count for your activation", () => {
    // P1: 2 + 1 + 1, plus 1.  P2: 1 + 1 + 2, plus 1.
    game({ phase: 'activate', row: [{ card: siteA, controller: P1 }, { card: 'Mars/Lone Site', controller: P2 }, { card: orbit, controller: P2 }] })
      .expectActivationMax(P1, 5).expectActivationMax(P2, 5);
  });

  it("R-LOC-05: your support icons are those on your side of locations; the opponent's location's icon is theirs (AMB-14)", () => {
    const g = game({ row: [{ card: siteA, controller: P1 }, { card: 'Mars/Lone Site', controller: P2 }] })
      .expectSupportIcons('Mars/Lone Site', P1, {});
    expect(supportIcons(g.state, 0)).toEqual({ Gongen: 1 });
    expect(supportIcons(g.state, 1)).toEqual({ Earther: 1 });
  });

  it('R-LOC-06 / EX-LOC-01: the three Ganymede locations are related; none to Earth, none to itself', () => {
    const g = game({
      row: [{ card: 'Ganymede/Traginium Source', name: 'source', controller: P1 }, { card: 'Ganymede/Core Shaft', name: 'shaft', controller: P1 },
        { card: 'Ganymede/Mining Platform', name: 'platform', controller: P2 }, { card: 'Earth/Humanity’s Home', name: 'earth', controller: P2 }],
    });
    const [source, shaft, platform, earth] = ['source', 'shaft', 'platform', 'earth'].map((n) => g.id(n));
    expect([related(g.state, source, shaft), related(g.state, shaft, platform), related(g.state, source, platform)]).toEqual([true, true, true]);
    expect([related(g.state, earth, source), related(g.state, earth, shaft), related(g.state, earth, platform)]).toEqual([false, false, false]);
    expect([source, shaft, platform, earth].map((l) => related(g.state, l, l))).toEqual([false, false, false, false]);
  });

  it('R-LOC-07: a site goes next to a related site (either end or between); an unrelated one apart', () => {
    const base = () => game({ players: [{ hand: [siteC] }, {}],
      row: [{ card: siteA, controller: P1 }, { card: siteB, controller: P1 }, { card: 'Mars/Lone Site', controller: P2 }] });
    const g = base().refuses('R-LOC-07', `${siteC} must be placed next to a related site.`).play(siteC, { position: 3 })
      .play(siteC, { position: 1 }).resolve();
    expect(titles(g)).toEqual([siteA, siteC, siteB, 'Mars/Lone Site']);
    for (const pos of [0, 2]) base().play(siteC, { position: pos }).resolve().expectCard(siteC, { zone: 'table' });
    const apart = game({ players: [{ hand: ['Pluto/Lone Sector'] }, {}], row: [{ card: siteA, controller: P1 }, { card: siteB, controller: P1 }] })
      .refuses('R-LOC-08').play('Pluto/Lone Sector', { position: 1 }).play('Pluto/Lone Sector', { position: 2 }).resolve();
    expect(titles(apart)).toEqual([siteA, siteB, 'Pluto/Lone Sector']);
  });

  it('R-LOC-08: a sector goes at the end of its related group (decision: the far end)', () => {
    const g = game({ players: [{ hand: [orbit] }, {}],
      row: [{ card: siteA, controller: P1 }, { card: siteB, controller: P1 }, { card: 'Mars/Lone Site', controller: P2 }] })
      .refuses('R-LOC-08', `${orbit} must be placed at the end of its related group.`).play(orbit, { position: 0 })
      .refuses('R-LOC-08').play(orbit, { position: 1 })
      .play(orbit, { position: 2 }).resolve();
    expect(titles(g)).toEqual([siteA, siteB, orbit, 'Mars/Lone Site']);
  });

  it('R-LOC-09: a placed location never changes position; later locations go around it', () => {
    const g = game({
      players: [{ hand: [siteC, 'Pluto/Lone Sector'] }, {}],
      row: [{ card: 'Mars/Lone Site', name: 'mars', controller: P2 }, { card: siteA, name: 'a', controller: P1 }, { card: orbit, name: 'orbit', controller: P1 }],
    }).play(siteC, { position: 1 }).resolve().play('Pluto/Lone Sector', { position: 4 }).resolve();
    const placed = ['mars', 'a', 'orbit'].map((n) => g.id(n));
    expect(g.state.row.filter((l) => placed.includes(l))).toEqual(placed);
    expect(titles(g)).toEqual(['Mars/Lone Site', siteC, siteA, orbit, 'Pluto/Lone Sector']);
  });

  it('R-LOC-10: "here" on a location means that location (Ganymede/Underground Bunker)', () => {
    // Printed Gongen icon + 1 while you have a unit here; the Ice Mine's own icon is not "here".
    game({ row: [{ card: 'Ganymede/Underground Bunker', name: 'bunker', controller: P1, cards: [['Test Trooper'], []] }, { card: 'Gongen/Ice Mine', name: 'mine', controller: P1 }] })
      .expectSupportIcons('bunker', P1, { Gongen: 2 }).expectSupportIcons('mine', P1, { Gongen: 1 });
    game({ row: [{ card: 'Ganymede/Underground Bunker', name: 'bunker', controller: P1 }] }).expectSupportIcons('bunker', P1, { Gongen: 1 });
  });

  it('R-LOC-11: only neighbouring related sites are adjacent; a sector is adjacent to nothing', () => {
    const g = game({
      phase: 'move',
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [[{ card: 'Test Trooper', name: 't' }], []] },
        { card: siteB, name: 'b', controller: P1 }, { card: siteC, name: 'c', controller: P1 },
        { card: orbit, name: 'orbit', controller: P1 }, { card: 'Pluto/Lone Sector', name: 'pluto', controller: P1 },
      ],
    }).refuses('R-MOVE-05').move('t', 'c').move('t', 'b').expectStack(1);
    const [a, b, c, o, pluto] = ['a', 'b', 'c', 'orbit', 'pluto'].map((n) => g.id(n));
    expect([adjacent(g.state, a, b), adjacent(g.state, b, c), adjacent(g.state, a, c)]).toEqual([true, true, false]);
    expect([adjacent(g.state, c, o), adjacent(g.state, o, pluto), adjacent(g.state, o, o)]).toEqual([false, false, false]);
  });

  it('R-LOC-12: you control a location with a ship or unit there and none of the opponent\'s', () => {
    const g = game({
      phase: 'control',
      row: [
        { card: siteA, name: 'held', controller: P1, cards: [['Test Trooper'], []] },
        { card: siteB, name: 'contested', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] },
        { card: siteC, name: 'empty', controller: P1 },
      ],
    }).refuses('R-DRAIN-01', `You don't control ${siteB}: you need a ship or unit there and your opponent none.`).drain('contested')
      .drain('held').expectStack(1);
    expect(['held', 'contested', 'empty'].map((n) => controls(g.state, 0, g.id(n)))).toEqual([true, false, false]);
    expect(['held', 'contested', 'empty'].map((n) => controls(g.state, 1, g.id(n)))).toEqual([false, false, false]);
  });

  it('R-LOC-13: a battleground has an energy icon on each side', () => {
    const g = game({ row: [{ card: siteA, controller: P1 }, { card: 'Vesta/Barren Site', controller: P1 }, { card: 'Titan/One-Sided', controller: P2 }] });
    expect([siteA, 'Vesta/Barren Site', 'Titan/One-Sided'].map((n) => isBattleground(g.state, g.id(n)))).toEqual([true, false, false]);
  });

  it("R-LOC-14: a unit aboard a ship is at the ship's sector", () => {
    const g = game({
      phase: 'control',
      row: [{ card: orbit, name: 'orbit', controller: P2, cards: [[{ card: 'Test Fighter', beneath: [{ card: 'Test Trooper', name: 'crew' }] }], []] }],
    }).drain('orbit').resolve().expectDecision('lose').expectLog(`The drain at ${orbit} resolves: P2 loses 2`);
    expect(locationOf(g.state, g.id('crew'))).toBe(g.id('orbit'));
  });
});

describe('R-ENC: encampments', () => {
  it('R-ENC-01: an encampment is played as its own location or stacked beneath a target location', () => {
    const g = game({
      players: [{ hand: [{ card: 'Io/Test Camp', name: 'camp' }, { card: 'Io/Test Camp', name: 'camp2' }, 'Mars/Lone Site'] }, {}],
      row: [{ card: siteA, name: 'a', controller: P1 }],
    }).refuses('R-ENC-01', 'Mars/Lone Site is not an encampment.').play('Mars/Lone Site', { encamp: true, at: 'a' })
      .play('camp', { encamp: true, at: 'a' }).resolve().play('camp2', { position: 1 }).resolve()
      .expectCard('camp', { zone: 'table', under: 'a' }).expectCard('camp2', { zone: 'table' });
    expect(g.state.row).toEqual([g.id('a'), g.id('camp2')]);
  });

  it('R-ENC-02: a stacked encampment is no longer a location: no drains, no units, no location targets', () => {
    const g = game({
      phase: 'control',
      players: [{ hand: ['Test Survey'] }, {}],
      row: [{ card: siteA, name: 'a', controller: P2, beneath: [['Io/Test Camp'], []], cards: [['Test Trooper'], []] }],
    }).refuses('R-DRAIN-01').drain('Io/Test Camp').refuses('R-TGT-04').play('Test Survey', { targets: ['Io/Test Camp'] })
      .play('Test Survey', { targets: ['a'] }).expectStack(1);
    expect(g.state.row).toEqual([g.id('a')]);
  });

  it('R-ENC-03: the host needs an energy icon on your side, or a ship or unit of yours there', () => {
    game({
      players: [{ hand: ['Io/Test Camp'] }, {}],
      row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P1 }, { card: 'Ganymede/Test Bare Site', name: 'held', controller: P1, cards: [['Test Trooper'], []] }],
    }).refuses('R-ENC-03', 'Vesta/Barren Site has no energy icon on your side and you have no ship or unit there.').play('Io/Test Camp', { encamp: true, at: 'barren' })
      .play('Io/Test Camp', { encamp: true, at: 'held' }).expectStack(1);
  });

  it('R-ENC-04: each player may have one encampment beneath a location; both players may', () => {
    const hosted = (): Place => ({ card: siteA, name: 'a', controller: P1, beneath: [[{ card: 'Io/Test Camp', name: 'first' }], []] });
    game({ players: [{ hand: [{ card: 'Io/Test Camp', name: 'second' }] }, { hand: [{ card: 'Io/Test Camp', name: 'theirs' }] }], row: [hosted()] })
      .refuses('R-ENC-04', `You already have an encampment beneath ${siteA}.`).play('second', { encamp: true, at: 'a' });
    game({ turnPlayer: P2, players: [{}, { hand: [{ card: 'Io/Test Camp', name: 'theirs' }] }], row: [hosted()] })
      .play('theirs', { encamp: true, at: 'a' }).resolve()
      .expectCard('theirs', { under: 'a', controller: P2 }).expectCard('first', { under: 'a', controller: P1 });
  });

  it('R-ENC-05 / EX-LOC-02: a sector (2/1, icon A) with your encampment (1, icon B): your side 3 + A + B, the other side 1', () => {
    // The camp also has an energy icon and no support on its other side: ignored.
    const g = game({ phase: 'activate', row: [{ card: 'Titan/Test Sector', name: 'sector', controller: P1, beneath: [['Io/Test Camp'], []] }] })
      .expectActivationMax(P1, 4).expectActivationMax(P2, 2)
      .expectSupportIcons('sector', P1, { Gongen: 1, Earther: 1 }).expectSupportIcons('sector', P2, {});
    expect(energyIcons(g.state, g.id('sector'), 0)).toBe(3);
    expect(energyIcons(g.state, g.id('sector'), 1)).toBe(1);
  });

  it("R-ENC-06: the host and its encampment are one location: the camp's icon lets you play units at the host and is drained there", () => {
    game({ players: [{ hand: ['Test Trooper'] }, {}], row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P2, beneath: [['Io/Test Camp'], []] }] })
      .play('Test Trooper', { at: 'barren' }).resolve().expectCard('Test Trooper', { at: 'barren' });
    game({
      phase: 'control', turnPlayer: P2,
      row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P2, beneath: [['Io/Test Camp'], []], cards: [[], ['Test Trooper']] }],
    }).drain('barren').resolve().expectDecision('lose').expectLog('The drain at Vesta/Barren Site resolves: P1 loses 1');
  });
});
