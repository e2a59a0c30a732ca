// Playing cards (R-PLAY), units (R-UNIT), ships (R-SHIP), weapons (R-WEAPON), assets (R-ASSET),
// orders (R-ORDER), interrupts (R-INTR), and capacity (EX-CAP). Positions use the registry's
// test cards (tests/kit/cards).
import { describe, expect, it } from 'vitest';
import { apply, freeCapacity, totalPower, totalTactics } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import type { Place } from '../kit/position';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const siteB = 'Ganymede/Test Site B';
const orbit = 'Ganymede/Test Orbit';
const at = (name = 'site'): Place => ({ card: siteA, name, controller: P1 });

describe('R-PLAY: the play procedure and costs', () => {
  it('R-PLAY-01: only interrupts are played outside your deploy phase', () => {
    game({ phase: 'control', players: [{ hand: ['Test Trooper', 'Test Boost'] }, {}], row: [at()] })
      .refuses('R-PLAY-01', 'Only interrupts can be played outside your deploy phase; Test Trooper is a character.').play('Test Trooper', { at: 'site' })
      .play('Test Boost').expectStack(1);
  });

  it('R-PLAY-01: every copy in hand is offered, each with the same plays', () => {
    const g = game({ players: [{ hand: [{ card: 'Test Trooper', name: 'one' }, { card: 'Test Trooper', name: 'two' }] }, {}], row: [at()] });
    const plays = g.legal().filter((a) => a.type === 'play');
    const of = (card: string) => plays.filter((a) => a.card === card).map((a) => ({ ...a, card: 'X' }));
    expect(of(g.id('one')).length).toBeGreaterThan(0);
    expect(of(g.id('two'))).toEqual(of(g.id('one')));
  });

  it("R-PLAY-01: not in the opponent's deploy phase either, even holding initiative", () => {
    game({ turnPlayer: P2, initiative: P1, players: [{ hand: ['Test Trooper'] }, {}], row: [at()] })
      .refuses('R-PLAY-01').play('Test Trooper', { at: 'site' });
  });

  it('R-PLAY-02: an illegal play leaves the game exactly as it was; a legal one is pending with costs paid', () => {
    const g = game({ players: [{ active: energy(2, 2), hand: ['Test Tank', 'Test Trooper'] }, {}], row: [at()] });
    const before = JSON.stringify(g.state);
    const refused = apply(g.state, { type: 'play', seat: 0, card: g.id('Test Tank'), at: g.id('site') });
    expect(refused).toEqual({ ok: false, refusal: { rule: 'R-PLAY-04', reason: 'Test Tank costs 3 energy; your active pile has 2.' } });
    expect(JSON.stringify(g.state)).toBe(before);
    g.play('Test Trooper', { at: 'site' }).expectPile(P1, 'hand', 'Test Tank').expectPiles(P1, { active: 1, used: 1 });
    expect(g.state.stack).toEqual([expect.objectContaining({ kind: 'card', card: g.id('Test Trooper'), at: g.id('site') })]);
  });

  it('R-PLAY-02: requirements (step 2) are met before costs (step 5): a destiny card with an empty reserve', () => {
    game({ players: [{ reserve: [], active: energy(1, 2), hand: ['Test Deal'] }, {}] })
      .refuses('R-DESTINY-04', 'Test Deal reveals destiny and your reserve is empty.').play('Test Deal');
  });

  it('R-PLAY-03: the energy cost moves cards from active to used; the support cost needs icons; other costs are paid too', () => {
    game({ players: [{ hand: ['Test Elite', 'Test Plain', 'Test Tank'] }, {}], row: [at()] })
      .refuses('R-PLAY-03', 'Test Elite needs 2 Gongen support icons on your side; you have 1.').play('Test Elite', { at: 'site' })
      .play('Test Tank', { at: 'site' })
      .expectPiles(P1, { active: 2, used: 3 });
  });

  it('R-PLAY-03: an additional cost in an ability ("lose 1 energy") is paid as the card is played', () => {
    game({ players: [{ hand: ['Test Sacrifice'] }, {}] }).play('Test Sacrifice').lose('active')
      .expectStack(1).expectPiles(P1, { lost: 1, active: 4 }).expectDecision(null);
  });

  it("R-PLAY-04: all costs at once; if one part can't be paid, nothing is paid", () => {
    game({ row: [{ card: siteA, controller: P1, cards: [['Test Costly Zealot'], []] }] })
      .refuses('R-PLAY-04', 'You have no card that can pay this cost.').use('Test Costly Zealot')
      .expectPiles(P1, { active: 5, used: 0 }).expectStack(0);
  });

  it('R-PLAY-05: two cards with identical costs are each paid for', () => {
    game({ row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Small Pumper', name: 'a' }, { card: 'Test Small Pumper', name: 'b' }], []] }] })
      .use('a').use('b').expectStack(2).expectPiles(P1, { active: 3, used: 2 });
  });

  it('R-PLAY-06: costs stay paid when the card is canceled', () => {
    const g = game({ players: [{ hand: ['Test Boost'] }, { hand: ['Test Counter'] }] }).play('Test Boost').pass(P1);
    g.play('Test Counter', { targets: [g.stackItem()] }).pass(P2).pass(P1)
      .expectStack(0).expectPiles(P1, { active: 4, used: 1, lost: 1, reserve: 5 })
      .expectCard('Test Boost', { zone: 'lost' }).expectCard('Test Counter', { zone: 'lost' });
  });

  it('R-PLAY-07: a card whose effect will do nothing may be played, but every target must be chosen', () => {
    game({ players: [{ reserve: [], hand: ['Test Boost', 'Test Strike'] }, {}] })
      .refuses('R-TGT-04', 'Choose 1 target.').play('Test Strike')
      .play('Test Boost').resolve()
      .expectPiles(P1, { active: 4, used: 2, reserve: 0 }).expectCard('Test Boost', { zone: 'used' });
  });

  it("R-PLAY-08: a unit's site is a target, re-checked on resolution (AMB-19: it goes to the used pile)", () => {
    game({
      players: [{ hand: [{ card: 'Test Trooper', name: 'late' }] }, { hand: ['Test Strike'] }],
      row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P1, cards: [[{ card: 'Test Trooper', name: 'first' }], []] }],
    }).play('late', { at: 'barren' }).pass(P1).play('Test Strike', { targets: ['first'] }).resolve().resolve()
      .expectStack(0).expectCard('first', { zone: 'lost' }).expectCard('late', { zone: 'used' }).expectLog("Test Trooper can't enter play");
  });

  it('R-PLAY-08: a weapon whose host leaves play while it is pending does not enter play', () => {
    game({
      players: [{ hand: ['Test Rifle'] }, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'host' }], []] }],
    }).play('Test Rifle', { at: 'host' }).pass(P1).play('Test Strike', { targets: ['host'] }).resolve().resolve()
      .expectCard('host', { zone: 'lost' }).expectCard('Test Rifle', { zone: 'used' });
  });

  it('R-PLAY-09: "you may play" works from the hand; "as an additional cost" works on the stack', () => {
    // The only energy left is the reserve, so the engine takes the lost card from it.
    game({ players: [{ active: [], hand: ['Test Guest', 'Test Toll'] }, {}], row: [at()] })
      .play('Test Guest', { at: 'site' }).resolve().play('Test Toll')
      .expectCard('Test Guest', { zone: 'table', at: 'site' }).expectCard('Test Toll', { zone: 'stack' }).expectPiles(P1, { reserve: 4, lost: 1 });
  });

  it('R-PLAY-10: a cost modifier changes the energy paid, never below 0 (AMB-25)', () => {
    game({ players: [{ hand: ['Test Tank', 'Test Trooper'] }, {}], row: [{ card: 'Ganymede/Test Discount', controller: P1 }, at()] })
      .play('Test Tank', { at: 'site' })
      .expectPiles(P1, { active: 3, used: 2 }).expectLog(`plays Test Tank at ${siteA} for 2 energy`);
    game({ players: [{ hand: ['Test Trooper'] }, {}], row: [{ card: 'Ganymede/Test Free Site', controller: P1 }, at()] })
      .play('Test Trooper', { at: 'site' })
      .expectPiles(P1, { active: 5, used: 0 }).expectStack(1);
  });

  it('R-PLAY-11: a unit resolving enters play; an order performs its effect, then goes to its pile', () => {
    // 5 active - 1 (trooper) - 1 (orders) + 1 activated
    game({ players: [{ hand: ['Test Trooper', 'Test Orders'] }, {}], row: [at()] })
      .play('Test Trooper', { at: 'site' }).resolve().play('Test Orders').resolve()
      .expectCard('Test Trooper', { zone: 'table', at: 'site' }).expectCard('Test Orders', { zone: 'used' })
      .expectPiles(P1, { active: 4, used: 3, reserve: 4 })
      .expectLog(`Test Trooper enters play at ${siteA}`, 'Test Orders resolves', 'P1 activates 1');
  });
});

