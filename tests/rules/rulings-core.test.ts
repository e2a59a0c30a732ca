// Rulings (docs/rulings.md) on the stack, triggers, keywords and terms: AMB-04, 05, 07, 08, 11,
// 13, 14, 15, 17, 19, 21, 22, 23, 25 and the "forced choices" decision.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, sizeOf, supportIcons, triggersToOrder } from '../../src/engine';
import { play } from '../support/scenario';
import { T, asset, character, fill, idOf, piles, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';

const pass2 = [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }];

describe('Rulings: stack, triggers, keywords, terms', () => {
  it('AMB-04: Cruel Lesson reads "another damaged unit" when it triggers: four damaged one at a time lose 0 + 2 + 2 + 2', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.grenade, name: 'grenade' }], assets: [C.cruel] }), player({ reserve: fill(10), active: fill(5) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [
        { card: T.trooper, name: 'u1' }, { card: T.trooper, name: 'u2' }, { card: T.trooper, name: 'u3' }, { card: T.trooper, name: 'u4' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@grenade', targets: ['@u1', '@u2', '@u3', '@u4'] }, ...pass2],
    }));
    expect(r.state.triggers.map((t) => t.event.card)).toEqual([idOf(r, 'u2'), idOf(r, 'u3'), idOf(r, 'u4')]);
  });

  it('AMB-05: a D read from an empty reserve when the effect happens is 0; the card is not canceled (only Simple Wager is)', () => {
    play(core({
      players: [player({ reserve: [T.d4], hand: [{ card: C.quickDraw, name: 'first' }, { card: C.quickDraw, name: 'second' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@first' }, { type: 'play', seat: 0, card: '@second' },
        ...pass2, ...pass2,
      ],
      expect: { stack: 0, cards: { '@first': { zone: 'used' }, '@second': { zone: 'used' } }, piles: { 0: { reserve: 0, hand: 0 } },
        log: ['P1 has no reserve to reveal for Test Quick Draw: destiny 0 (R-DESTINY-05).'] },
    }));
  });

  it('AMB-07: size is a keyword any unit may have, per face of an inverter; without it a unit is size 1', () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.inverter, name: 'up' }, { card: T.inverter, name: 'down', inverted: true },
        { card: T.bigUnit, name: 'giant' }, { card: T.trooper, name: 'plain' }], []] }],
    }));
    expect(['up', 'down', 'giant', 'plain'].map((n) => sizeOf(r.state, idOf(r, n)))).toEqual([1, 3, 3, 1]);
  });

  it('AMB-08: Scouting lets a character be played at a site and a ship at a sector with no energy icon on your side', () => {
    play(core({
      players: [player({ hand: [{ card: T.scout, name: 'scout' }, { card: T.scoutShip, name: 'ship' }] }), player()],
      row: [{ card: T.barrenSite, name: 'site', controller: 1 }, { card: T.barrenSector, name: 'sector', controller: 1 }],
      actions: [
        { type: 'play', seat: 0, card: '@scout', at: '@sector', refused: 'R-UNIT-03' },
        { type: 'play', seat: 0, card: '@scout', at: '@site' }, ...pass2,
        { type: 'play', seat: 0, card: '@ship', at: '@sector' }, ...pass2,
      ],
      expect: { cards: { '@scout': { at: '@site' }, '@ship': { at: '@sector' } } },
    }));
  });

  it('AMB-11: "lose 1 energy" as a cost may be paid with a hand card', () => {
    play(core({
      players: [player({ hand: [{ card: T.d0, name: 'spare' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] }, { card: C.hallway, name: 'hallway', controller: 0 }],
      actions: [
        { type: 'use', seat: 0, card: '@hallway', ability: 0, targets: ['@unit'] },
        { type: 'choose', seat: 0, choice: { loseFromHand: '@spare' } },
      ],
      expect: { stack: 1, cards: { '@spare': { zone: 'lost' } }, piles: { 0: { reserve: 5, active: 5, hand: 0 } } },
    }));
  });

  it('AMB-13: the turn player orders every set of simultaneous triggers, the opponent\'s included', () => {
    const r = play(core({
      phase: 'draw',
      players: [player({ assets: [C.myDraw] }), player({ assets: [C.anyDraw] })],
      actions: [{ type: 'draw', seat: 0 }],
      expect: { decision: 'orderTriggers', actor: 0 },
    }));
    expect(legalActions(r.state)).toHaveLength(2);
    expect(apply(r.state, { type: 'choose', seat: 1, choice: { first: 0 } })).toMatchObject({ ok: false, refusal: { rule: 'R-INIT-01' } });
  });

  it('AMB-13: triggers resolving at once inside a battle step are ordered by the turn player too', () => {
    const priceB = asset('Test Price B', undefined, { abilities: [{ kind: 'triggered', on: 'revealBattleDestiny', inStep: true,
      effect: [{ do: 'battleDestiny', who: 'you', amount: 1 }] }] });
    const priceA = { ...priceB, title: 'Test Price A' };
    const r = play(core({
      phase: 'battle',
      extraCards: { T300: priceA, T301: priceB },
      players: [player({ reserve: fill(5, T.d3), assets: ['T301', { card: 'T300', name: 'a' }] }), player({ reserve: fill(5, T.d2) })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], [T.hero]] }],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [...pass2, { type: 'choose', seat: 0, choice: { reveal: true } }],
      expect: { decision: 'orderInStep', actor: 0 },
    }));
    // The turn player puts Test Price A (entered play second) first.
    const a = legalActions(r.state).find((x) => x.type === 'choose' && 'first' in x.choice && triggersToOrder(r.state)[x.choice.first].card === idOf(r, 'a'))!;
    const after = apply(r.state, a);
    if (!after.ok) throw new Error(after.refusal.reason);
    expect(after.state.battle?.destiny).toEqual([5, 0]);
    const at = (t: string) => after.events.findIndex((e) => e.text.startsWith(t));
    expect(at('Test Price A triggers')).toBeLessThan(at('Test Price B triggers'));
  });

  it('AMB-14: your support icons are those on your side of any location: an encampment under the opponent\'s site counts for you', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.camp, name: 'camp' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [{ type: 'play', seat: 0, card: '@camp', at: '@site', encamp: true }, ...pass2],
    }));
    expect(supportIcons(r.state, 0)).toEqual({ Earther: 1 });
    expect(supportIcons(r.state, 1)).toEqual({ Gongen: 1 });
  });

  it('AMB-15: bullets count per player and turn: both players may play their bulleted interrupt once in one turn', () => {
    play(core({
      players: [player({ hand: [{ card: C.faded, name: 'f1' }, { card: C.faded, name: 'f1b' }] }), player({ hand: [{ card: C.faded, name: 'f2' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'mine' }], [{ card: T.hero, name: 'theirs' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@f1', targets: ['@mine'] }, ...pass2,
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@f2', targets: ['@theirs'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 0, card: '@f1b', targets: ['@mine'], refused: 'R-INTR-06' },
      ],
      expect: { cards: { '@f1': { zone: 'used' }, '@f2': { zone: 'used' } } },
    }));
  });

  it('AMB-15: an ability\'s bullets count per card: a second copy has its own, and a canceled use still counts', () => {
    play(core({
      players: [player(), player({ hand: [{ card: C.cancelAbility, name: 'jam' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, beneath: [{ card: C.pistol, name: 'p1' }] },
        { card: T.trooper, beneath: [{ card: C.pistol, name: 'p2' }] }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@p1', ability: 0 }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@jam', targets: ['stack:1'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'use', seat: 0, card: '@p1', ability: 0, refused: 'R-ABIL-03' },
        { type: 'use', seat: 0, card: '@p2', ability: 0 },
      ],
      expect: { stack: 1 },
    }));
  });

  it('AMB-17: no hand limit: a player ends the turn holding 20 cards', () => {
    play(core({
      phase: 'draw',
      players: [player({ hand: fill(20) }), player()],
      actions: pass2,
      expect: { turnPlayer: 1, piles: { 0: { hand: 20 } } },
    }));
  });

  it('AMB-19: a pending unit whose place became illegal does not enter play: it goes to its owner\'s used pile', () => {
    play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'pending' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.barrenSite, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'anchor' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@pending', at: '@site' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@anchor'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        ...pass2,
      ],
      expect: { stack: 0, cards: { '@pending': { zone: 'used' }, '@anchor': { zone: 'lost' } }, log: ["Test Trooper can't enter play"] },
    }));
  });

  it('AMB-21: cards beneath another card are in play; cards stacked on an asset by its ability are not', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.strike, name: 'strike' }], assets: [{ card: T.banner, stacked: [{ card: T.trooper, name: 'stacked' }] }] }), player()],
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.fighter, name: 'ship', beneath: [{ card: T.trooper, name: 'aboard' }] }], []] }],
    }));
    const targets = legalActions(r.state).filter((a) => a.type === 'play').map((a) => a.type === 'play' && a.targets?.[0]);
    expect(targets).toContain(idOf(r, 'aboard'));
    expect(targets).not.toContain(idOf(r, 'stacked'));
  });

  it('AMB-22: Kucha\'s X reads the other characters at her location, not herself', () => {
    play(core({
      extraCards: { T300: character('Test Strong Kucha', [5, 2, 4], { abilities: [{ kind: 'ongoing',
        change: { stat: { power: { highestPrinted: 'power', of: { kinds: ['character'], at: 'here', other: true } } }, to: 'self' } }] }) },
      row: [{ card: T.siteA, name: 'a', controller: 0, cards: [[{ card: 'T300', name: 'alone' }], []] },
        { card: T.siteB, name: 'b', controller: 0, cards: [[{ card: 'T300', name: 'withTrooper' }, T.trooper], []] }],
      expect: { cards: { '@alone': { power: 5 }, '@withTrooper': { power: 7 } } },
    }));
  });

  it('AMB-23: each D is one reveal: "D + D" reveals two cards and adds them', () => {
    play(core({
      players: [player({ reserve: [T.d3, T.d4, ...fill(10)], hand: [{ card: C.wager, name: 'wager' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@wager' }, ...pass2],
      expect: { piles: { 0: { hand: 7, reserve: 3 } }, log: ['destiny 3.', 'destiny 4.'] },
    }));
  });

  it('AMB-25: energy costs reduced below 0 cost 0; support costs are never reduced', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.farSight, name: 'far' }, { card: T.trooper, name: 'trooper' }, { card: 'T300', name: 'elite' }], assets: [C.rebate] }), player()],
      extraCards: { T300: character('Test Elite', [3, 3, 3], { cost: 2, faction: 'Gongen', support: { Gongen: 2 } }) },
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@far', at: '@site' }, ...pass2,
        { type: 'play', seat: 0, card: '@trooper', at: '@site' }, ...pass2,
        { type: 'play', seat: 0, card: '@elite', at: '@site', refused: 'R-PLAY-03' },
      ],
      expect: { cards: { '@far': { zone: 'table' }, '@trooper': { zone: 'table' } } },
    }));
    expect(piles(r, 0)).toMatchObject({ active: 5, used: 0 });
  });

  it('Decision "forced choices": a choice with only one option is made by the engine', () => {
    play(core({
      phase: 'control',
      players: [player(), player({ reserve: fill(5), active: [], used: [], hand: [] })],
      row: [{ card: T.siteA, name: 'site', controller: 1, cards: [[T.trooper], []] }],
      actions: [{ type: 'drain', seat: 0, location: '@site' }, ...pass2],
      expect: { decision: null, initiative: 0, piles: { 1: { reserve: 3, lost: 2 } } },
    }));
  });
});
