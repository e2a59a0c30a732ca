// Keywords and keyword-like terms (R-KW): Captain, Piloting, Scouting, Size, Transport,
// Quickdraw, Unlimited, Encampment, inverters, removed from the game, helper text.
import { describe, expect, it } from 'vitest';
import { activationMax, energyOf, freeCapacity, immuneToAttrition, sizeOf, stat } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/types';
import { validateDeck } from '../../src/engine/decks';
import { play } from '../support/scenario';
import { T, character, fill, idOf, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

describe('R-KW: keywords', () => {
  it('R-KW-CAPTAIN-01: with its captain aboard, the ship and every unit aboard are immune to attrition', () => {
    const r = play(core({
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[
        { card: C.captainShip, name: 'flag', beneath: [{ card: C.captain, name: 'captain' }, { card: T.trooper, name: 'crew' }] },
        { card: C.captainShip, name: 'other', beneath: [{ card: T.trooper, name: 'crew2' }] }], []] }],
    }));
    for (const n of ['flag', 'captain', 'crew']) expect(immuneToAttrition(r.state, idOf(r, n))).toBe(true);
    for (const n of ['other', 'crew2']) expect(immuneToAttrition(r.state, idOf(r, n))).toBe(false);
  });

  it('R-KW-PILOT-01: Piloting X aboard a ship gives the ship power +X and tactics +X; not at a site', () => {
    play(core({
      row: [
        { card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.fighter, name: 'ship', beneath: [T.pilot] }], []] },
        { card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.pilot, name: 'walker' }, { card: T.trooper, name: 'buddy' }], []] },
      ],
      expect: { cards: { '@ship': { power: 4, tactics: 3 }, '@buddy': { power: 2, tactics: 2 } } },
    }));
  });

  it('R-KW-SCOUT-01: Scouting plays a character at a site, a ship at a sector, with no energy icon on your side', () => {
    play(core({
      players: [player({ hand: [{ card: T.scout, name: 'scout' }, { card: T.trooper, name: 'trooper' }, { card: T.scoutShip, name: 'sship' }, { card: T.fighter, name: 'fighter' }] }), player()],
      row: [{ card: T.barrenSite, name: 'site', controller: 0 }, { card: T.barrenSector, name: 'sector', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@site', refused: 'R-UNIT-04' },
        { type: 'play', seat: 0, card: '@fighter', at: '@sector', refused: 'R-SHIP-02' },
        { type: 'play', seat: 0, card: '@scout', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@sship', at: '@sector' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@scout': { at: '@site' }, '@sship': { at: '@sector' } } },
    }));
  });

  it('R-KW-SIZE-01: a unit of size X counts X against capacity; without the keyword it is size 1', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.fighter, name: 'ship', beneath: [{ card: T.bot, name: 'bot' }] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@trooper', at: '@ship', refused: 'R-UNIT-05' }],
    }));
    expect(sizeOf(r.state, idOf(r, 'bot'))).toBe(2);
    expect(freeCapacity(r.state, idOf(r, 'ship'))).toBe(0);
  });

  it('R-KW-SIZE-02: size is a property of any unit, a character too', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.bigUnit, name: 'giant' }] }), player()],
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.cruiser, name: 'ship', beneath: [T.trooper] }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@giant', at: '@ship' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@giant': { under: '@ship' } } },
    }));
    expect(freeCapacity(r.state, idOf(r, 'ship'))).toBe(0);
  });

  it('R-KW-TRANS-01: Transport X carries up to X of your characters along with the vehicle', () => {
    play(core({
      phase: 'move',
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: C.truck, name: 'truck' }, { card: T.trooper, name: 'r1' }, { card: T.trooper, name: 'r2' }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [
        { type: 'move', seat: 0, card: '@truck', to: '@b', transport: ['@r1', '@r2'], refused: 'R-MOVE-11' },
        { type: 'move', seat: 0, card: '@truck', to: '@b', transport: ['@r1'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@truck': { at: '@b' }, '@r1': { at: '@b' }, '@r2': { at: '@a' } } },
    }));
  });

  it("R-KW-QUICK-01: Quickdraw X adds X bullets to its weapon's bulleted abilities", () => {
    play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.quickHand, beneath: [{ card: C.pistol, name: 'pistol' }] }, { card: T.trooper, beneath: [{ card: C.pistol, name: 'plain' }] }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@pistol', ability: 0 }, { type: 'use', seat: 0, card: '@pistol', ability: 0 },
        { type: 'use', seat: 0, card: '@pistol', ability: 0, refused: 'R-ABIL-03' },
        { type: 'use', seat: 0, card: '@plain', ability: 0 },
        { type: 'use', seat: 0, card: '@plain', ability: 0, refused: 'R-ABIL-03' },
      ],
      expect: { stack: 3 },
    }));
  });

  it('R-KW-UNL-01: Unlimited allows any number of copies in a deck', () => {
    const defs: Record<string, Omit<CardDef, 'number'>> = {
      T300: character('Test Crowd', [1, 1, 1], { abilities: [{ kind: 'keyword', keyword: 'unlimited' }] }),
      T301: character('Test Soldier', [1, 1, 1]),
    };
    const lookup = (n: string) => (defs[n] ? { ...defs[n], number: n } : n === 'T1' ? { title: 'Loc', type: 'LOCATION', energyCost: 0, destiny: 0 } : undefined);
    const isUnlimited = (n: string) => (defs[n]?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === 'unlimited');
    const deck = (n: string) => ({ cards: [{ number: n, qty: 10 }, { number: 'T301', qty: 4 }, ...fill(46).map(() => ({ number: 'T1', qty: 1 }))] });
    const ok = validateDeck(deck('T300'), lookup as never, { isUnlimited }).filter((p) => p.message.includes('copies of Test'));
    const bad = validateDeck({ cards: [{ number: 'T301', qty: 10 }, ...fill(50).map(() => ({ number: 'T1', qty: 1 }))] }, lookup as never, { isUnlimited })
      .filter((p) => p.message.includes('copies of Test'));
    expect(ok).toEqual([]);
    expect(bad.map((p) => p.message)).toEqual(['10 copies of Test Soldier; at most 4 unless the card is Unlimited.']);
  });

  it('R-KW-ENC-01: an Encampment is stacked beneath a location and adds its icons to your side', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.camp, name: 'camp' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [{ type: 'play', seat: 0, card: '@camp', at: '@site', encamp: true }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@camp': { under: '@site' } } },
    }));
    expect(activationMax(r.state, 0)).toBe(1 + 1 + 1);
  });

  it('R-KW-INV-01 / R-KW-INV-02: an inverter has a second set of numbers and abilities; it enters play right side up', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.inverter, name: 'inv' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@inv', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@inv': { zone: 'table', inverted: false, power: 2, tactics: 2, defense: 2 } } },
    }));
    expect(sizeOf(r.state, idOf(r, 'inv'))).toBe(1);
  });

  it('R-KW-INV-03: invert: only the new set applies; an inverted inverter cannot be inverted again', () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.inverter, name: 'inv' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@inv', ability: 0 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@inv': { inverted: true, power: 5, tactics: 1, defense: 1 } } },
    }));
    expect(sizeOf(r.state, idOf(r, 'inv'))).toBe(3);
    play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.inverter, name: 'inv', inverted: true }], []] }],
      extraCards: { T19: { ...character('Test Inverter', [2, 2, 2], { labels: ['Inverter'], inverted: { power: 5, tactics: 1, defense: 1 },
        abilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }],
        invertedAbilities: [{ kind: 'activated', cost: [{ invertSelf: true }], effect: [] }] }) } },
      actions: [{ type: 'use', seat: 0, card: '@inv', ability: 0, refused: 'R-KW-INV-03' }],
    }));
  });

  it('R-KW-INV-04: revert restores the original set; a card that is not inverted is not reverted', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.revert, name: 'rev' }, { card: C.revert, name: 'rev2' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.inverter, name: 'inv', inverted: true }, { card: T.trooper, name: 'plain' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@rev', targets: ['@inv'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@rev2', targets: ['@plain'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@inv': { inverted: false, power: 2, tactics: 2 }, '@plain': { inverted: false } }, log: ['Test Inverter is reverted.'] },
    }));
    expect(r.events.filter((e) => e.text.includes('is reverted'))).toHaveLength(1);
  });

  it('R-KW-INV-05: a card leaving play loses its inverted and damaged status', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.bounce, name: 'recall' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.inverter, name: 'inv', inverted: true, damaged: true }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@recall', targets: ['@inv'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@inv': { zone: 'hand' } } },
    }));
    expect(r.state.table[idOf(r, 'inv')]).toBeUndefined();
  });

  it('R-KW-REM-01: a card removed from the game is set aside: not in play, not energy, not retrievable', () => {
    const r = play(core({
      players: [player(), player({ hand: [{ card: C.banish, name: 'banish' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }],
      actions: [{ type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@banish', targets: ['@unit'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@unit': { zone: 'removed' } }, piles: { 0: { removed: 1, lost: 0 } } },
    }));
    expect(energyOf(r.state, 0)).toBe(10);
    expect(r.state.players[0].removed).toEqual([idOf(r, 'unit')]);
  });

  it('R-KW-HELP-01: helper text is a reminder only: the same keyword with or without it plays the same', () => {
    const helper = { ...character('Test Helped Scout', [1, 1, 1], { cost: 1, abilities: [{ kind: 'keyword', keyword: 'scouting' }] }),
      text: 'Scouting: may be played at a site showing no energy icon on its player\'s side.' };
    const bare = { ...character('Test Bare Scout', [1, 1, 1], { cost: 1, abilities: [{ kind: 'keyword', keyword: 'scouting' }] }), text: 'Scouting' };
    const r = play(core({
      players: [player({ hand: [{ card: 'T300', name: 'a' }, { card: 'T301', name: 'b' }] }), player()],
      extraCards: { T300: helper, T301: bare },
      row: [{ card: T.barrenSite, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@a', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@b', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@a': { at: '@site' }, '@b': { at: '@site' } } },
    }));
    expect(stat(r.state, idOf(r, 'a'), 'power')).toEqual(stat(r.state, idOf(r, 'b'), 'power'));
  });
});