describe('R-UNIT: characters, NōBots and vehicles', () => {
  it('R-UNIT-01: characters, NōBots and vehicles are all units played at sites', () => {
    game({ players: [{ hand: ['Test Trooper', 'Test Bot', 'Test Tank'] }, {}], row: [at()] })
      .play('Test Trooper', { at: 'site' }).resolve().play('Test Bot', { at: 'site' }).resolve().play('Test Tank', { at: 'site' }).resolve()
      .expectCard('Test Trooper', { at: 'site' }).expectCard('Test Bot', { at: 'site' }).expectCard('Test Tank', { at: 'site' });
  });

  it('R-UNIT-02: a unit needs an empty stack', () => {
    game({ players: [{ hand: [{ card: 'Test Trooper', name: 'a' }, { card: 'Test Trooper', name: 'b' }] }, {}], row: [at()] })
      .play('a', { at: 'site' }).refuses('R-STACK-02', 'Cards other than interrupts need an empty stack.').play('b', { at: 'site' });
  });

  it("R-UNIT-03: a unit enters play at a site or aboard one of your ships, not at a sector or aboard the opponent's ship", () => {
    game({
      players: [{ hand: ['Test Trooper'] }, {}],
      row: [{ card: orbit, name: 'orbit', controller: P1, cards: [[{ card: 'Test Fighter', name: 'mine' }], [{ card: 'Test Fighter', name: 'theirs' }]] }],
    }).refuses('R-UNIT-03', 'A unit is played at a site (or aboard your ship at a sector).').play('Test Trooper', { at: 'orbit' })
      .refuses('R-UNIT-03', 'A unit can go aboard only one of your own ships.').play('Test Trooper', { at: 'theirs' })
      .play('Test Trooper', { at: 'mine' }).resolve()
      .expectCard('Test Trooper', { zone: 'table', under: 'mine' });
  });

  it('R-UNIT-04: a unit needs an energy icon on your side of the site, or another unit of yours there', () => {
    game({
      players: [{ hand: ['Test Trooper'] }, {}],
      row: [
        { card: 'Vesta/Barren Site', name: 'barren', controller: P1 },
        { card: 'Mars/Lone Site', name: 'lone', controller: P2 },
        { card: 'Ganymede/Test Bare Site', name: 'held', controller: P1 },
      ],
    }).refuses('R-UNIT-04', 'Vesta/Barren Site has no energy icon on your side and you have no unit there.').play('Test Trooper', { at: 'barren' })
      // The opponent's site: its top-edge icon is on your side.
      .play('Test Trooper', { at: 'lone' }).resolve()
      .expectCard('Test Trooper', { at: 'lone' });
    game({ players: [{ hand: ['Test Trooper'] }, {}], row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P1, cards: [['Test Bot'], []] }] })
      .play('Test Trooper', { at: 'barren' }).resolve().expectCard('Test Trooper', { at: 'barren' });
  });

  it('R-UNIT-05 / EX-CAP-02: a ship of capacity 3 with Hannya (size 1) aboard has no room for Deigan (size 3)', () => {
    game({
      players: [{ hand: ['Test Deigan'] }, {}],
      row: [{ card: orbit, controller: P1, cards: [[{ card: 'Test Transport', beneath: ['Test Hannya'] }], []] }],
    }).refuses('R-UNIT-05', 'Test Transport has 2 capacity left; Test Deigan needs 3.').play('Test Deigan', { at: 'Test Transport' });
  });

  it('R-UNIT-06: Scouting lets a character be played at a site with no energy icon on your side (AMB-08)', () => {
    game({ players: [{ hand: ['Test Scout'] }, {}], row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P1 }] })
      .play('Test Scout', { at: 'barren' }).resolve().expectCard('Test Scout', { zone: 'table', at: 'barren' });
  });

  it('R-UNIT-07: units aboard ships add no power or tactics to a sector battle', () => {
    // Cruiser 6/3 + Piloting 1 of its pilot; the hero (4/4) adds nothing.
    const g = game({
      phase: 'battle',
      row: [{ card: orbit, name: 'orbit', controller: P1, cards: [[{ card: 'Test Cruiser', beneath: ['Test Hero', 'Test Pilot'] }], ['Test Fighter']] }],
      battle: { location: 'orbit', step: 'window3', destiny: [0, 0] },
    });
    expect(totalPower(g.state, 0).value).toBe(7);
    expect(totalTactics(g.state, 0)).toBe(4);
    expect(totalPower(g.state, 1).value).toBe(3);
  });

  it('R-UNIT-08: a unit that needs company is dismissed when it enters play with no other unit of yours there', () => {
    game({ players: [{ hand: ['Test Zealous Squad'] }, {}], row: [{ card: siteA, name: 'site', controller: P1, cards: [[], ['Test Trooper']] }] })
      .play('Test Zealous Squad', { at: 'site' }).resolve()
      .expectCard('Test Zealous Squad', { zone: 'lost' }).expectLog('is dismissed (R-UNIT-08)');
    game({ players: [{ hand: ['Test Zealous Squad'] }, {}], row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], []] }] })
      .play('Test Zealous Squad', { at: 'site' }).resolve()
      .expectCard('Test Zealous Squad', { zone: 'table', at: 'site' });
  });
});

