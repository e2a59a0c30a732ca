// Card anatomy, types, labels and uniqueness (R-CARD) and the card examples (EX-CARD). Printed
// facts are checked against cards/facts.json; how they play, against the engine.
import { describe, expect, it } from 'vitest';
import facts from '../../cards/facts.json';
import { apply, eventText, keywordValue, sizeOf } from '../../src/engine';
import { matches } from '../../src/engine/abilities/select';
import { parseCollectorCode, parseTypeLine } from '../../src/engine/cards/collector';
import { CARD_TYPES, FACTIONS } from '../../src/engine/cards/types';
import type { CardFacts } from '../../src/engine/cards/types';
import { P1, P2 } from '../kit/driver';
import { game } from './_starts';

const FACTS = facts as unknown as CardFacts[];
const byNumber = (n: string) => FACTS.find((c) => c.number === n)!;
const UNIT_TYPES = ['CHARACTER', 'NOBOT', 'VEHICLE'];
const siteA = 'Ganymede/Test Site A';

describe('R-CARD: printed facts', () => {
  it('R-CARD-01: there are exactly nine card types', () => {
    expect(CARD_TYPES).toEqual(['CHARACTER', 'NOBOT', 'VEHICLE', 'SHIP', 'WEAPON', 'ASSET', 'ORDER', 'INTERRUPT', 'LOCATION']);
    expect(new Set(FACTS.map((c) => c.type))).toEqual(new Set(CARD_TYPES));
  });

  it('R-CARD-02 / EX-CARD-01: "SHIP (CAPACITY 1) • FIGHTER" is a ship of capacity 1 labelled Fighter', () => {
    expect(parseTypeLine('SHIP (CAPACITY 1) • FIGHTER')).toEqual({ type: 'SHIP', capacity: 1, labels: ['Fighter'] });
    expect(parseTypeLine('INTERRUPT (USED OR LOST)')).toEqual({ type: 'INTERRUPT', kind: 'Used or Lost', labels: [] });
    expect(parseTypeLine('CHARACTER • CGC • WARRIOR • UNIT')).toEqual({ type: 'CHARACTER', labels: ['Cgc', 'Warrior', 'Unit'] });
    expect(parseTypeLine('WEAPON (CHARACTER)')).toEqual({ type: 'WEAPON', kind: 'Character', labels: [] });
    expect(parseTypeLine('NŌBOT • UNIT')?.type).toBe('NOBOT');
    expect(parseTypeLine('SPELL (USED)')).toBeNull();
    // Tamon Fighter is printed this way.
    expect(byNumber('1C108')).toMatchObject({ type: 'SHIP', capacity: 1, labels: expect.arrayContaining(['Fighter']) });
  });

  it('R-CARD-03: a label is only a handle for abilities: it changes no number, but selectors read it', () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Test Plain', 'Test Plain Warrior'], []] }] })
      .expectCard('Test Plain Warrior', { power: 2, tactics: 2, defense: 2 });
    const [plain, warrior] = [g.id('Test Plain'), g.id('Test Plain Warrior')];
    const ctx = { seat: 0 as const, source: plain, targets: [] };
    expect([matches(g.state, ctx, { label: 'Warrior' }, plain), matches(g.state, ctx, { label: 'Warrior' }, warrior)]).toEqual([false, true]);
  });

  it('R-CARD-04: characters, NōBots and vehicles all carry the Unit label', () => {
    const units = FACTS.filter((c) => UNIT_TYPES.includes(c.type));
    expect(units.length).toBe(164);
    expect(units.filter((c) => !c.labels.includes('Unit')).map((c) => c.number)).toEqual([]);
  });

  it('R-CARD-05: every ship is a Fighter or a Capital, never both', () => {
    const ships = FACTS.filter((c) => c.type === 'SHIP');
    expect(ships.filter((c) => c.labels.includes('Fighter') === c.labels.includes('Capital')).map((c) => c.number)).toEqual([]);
  });

  it('R-CARD-06: the labels the documents name are on cards', () => {
    const labels = new Set(FACTS.flatMap((c) => c.labels));
    for (const l of ['Kizen', 'Warrior', 'Infiltrator', 'Inverter', 'Planet', 'Moon', 'Asteroid', 'Underground', 'Port']) {
      expect(labels.has(l), l).toBe(true);
    }
    // Sector labels are on sectors, site labels on sites.
    const locations = FACTS.filter((c) => c.type === 'LOCATION');
    expect(locations.filter((c) => c.labels.some((l) => ['Planet', 'Moon', 'Asteroid'].includes(l))).every((c) => c.kind === 'Sector')).toBe(true);
    expect(locations.filter((c) => c.labels.includes('Underground')).every((c) => c.kind === 'Site')).toBe(true);
  });

  it('R-CARD-07: unique cards are marked; play bullets are on interrupts and orders; every location title has a /', () => {
    expect(byNumber('1PF3')).toMatchObject({ title: 'Talkan', unique: true });
    expect(new Set(FACTS.filter((c) => c.bullets).map((c) => c.type))).toEqual(new Set(['INTERRUPT', 'ORDER']));
    expect(byNumber('1R151')).toMatchObject({ title: 'Simple Wager', type: 'ORDER', bullets: 1 });
    expect(FACTS.filter((c) => c.type === 'LOCATION').every((c) => c.title.includes('/'))).toBe(true);
  });

  it('R-CARD-07: a bullet before an order\'s title limits it too: once each turn', () => {
    game({ players: [{ hand: [{ card: 'Test Bulleted Order', name: 'a' }, { card: 'Test Bulleted Order', name: 'b' }] }, {}] })
      .play('a').resolve()
      .refuses('R-INTR-06', 'Test Bulleted Order may be played once each turn, and that is used up.').play('b')
      .expectCard('a', { zone: 'used' }).expectCard('b', { zone: 'hand' });
  });

  it('R-CARD-08: locations have no costs; Independent cards have no support cost', () => {
    expect(FACTS.filter((c) => c.type === 'LOCATION' && (c.energyCost || Object.keys(c.supportCost).length)).map((c) => c.number)).toEqual([]);
    expect(FACTS.filter((c) => c.faction === 'Independent' && Object.keys(c.supportCost).length).map((c) => c.number)).toEqual([]);
    expect(byNumber('1U61')).toMatchObject({ energyCost: 0, supportCost: { Gongen: 1 } });
  });

  it('R-CARD-09: every card has a destiny number (one card\'s is not known)', () => {
    expect(FACTS.filter((c) => c.destiny === null).length).toBeLessThanOrEqual(1);
    expect(FACTS.filter((c) => c.destiny !== null).every((c) => Number.isInteger(c.destiny) && c.destiny! >= 0)).toBe(true);
  });

  it('R-CARD-10: only the game text plays: two cards differing in description alone play the same', () => {
    const run = (echo: string) => game({
      players: [{ hand: [echo] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }],
    }).play(echo, { at: 'site' }).resolve();
    const a = run('Test Echo');
    const b = run('Test Lore Echo').expectCard('Test Lore Echo', { power: 2 });
    expect(b.state.players).toEqual(a.state.players);
  });

  it('R-CARD-11: keywords on one line are separate abilities: Size 3 and Transport 4 (Ikazuchi T.S.V.)', () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Ikazuchi T.S.V.'], []] }] });
    const tsv = g.id('Ikazuchi T.S.V.');
    expect([sizeOf(g.state, tsv), keywordValue(g.state, tsv, 'transport')]).toEqual([3, 4]);
  });

  it('R-CARD-12: units and ships print power, tactics and defense, and ships a capacity as well', () => {
    const fighting = FACTS.filter((c) => [...UNIT_TYPES, 'SHIP'].includes(c.type));
    expect(fighting.filter((c) => !c.stats).map((c) => c.number)).toEqual([]);
    expect(FACTS.filter((c) => c.type === 'SHIP' && c.capacity === undefined).map((c) => c.number)).toEqual([]);
  });

  it('R-CARD-13: five factions and Independent; cards of different factions mix once in play', () => {
    expect(FACTIONS).toEqual(['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay']);
    // Flamecutter's faction is not known, like its cost (it can't be put in a deck).
    expect(new Set(FACTS.filter((c) => c.number !== '2R124').map((c) => c.faction))).toEqual(new Set([...FACTIONS, 'Independent']));
    game({
      phase: 'control',
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Gongen Monk', 'Test Earther Grunt'], []] }],
    }).drain('site').expectStack(1);
  });
});

