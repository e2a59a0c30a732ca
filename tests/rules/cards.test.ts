// Card anatomy, types, labels and uniqueness (R-CARD) and the card examples (EX-CARD). Printed
// facts are checked against cards/facts.json; how they play, against the engine.
import { describe, expect, it } from 'vitest';
import facts from '../../cards/facts.json';
import { activationMax, apply, keywordValue, sizeOf, stat } from '../../src/engine';
import { matches } from '../../src/engine/abilities/select';
import { parseCollectorCode, parseTypeLine } from '../../src/engine/cards/collector';
import { CARD_TYPES, FACTIONS } from '../../src/engine/cards/types';
import type { CardFacts } from '../../src/engine/cards/types';
import { play } from '../support/scenario';
import { T, character, idOf, order, player, position } from '../support/rulesCards';

const FACTS = facts as unknown as CardFacts[];
const byNumber = (n: string) => FACTS.find((c) => c.number === n)!;
const UNIT_TYPES = ['CHARACTER', 'NOBOT', 'VEHICLE'];

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
    const r = play(position({
      extraCards: { T40: character('Test Plain', [2, 2, 2]), T41: character('Test Plain', [2, 2, 2], { labels: ['Warrior'] }) },
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: 'T40', name: 'plain' }, { card: 'T41', name: 'warrior' }], []] }],
    }));
    const [plain, warrior] = [idOf(r, 'plain'), idOf(r, 'warrior')];
    expect(['power', 'tactics', 'defense'].map((k) => stat(r.state, warrior, k as 'power').value)).toEqual([2, 2, 2]);
    const ctx = { seat: 0 as const, source: plain, targets: [] };
    expect([matches(r.state, ctx, { label: 'Warrior' }, plain), matches(r.state, ctx, { label: 'Warrior' }, warrior)]).toEqual([false, true]);
  });

  it('R-CARD-04: every character, NōBot and vehicle has the label Unit', () => {
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
    const r = play(position({
      extraCards: { T40: order('Test Wager', 'Used', { bullets: 1, abilities: [{ kind: 'onPlay', effect: [] }] }) },
      players: [player({ hand: [{ card: 'T40', name: 'a' }, { card: 'T40', name: 'b' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@a' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@b', refused: 'R-INTR-06' },
      ],
      expect: { cards: { '@a': { zone: 'used' }, '@b': { zone: 'hand' } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe('Test Wager may be played once each turn, and that is used up.');
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
    const run = (text: string) => play(position({
      extraCards: { T40: character('Test Echo', [2, 2, 2], { cost: 1, text }) },
      players: [player({ hand: [{ card: 'T40', name: 'echo' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@echo', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
    }));
    const a = run('A soldier.');
    const b = run('Power +5. (This is lore, in italics.)');
    expect(b.state.players).toEqual(a.state.players);
    expect(stat(b.state, idOf(b, 'echo'), 'power').value).toBe(2);
  });

  it('R-CARD-11: keywords on one line are separate abilities: Size 3 and Transport 4 (Ikazuchi T.S.V.)', () => {
    const r = play(position({ row: [{ card: T.siteA, controller: 0, cards: [[{ card: '1U77', name: 'tsv' }], []] }] }));
    const tsv = idOf(r, 'tsv');
    expect([sizeOf(r.state, tsv), keywordValue(r.state, tsv, 'transport')]).toEqual([3, 4]);
  });

  it('R-CARD-12: units and ships have power, tactics and defense; ships also a capacity', () => {
    const fighting = FACTS.filter((c) => [...UNIT_TYPES, 'SHIP'].includes(c.type));
    expect(fighting.filter((c) => !c.stats).map((c) => c.number)).toEqual([]);
    expect(FACTS.filter((c) => c.type === 'SHIP' && c.capacity === undefined).map((c) => c.number)).toEqual([]);
  });

  it('R-CARD-13: five factions and Independent; cards of different factions mix once in play', () => {
    expect(FACTIONS).toEqual(['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay']);
    // Flamecutter's faction is not known, like its cost (it can't be put in a deck).
    expect(new Set(FACTS.filter((c) => c.number !== '2R124').map((c) => c.faction))).toEqual(new Set([...FACTIONS, 'Independent']));
    play(position({
      phase: 'control',
      extraCards: { T40: character('Test Gongen Monk', [1, 1, 1], { faction: 'Gongen' }), T41: character('Test Earther Grunt', [1, 1, 1], { faction: 'Earther' }) },
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [['T40', 'T41'], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@site' }],
      expect: { stack: 1 },
    }));
  });
});

describe('R-CARD: uniqueness', () => {
  it("R-CARD-14: you can't play a unique card while you have a copy in play; the opponent may have theirs", () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.hero, name: 'second' }] }), player({ hand: [{ card: T.hero, name: 'theirs' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'first' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@second', at: '@site', refused: 'R-CARD-14' }],
    }));
    expect(r.refusals[0].refusal.reason).toBe('Test Hero is unique and you already have it in play.');
    play(position({
      turnPlayer: 1,
      players: [player(), player({ hand: [{ card: T.hero, name: 'theirs' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'first' }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@theirs', at: '@site' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@theirs': { zone: 'table', controller: 1 }, '@first': { zone: 'table', controller: 0 } } },
    }));
  });

  it('R-CARD-14 / R-CARD-17: a copy on the stack is not in play: a second copy may be played, and the one that resolves second fails', () => {
    // Kujiko Torako's arrival trigger (play a unit costing 2 or less here, free) resolves above a
    // pending Test Hero (unique, cost 2): the second Hero is offered, resolves first and enters play;
    // the first then can't enter play (R-CARD-17) and goes to the used pile (AMB-19).
    const r = play(position({
      players: [player({ hand: [{ card: T.hero, name: 'first' }, { card: T.hero, name: 'second' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: '1PF2', name: 'kujiko' }], []] }],
      stack: [{ kind: 'trigger', seat: 0, card: '@kujiko', ability: 1, inverted: false, targets: [], event: { event: 'entersPlay', card: '@kujiko', seat: 0 } }],
    }));
    const [first, second] = [idOf(r, 'first'), idOf(r, 'second')];
    let s = { ...r.state, players: [{ ...r.state.players[0], hand: [second] }, r.state.players[1]] as typeof r.state.players,
      stack: [{ id: 90, kind: 'card' as const, seat: 0 as const, card: first, at: idOf(r, 'site'), targets: [] }, ...r.state.stack] };
    const log: string[] = [];
    for (const a of [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'choose', seat: 0, choice: { pick: second } },
      { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }] as const) {
      const next = apply(s, a as Parameters<typeof apply>[1]);
      if (!next.ok) throw new Error(`${a.type}: ${next.refusal.reason}`);
      s = next.state;
      log.push(...next.events.map((e) => e.text));
    }
    expect(s.stack).toHaveLength(0);
    expect(s.table[second]?.at).toBe(idOf(r, 'site'));
    expect(s.table[first]).toBeUndefined();
    expect(s.players[0].used[0]).toBe(first);
    expect(log.join("\n")).toContain("Test Hero can't enter play: Test Hero is unique and you already have it in play.");
  });

  it('R-CARD-15: non-unique cards have no limit and their effects add up (two Grid Tacticians)', () => {
    const r = play(position({
      phase: 'activate',
      row: [{ card: T.barrenSite, controller: 0, cards: [[{ card: '1C70' }, { card: '1C70' }, { card: '1C70' }], []] }],
    }));
    expect(activationMax(r.state, 0)).toBe(4);
  });

  it('R-CARD-16: a unique card stacked on an asset is not in play and does not block a copy', () => {
    play(position({
      players: [player({ hand: [{ card: T.hero, name: 'hero' }], assets: [{ card: T.banner, stacked: [T.hero, T.hero] }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@hero', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@hero': { zone: 'table' } } },
    }));
  });

  it('R-CARD-17: uniqueness is checked again when the card would enter play', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.hero, name: 'late' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'first' }], []] }],
    }));
    // A copy put on the stack by some effect while the first is in play (no card does this yet).
    const late = idOf(r, 'late');
    const s = { ...r.state, players: [{ ...r.state.players[0], hand: [] }, r.state.players[1]] as typeof r.state.players,
      stack: [{ id: 1, kind: 'card' as const, seat: 0 as const, card: late, at: idOf(r, 'site'), targets: [] }], nextId: 2 };
    const a = apply(s, { type: 'pass', seat: 0 });
    if (!a.ok) throw new Error(a.refusal.reason);
    const b = apply(a.state, { type: 'pass', seat: 1 });
    if (!b.ok) throw new Error(b.refusal.reason);
    expect(b.state.table[late]).toBeUndefined();
    expect(b.state.players[0].used[0]).toBe(late);
    expect(b.events.map((e) => e.text).join('\n')).toContain("Test Hero can't enter play: Test Hero is unique and you already have it in play.");
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