describe('R-SHIP: ships', () => {
  it('R-SHIP-01: a ship is played at a sector, in your deploy phase', () => {
    game({ players: [{ hand: ['Test Fighter'] }, {}], row: [at(), { card: orbit, name: 'orbit', controller: P1 }] })
      .refuses('R-SHIP-01', 'A ship is played at a sector.').play('Test Fighter', { at: 'site' })
      .play('Test Fighter', { at: 'orbit' }).resolve()
      .expectCard('Test Fighter', { at: 'orbit' }).expectPiles(P1, { active: 3 });
  });

  it('R-SHIP-02: the sector needs an energy icon on your side, another ship of yours, or Scouting', () => {
    game({ players: [{ hand: ['Test Fighter', 'Test Scout Ship'] }, {}], row: [{ card: 'Ceti/Barren Sector', name: 'void', controller: P1 }] })
      .refuses('R-SHIP-02', 'Ceti/Barren Sector has no energy icon on your side and you have no ship there.').play('Test Fighter', { at: 'void' })
      .play('Test Scout Ship', { at: 'void' }).resolve()
      .play('Test Fighter', { at: 'void' }).resolve()
      .expectCard('Test Scout Ship', { at: 'void' }).expectCard('Test Fighter', { at: 'void' });
  });

  it('R-SHIP-03: ships fight only in space: a ship cannot move to a site', () => {
    game({ phase: 'move', row: [at(), { card: orbit, controller: P1, cards: [['Test Fighter'], []] }] })
      .refuses('R-MOVE-04', 'A ship moves from its sector to another sector.').move('Test Fighter', 'site');
  });

  it('R-SHIP-04 / EX-CAP-01: capacity 4 with a size-1 unit aboard takes a size-2 unit, then has 1 left', () => {
    const g = game({
      players: [{ hand: [{ card: 'Test Bot', name: 'bot' }, { card: 'Test Bot', name: 'bot2' }] }, {}],
      row: [{ card: orbit, controller: P1, cards: [[{ card: 'Test Cruiser', name: 'ship', beneath: ['Test Trooper'] }], []] }],
    }).play('bot', { at: 'ship' }).resolve()
      .refuses('R-UNIT-05', 'Test Cruiser has 1 capacity left; Test Bot needs 2.').play('bot2', { at: 'ship' })
      .expectCard('bot', { under: 'ship' });
    expect(freeCapacity(g.state, g.id('ship'))).toBe(1);
  });

  it('R-SHIP-05 / EX-CAP-03: inverting Hannya to size 3 aboard a full ship is legal and removes nothing', () => {
    const g = game({
      row: [{ card: orbit, controller: P1, cards: [[{ card: 'Test Cruiser', name: 'ship', beneath: ['Test Hannya', 'Test Deigan'] }], []] }],
    }).use('Test Hannya').resolve()
      .expectCard('Test Hannya', { under: 'ship', inverted: true }).expectCard('Test Deigan', { under: 'ship' });
    expect(freeCapacity(g.state, g.id('ship'))).toBe(-2);
  });
});