describe('R-CARD: uniqueness', () => {
  it("R-CARD-14: you can't play a unique card while you have a copy in play; the opponent may have theirs", () => {
    game({
      players: [{ hand: [{ card: 'Test Hero', name: 'second' }] }, { hand: [{ card: 'Test Hero', name: 'theirs' }] }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Hero', name: 'first' }], []] }],
    }).refuses('R-CARD-14', 'Test Hero is unique and you already have it in play.').play('second', { at: 'site' });
    game({
      turnPlayer: P2,
      players: [{}, { hand: [{ card: 'Test Hero', name: 'theirs' }] }],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Hero', name: 'first' }], []] }],
    }).play('theirs', { at: 'site' }).resolve()
      .expectCard('theirs', { zone: 'table', controller: P2 }).expectCard('first', { zone: 'table', controller: P1 });
  });

  it('R-CARD-14 / R-CARD-17: a copy on the stack is not in play: a second copy may be played, and the one that resolves second fails', () => {
    // Kujiko Torako's arrival trigger (play a unit costing 2 or less here, free) resolves above a
    // pending Test Hero (unique, cost 2): the second Hero is offered, resolves first and enters play;
    // the first then can't enter play (R-CARD-17) and goes to the used pile (AMB-19).
    game({
      players: [{ hand: [{ card: 'Test Hero', name: 'first' }, { card: 'Test Hero', name: 'second' }] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Kujiko Torako'], []] }],
      stack: [{ kind: 'card', seat: P1, card: 'first', at: 'site', targets: [] },
        { kind: 'trigger', seat: P1, card: 'Kujiko Torako', ability: 1, inverted: false, targets: [],
          event: { event: 'entersPlay', card: 'Kujiko Torako', seat: P1 } }],
    }).resolve().pick('second').resolve().resolve()
      .expectStack(0).expectCard('second', { zone: 'table', at: 'site' }).expectCard('first', { zone: 'used' })
      .expectOnTop(P1, 'used', 'first')
      .expectLog("Test Hero can't enter play: Test Hero is unique and you already have it in play.");
  });

  it('R-CARD-15: non-unique cards have no limit and their effects add up (two Grid Tacticians)', () => {
    game({ phase: 'activate', row: [{ card: 'Vesta/Barren Site', controller: P1, cards: [['Grid Tactician', 'Grid Tactician', 'Grid Tactician'], []] }] })
      .expectActivationMax(P1, 4);
  });

  it('R-CARD-16: a unique card stacked on an asset is not in play and does not block a copy', () => {
    game({
      players: [{ hand: [{ card: 'Test Hero', name: 'hero' }], assets: [{ card: 'Test Banner', stacked: ['Test Hero', 'Test Hero'] }] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }],
    }).play('hero', { at: 'site' }).resolve().expectCard('hero', { zone: 'table' });
  });

  it('R-CARD-17: uniqueness is checked again when the card would enter play', () => {
    const g = game({
      players: [{ hand: [{ card: 'Test Hero', name: 'late' }] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Hero', name: 'first' }], []] }],
    });
    // A copy put on the stack by some effect while the first is in play (no card does this yet).
    const late = g.id('late');
    const s = { ...g.state, players: [{ ...g.state.players[0], hand: [] }, g.state.players[1]] as typeof g.state.players,
      stack: [{ id: 1, kind: 'card' as const, seat: 0 as const, card: late, at: g.id('site'), targets: [] }], nextId: 2 };
    const a = apply(s, { type: 'pass', seat: 0 });
    if (!a.ok) throw new Error(a.refusal.reason);
    const b = apply(a.state, { type: 'pass', seat: 1 });
    if (!b.ok) throw new Error(b.refusal.reason);
    expect(b.state.table[late]).toBeUndefined();
    expect(b.state.players[0].used[0]).toBe(late);
    expect(b.events.map((e) => eventText(e, null)).join('\n')).toContain("Test Hero can't enter play: Test Hero is unique and you already have it in play.");
  });
});

describe('EX-CARD: worked examples', () => {
  it('EX-CARD-02: "1 U 47" is Incursion, uncommon, #47; "2 U 47" is Nowhere to Hide, uncommon, #47', () => {
    expect(parseCollectorCode('1 U 47')).toEqual({ set: 1, setName: 'Incursion', rarity: 'U', rarityName: 'uncommon', n: 47, number: '1U47' });
    expect(parseCollectorCode('2 U 47')).toEqual({ set: 2, setName: 'Nowhere to Hide', rarity: 'U', rarityName: 'uncommon', n: 47, number: '2U47' });
    expect(byNumber('1U47').set).toBe(1);
    expect(parseCollectorCode('3 U 47')).toBeNull();
  });
});
