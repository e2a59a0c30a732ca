// Keywords and keyword-like terms (R-KW): Captain, Piloting, Scouting, Size, Transport,
// Quickdraw, Unlimited, Encampment, inverters, removed from the game, helper text.
import { describe, expect, it } from 'vitest';
import { energyOf, freeCapacity, immuneToAttrition, sizeOf } from '../../src/engine';
import { validateDeck } from '../../src/engine/decks';
import { P1, P2 } from '../kit/driver';
import { testCard, testCardByNumber } from '../kit/registry';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const sector = 'Ganymede/Test Orbit';

describe('R-KW: keywords', () => {
  it('R-KW-CAPTAIN-01: with its captain aboard, the ship and every unit aboard are immune to attrition', () => {
    const g = game({
      row: [{ card: sector, controller: P1, cards: [[
        { card: 'Test Flagship', name: 'flag', beneath: ['Test Captain', { card: 'Test Trooper', name: 'crew' }] },
        { card: 'Test Flagship', name: 'other', beneath: [{ card: 'Test Trooper', name: 'crew2' }] }], []] }],
    });
    for (const n of ['flag', 'Test Captain', 'crew']) expect(immuneToAttrition(g.state, g.id(n)), n).toBe(true);
    for (const n of ['other', 'crew2']) expect(immuneToAttrition(g.state, g.id(n)), n).toBe(false);
  });

  it('R-KW-PILOT-01: Piloting X aboard a ship gives the ship power +X and tactics +X; not at a site', () => {
    game({
      row: [
        { card: sector, controller: P1, cards: [[{ card: 'Test Fighter', name: 'ship', beneath: ['Test Pilot'] }], []] },
        { card: siteA, controller: P1, cards: [[{ card: 'Test Pilot', name: 'walker' }, { card: 'Test Trooper', name: 'buddy' }], []] },
      ],
    }).expectCard('ship', { power: 4, tactics: 3 }).expectCard('buddy', { power: 2, tactics: 2 });
  });

  it('R-KW-SCOUT-01: Scouting plays a character at a site, a ship at a sector, with no energy icon on your side', () => {
    game({
      players: [{ hand: ['Test Scout', 'Test Trooper', 'Test Scout Ship', 'Test Fighter'] }, {}],
      row: [{ card: 'Vesta/Barren Site', name: 'site', controller: P1 }, { card: 'Ceti/Barren Sector', name: 'sector', controller: P1 }],
    }).refuses('R-UNIT-04').play('Test Trooper', { at: 'site' }).refuses('R-SHIP-02').play('Test Fighter', { at: 'sector' })
      .play('Test Scout', { at: 'site' }).resolve().play('Test Scout Ship', { at: 'sector' }).resolve()
      .expectCard('Test Scout', { at: 'site' }).expectCard('Test Scout Ship', { at: 'sector' });
  });

  it('R-KW-SIZE-01: a unit of size X counts X against capacity; without the keyword it is size 1', () => {
    const g = game({
      players: [{ hand: ['Test Trooper'] }, {}],
      row: [{ card: sector, controller: P1, cards: [[{ card: 'Test Fighter', name: 'ship', beneath: ['Test Bot'] }], []] }],
    }).refuses('R-UNIT-05').play('Test Trooper', { at: 'ship' });
    expect(sizeOf(g.state, g.id('Test Bot'))).toBe(2);
    expect(freeCapacity(g.state, g.id('ship'))).toBe(0);
  });

  it('R-KW-SIZE-02: size is a property of any unit, a character too', () => {
    const g = game({
      players: [{ hand: ['Test Giant'] }, {}],
      row: [{ card: sector, controller: P1, cards: [[{ card: 'Test Cruiser', name: 'ship', beneath: ['Test Trooper'] }], []] }],
    }).play('Test Giant', { at: 'ship' }).resolve().expectCard('Test Giant', { under: 'ship' });
    expect(freeCapacity(g.state, g.id('ship'))).toBe(0);
  });

  it('R-KW-TRANS-01: Transport X carries up to X of your characters along with the vehicle', () => {
    game({
      phase: 'move',
      row: [
        { card: siteA, name: 'a', controller: P1, cards: [['Test Truck', { card: 'Test Trooper', name: 'r1' }, { card: 'Test Trooper', name: 'r2' }], []] },
        { card: 'Ganymede/Test Site B', name: 'b', controller: P1 },
      ],
    }).refuses('R-MOVE-11').move('Test Truck', 'b', { transport: ['r1', 'r2'] })
      .move('Test Truck', 'b', { transport: ['r1'] }).resolve()
      .expectCard('Test Truck', { at: 'b' }).expectCard('r1', { at: 'b' }).expectCard('r2', { at: 'a' });
  });

  it("R-KW-QUICK-01: Quickdraw X adds X bullets to its weapon's bulleted abilities", () => {
    game({
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Gunslinger', beneath: [{ card: 'Test Pistol', name: 'pistol' }] },
        { card: 'Test Trooper', beneath: [{ card: 'Test Pistol', name: 'plain' }] }], []] }],
    }).use('pistol').use('pistol').refuses('R-ABIL-03').use('pistol')
      .use('plain').refuses('R-ABIL-03').use('plain')
      .expectStack(3);
  });

  it('R-KW-UNL-01: Unlimited allows any number of copies in a deck', () => {
    const [crowd, soldier, filler] = ['Test Crowd', 'Test Soldier', 'Farland/Outpost'].map((t) => testCard(t)!.number);
    const lookup = (n: string) => testCardByNumber(n);
    const isUnlimited = (n: string) => (testCardByNumber(n)?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === 'unlimited');
    const fill = (n: number) => Array.from({ length: n }, () => ({ number: filler, qty: 1 }));
    const copies = (problems: ReturnType<typeof validateDeck>) => problems.filter((p) => p.message.includes('copies of Test'));
    expect(copies(validateDeck({ cards: [{ number: crowd, qty: 10 }, { number: soldier, qty: 4 }, ...fill(46)] }, lookup, { isUnlimited }))).toEqual([]);
    expect(copies(validateDeck({ cards: [{ number: soldier, qty: 10 }, ...fill(50)] }, lookup, { isUnlimited })).map((p) => p.message))
      .toEqual(['10 copies of Test Soldier; at most 4 unless the card is Unlimited.']);
  });

  it('R-KW-ENC-01: an Encampment is stacked beneath a location and adds its icons to your side', () => {
    game({
      players: [{ hand: ['Io/Test Camp'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
    }).play('Io/Test Camp', { at: 'site', encamp: true }).resolve()
      .expectCard('Io/Test Camp', { under: 'site' }).expectActivationMax(P1, 1 + 1 + 1);
  });

  it('R-KW-INV-01 / R-KW-INV-02: an inverter has a second set of numbers and abilities; it enters play right side up', () => {
    const g = game({
      players: [{ hand: ['Test Inverter'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }],
    }).play('Test Inverter', { at: 'site' }).resolve()
      .expectCard('Test Inverter', { zone: 'table', inverted: false, power: 2, tactics: 2, defense: 2 });
    expect(sizeOf(g.state, g.id('Test Inverter'))).toBe(1);
  });

  it('R-KW-INV-03: invert: only the new set applies; an inverted inverter cannot be inverted again', () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Test Inverter'], []] }] })
      .use('Test Inverter').resolve()
      .expectCard('Test Inverter', { inverted: true, power: 5, tactics: 1, defense: 1 });
    expect(sizeOf(g.state, g.id('Test Inverter'))).toBe(3);
    game({ row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Double Inverter', inverted: true }], []] }] })
      .refuses('R-KW-INV-03').use('Test Double Inverter');
  });

  it('R-KW-INV-04: revert restores the original set; a card that is not inverted is not reverted', () => {
    const g = game({
      players: [{ hand: [{ card: 'Test Revert', name: 'rev' }, { card: 'Test Revert', name: 'rev2' }] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Inverter', inverted: true }, { card: 'Test Trooper', name: 'plain' }], []] }],
    }).play('rev', { targets: ['Test Inverter'] }).resolve().play('rev2', { targets: ['plain'] }).resolve()
      .expectCard('Test Inverter', { inverted: false, power: 2, tactics: 2 }).expectCard('plain', { inverted: false })
      .expectLog('Test Inverter is reverted.');
    expect(g.log().filter((l) => l.includes('is reverted'))).toHaveLength(1);
  });

  it('R-KW-INV-05: once out of play a card is neither inverted nor damaged', () => {
    const g = game({
      players: [{ hand: ['Test Recall'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Inverter', inverted: true, damaged: true }], []] }],
    }).play('Test Recall', { targets: ['Test Inverter'] }).resolve().expectCard('Test Inverter', { zone: 'hand' });
    expect(g.state.table[g.id('Test Inverter')]).toBeUndefined();
  });

  it('R-KW-REM-01: a card removed from the game is set aside: not in play, not energy, not retrievable', () => {
    const g = game({
      players: [{}, { hand: ['Test Banish'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'unit' }], []] }],
    }).pass(P1).play('Test Banish', { targets: ['unit'] }).resolve()
      .expectCard('unit', { zone: 'removed' }).expectPiles(P1, { removed: 1, lost: 0 });
    expect(energyOf(g.state, 0)).toBe(10);
    expect(g.state.players[0].removed).toEqual([g.id('unit')]);
  });

  it('R-KW-HELP-01: helper text is a reminder only: the same keyword with or without it plays the same', () => {
    const g = game({
      players: [{ hand: ['Test Helped Scout', 'Test Bare Scout'] }, {}],
      row: [{ card: 'Vesta/Barren Site', name: 'site', controller: P1 }],
    }).play('Test Helped Scout', { at: 'site' }).resolve().play('Test Bare Scout', { at: 'site' }).resolve()
      .expectCard('Test Helped Scout', { at: 'site' }).expectCard('Test Bare Scout', { at: 'site' });
    expect(g.stat('Test Helped Scout', 'power')).toEqual(g.stat('Test Bare Scout', 'power'));
  });
});