describe('R-WEAPON: weapons', () => {
  const armed = (weapon?: string) => ({ card: siteA, name: 'site', controller: P1,
    cards: [[{ card: 'Test Trooper', name: 'host', ...(weapon ? { beneath: [weapon] } : {}) }], []] }) as Place;

  it('R-WEAPON-01: a weapon is played in your deploy phase', () => {
    game({ phase: 'move', players: [{ hand: ['Test Rifle'] }, {}], row: [armed()] }).refuses('R-PLAY-01').play('Test Rifle', { at: 'host' });
  });

  it('R-WEAPON-02: a weapon goes beneath your card of its kind; a (FIGHTER) weapon only on a fighter', () => {
    game({
      players: [{ hand: ['Test Rifle', 'Test Fighter Gun', 'Test Ship Gun'] }, {}],
      row: [{ card: siteA, controller: P1, cards: [['Test Trooper'], []] },
        { card: orbit, controller: P1, cards: [['Test Cruiser', 'Test Fighter'], []] }],
    }).refuses('R-WEAPON-02', 'Test Rifle goes beneath your character.').play('Test Rifle', { at: 'Test Cruiser' })
      .refuses('R-WEAPON-02', 'Test Fighter Gun goes beneath your fighter.').play('Test Fighter Gun', { at: 'Test Cruiser' })
      .play('Test Fighter Gun', { at: 'Test Fighter' }).resolve()
      .play('Test Ship Gun', { at: 'Test Cruiser' }).resolve()
      .play('Test Rifle', { at: 'Test Trooper' }).resolve()
      .expectCard('Test Fighter Gun', { under: 'Test Fighter' }).expectCard('Test Ship Gun', { under: 'Test Cruiser' })
      .expectCard('Test Rifle', { under: 'Test Trooper' });
  });

  it("R-WEAPON-03: a weapon can't go beneath the opponent's card", () => {
    game({ players: [{ hand: ['Test Rifle'] }, {}], row: [{ card: siteA, controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'enemy' }]] }] })
      .refuses('R-WEAPON-03', 'A weapon may go only beneath one of your own cards.').play('Test Rifle', { at: 'enemy' });
  });

  it('R-WEAPON-04: one weapon per card, never two', () => {
    game({ players: [{ hand: [{ card: 'Test Rifle', name: 'rifle' }] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'host', beneath: ['Test Rifle', 'Test Medal'] }], []] }] })
      .refuses('R-WEAPON-04', 'Test Trooper already has a weapon beneath it.').play('rifle', { at: 'host' });
  });

  it("R-WEAPON-05: a weapon can't be moved from card to card", () => {
    game({ phase: 'move',
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', name: 'a', beneath: ['Test Rifle'] }, { card: 'Test Trooper', name: 'b' }], []] }] })
      .refuses('R-MOVE-03').move('Test Rifle', 'b').refuses('R-MOVE-03').move('Test Rifle', 'site')
      .expectCard('Test Rifle', { under: 'a' });
  });

  it('R-WEAPON-06: a weapon travels with the card it is on and is lost once that card leaves play', () => {
    const g = game({ phase: 'move', row: [{ ...armed('Test Rifle'), name: 'a' }, { card: siteB, name: 'b', controller: P1 }] })
      .move('host', 'b').resolve()
      .expectCard('host', { at: 'b' }).expectCard('Test Rifle', { under: 'host' });
    expect(g.state.table[g.id('Test Rifle')]).toEqual({ controller: 0, under: g.id('host') });
    game({ initiative: P2, players: [{}, { hand: ['Test Strike'] }], row: [armed('Test Rifle')] })
      .play('Test Strike', { targets: ['host'] }).resolve()
      .expectCard('host', { zone: 'lost' }).expectCard('Test Rifle', { zone: 'lost' }).expectPiles(P1, { lost: 2 });
  });

  it('R-WEAPON-07: weapon abilities may be used in the last battle window', () => {
    game({
      phase: 'battle',
      row: [{ card: siteA, name: 'site', controller: P1, cards: [[{ card: 'Test Trooper', beneath: ['Test Blaster'] }], [{ card: 'Test Trooper', name: 'enemy' }]] }],
      battle: { location: 'site', step: 'window5' },
    }).use('Test Blaster', { targets: ['enemy'] }).resolve().expectCard('enemy', { damaged: true });
  });
});

describe('R-ASSET: assets', () => {
  const hosted = (beneath: string[] = []): Place => ({ card: siteA, name: 'a', controller: P1,
    cards: [[{ card: 'Test Trooper', name: 'host', beneath }], []] });

  it('R-ASSET-01: an asset is played in your deploy phase', () => {
    game({ phase: 'control', players: [{ hand: ['Test Banner'] }, {}] }).refuses('R-PLAY-01').play('Test Banner');
  });

  it('R-ASSET-02: an asset without a kind goes on the table by itself; one with a kind goes beneath a card of that kind', () => {
    const g = game({ players: [{ hand: ['Test Banner', 'Test Medal'] }, {}], row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], []] }] })
      .refuses('R-ASSET-02', 'Test Banner goes on the table by itself.').play('Test Banner', { at: 'Test Trooper' })
      .refuses('R-ASSET-02', 'Test Medal goes beneath a character.').play('Test Medal', { at: 'site' })
      .play('Test Banner').resolve().play('Test Medal', { at: 'Test Trooper' }).resolve()
      .expectCard('Test Banner', { zone: 'table' }).expectCard('Test Medal', { under: 'Test Trooper' });
    expect(g.state.table[g.id('Test Banner')]).toEqual({ controller: 0 });
  });

  it("R-ASSET-03: an asset goes beneath your own card, unless it says it may go beneath the opponent's", () => {
    game({ players: [{ hand: ['Test Medal', 'Test Gift'] }, {}], row: [{ card: siteA, controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'enemy' }]] }] })
      .refuses('R-ASSET-03', 'Test Medal may go only beneath one of your own cards.').play('Test Medal', { at: 'enemy' })
      .play('Test Gift', { at: 'enemy' }).resolve()
      .expectCard('Test Gift', { under: 'enemy', controller: P1 });
  });

  it('R-ASSET-04: a card can hold as many assets as you like', () => {
    game({ players: [{ hand: [{ card: 'Test Medal', name: 'third' }] }, {}], row: [hosted(['Test Medal', 'Test Medal'])] })
      .play('third', { at: 'host' }).resolve().expectCard('third', { under: 'host' });
  });

  it('R-ASSET-05: cards an asset stacks on itself are not in play: they cannot be chosen as targets', () => {
    game({ initiative: P2, players: [{ assets: [{ card: 'Test Banner', stacked: [{ card: 'Test Trooper', name: 'kept' }] }] }, { hand: ['Test Strike'] }] })
      .refuses('R-TGT-04', 'That is not a legal target.').play('Test Strike', { targets: ['kept'] })
      .expectCard('kept', { zone: 'stacked' });
  });

  it('R-ASSET-06: an asset travels with the card it is on and is lost once that card leaves play', () => {
    game({ phase: 'move', row: [hosted(['Test Medal']), { card: siteB, name: 'b', controller: P1 }] })
      .move('host', 'b').resolve().expectCard('host', { at: 'b' }).expectCard('Test Medal', { under: 'host' });
    game({ initiative: P2, players: [{}, { hand: ['Test Strike'] }], row: [hosted(['Test Medal'])] })
      .play('Test Strike', { targets: ['host'] }).resolve().expectCard('Test Medal', { zone: 'lost' });
  });
});

describe('R-ORDER: orders', () => {
  it("R-ORDER-01: an order is played only in your own deploy phase with an empty stack", () => {
    game({ turnPlayer: P2, initiative: P1, players: [{ hand: ['Test Orders'] }, {}] }).refuses('R-PLAY-01').play('Test Orders');
    game({ players: [{ hand: ['Test Orders', 'Test Boost'] }, {}] }).play('Test Boost').refuses('R-STACK-02').play('Test Orders');
  });

  it('R-ORDER-02: an ORDER (USED) goes on top of the used pile, an ORDER (LOST) to the lost pile', () => {
    const g = game({ players: [{ hand: ['Test Orders', 'Test Last Orders', 'Test Either Order'] }, {}] })
      .play('Test Orders').resolve().play('Test Last Orders').resolve().play('Test Either Order', { mode: 'lost' }).resolve()
      .expectCard('Test Orders', { zone: 'used' }).expectCard('Test Last Orders', { zone: 'lost' }).expectCard('Test Either Order', { zone: 'lost' });
    // Used pile, top first: Test Last Orders' cost, Test Orders, Test Orders' cost.
    expect(g.state.players[0].used[1]).toBe(g.id('Test Orders'));
    // 5 active - 2 paid + 1 + 1 + 3 activated
    g.expectPiles(P1, { reserve: 0, active: 8, used: 3, lost: 2, hand: 0 });
  });

  it('R-ORDER-03: an order is never in play: it does what it says, then goes to its pile', () => {
    const g = game({ players: [{ hand: ['Test Self Levy'] }, {}] }).play('Test Self Levy').resolve()
      .expectDecision('lose').expectCard('Test Self Levy', { zone: 'stack' });
    expect(g.state.table[g.id('Test Self Levy')]).toBeUndefined();
    g.lose('reserve').expectOnTop(P1, 'used', 'Test Self Levy');
  });

  it('R-ORDER-04: a canceled order goes to the lost pile, even an ORDER (USED)', () => {
    const g = game({ players: [{ hand: ['Test Orders'] }, { hand: ['Test Counter'] }] }).play('Test Orders').pass(P1);
    g.play('Test Counter', { targets: [g.stackItem()] }).resolve()
      .expectCard('Test Orders', { zone: 'lost' }).expectPiles(P1, { reserve: 5 });
  });
});

describe('R-INTR: interrupts', () => {
  it("R-INTR-01: an interrupt may be played in the opponent's turn, onto a stack that is not empty", () => {
    game({
      phase: 'control', initiative: P2,
      players: [{}, { hand: ['Test Boost'] }],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [['Test Trooper'], []] }],
      stack: [{ kind: 'drain', seat: 0, location: 'site' }],
    }).play('Test Boost').expectStack(2);
  });

  it('R-INTR-02: interrupts are the only cards played outside your deploy phase', () => {
    game({ phase: 'draw', players: [{ hand: ['Test Boost', 'Test Orders', 'Test Banner'] }, {}] })
      .refuses('R-PLAY-01').play('Test Orders').refuses('R-PLAY-01').play('Test Banner').play('Test Boost')
      .expectStack(1);
  });

  it('R-INTR-03: a (USED OR LOST) interrupt is played for one of its effects, which decides its pile', () => {
    game({ phase: 'control', players: [{ hand: ['Test Either Interrupt'] }, {}] })
      .refuses('R-INTR-03', "Choose which of Test Either Interrupt's effects to play (used or lost).").play('Test Either Interrupt')
      .play('Test Either Interrupt', { mode: 'used' }).resolve()
      .expectCard('Test Either Interrupt', { zone: 'used' }).expectPiles(P1, { active: 6, reserve: 4 });
  });

  it('R-INTR-04: an interrupt never enters play', () => {
    const g = game({ phase: 'battle', players: [{ hand: ['Test Boost'] }, {}] }).play('Test Boost').resolve()
      .expectCard('Test Boost', { zone: 'used' });
    expect(Object.keys(g.state.table)).toEqual([]);
  });

  it('R-INTR-05: a canceled interrupt goes to the lost pile; one whose effect is canceled goes to its normal pile', () => {
    game({
      phase: 'control',
      players: [{ hand: [{ card: 'Test Strike', name: 'mine' }] }, { hand: [{ card: 'Test Strike', name: 'theirs' }] }],
      row: [{ card: siteA, controller: P1, cards: [[], [{ card: 'Test Trooper', name: 'target' }]] }],
    }).play('mine', { targets: ['target'] }).pass(P1).play('theirs', { targets: ['target'] }).resolve().resolve()
      .expectCard('target', { zone: 'lost' }).expectCard('mine', { zone: 'used' }).expectCard('theirs', { zone: 'used' })
      .expectLog("Test Strike's effect is canceled: a target is no longer legal");
  });

  it('R-INTR-06: an interrupt with two bullets may be played twice each turn', () => {
    game({ phase: 'control', players: [{ hand: ['a', 'b', 'c'].map((name) => ({ card: 'Test Double Tap', name })) }, {}] })
      .play('a').play('b').refuses('R-INTR-06', 'Test Double Tap may be played 2 times each turn, and that is used up.').play('c')
      .expectStack(2);
  });

  it('R-INTR-07: no interrupt during a battle step; they are played in the windows', () => {
    const inBattle = (step: 'destiny' | 'window2') => game({
      phase: 'battle', ...(step === 'destiny' ? { initiative: null } : {}),
      players: [{ hand: ['Test Boost'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1, cards: [['Test Trooper'], ['Test Trooper']] }],
      battle: { location: 'site', step },
    });
    inBattle('destiny').refuses('R-INIT-05', 'No one holds initiative during a battle step.').play('Test Boost', { by: P1 });
    inBattle('window2').play('Test Boost').expectStack(1);
  });
});
