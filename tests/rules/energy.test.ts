// Energy piles (R-ENERGY) and their worked examples (EX-ENERGY).
import { describe, expect, it } from 'vitest';
import { createGame, energyOf, seatView, supportIcons } from '../../src/engine';
import { play } from '../support/scenario';
import { T, character, fill, idOf, order, piles, player, position, site } from '../support/rulesCards';

/** An order making the opponent lose n energy. */
const drainOrder = (n: number) => order('Test Levy', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'lose', who: 'opponent', count: n }] }] });

describe('R-ENERGY: energy piles', () => {
  it('R-ENERGY-01: energy is the reserve, active and used piles; hand, lost and table are not', () => {
    const r = play(position({
      players: [
        player({ reserve: fill(3), active: fill(2), used: fill(1), lost: fill(4), hand: fill(5) }),
        player({ reserve: [], active: [], used: [], hand: fill(3) }),
      ],
      row: [{ card: T.siteA, controller: 0, cards: [[T.trooper], []] }],
    }));
    expect(energyOf(r.state, 0)).toBe(6);
    expect(energyOf(r.state, 1)).toBe(0);
    // Three cards in hand do not keep P2 in the game (R-WIN-01).
    play(position({
      players: [player(), player({ reserve: [], active: [], used: [], hand: fill(3) })],
      actions: [{ type: 'pass', seat: 0 }],
      expect: { winner: 0 },
    }));
  });

  it('R-ENERGY-02: at the start all of a player\'s energy is in the reserve', () => {
    const deck = Array.from({ length: 60 }, (_, i) => (i === 0 ? '1C311' : '1C70'));
    const s = createGame({ seed: 7, decks: [deck, deck], firstPlayer: 0 });
    expect([s.players[0].reserve.length, s.players[0].active.length, s.players[0].used.length, s.players[0].hand.length]).toEqual([60, 0, 0, 0]);
  });

  it('R-ENERGY-03: activating moves cards one at a time from the top of the reserve to the top of the active pile', () => {
    const r = play(position({
      phase: 'activate',
      players: [player({ reserve: [{ card: T.d1, name: 'first' }, { card: T.d2, name: 'second' }, { card: T.d3, name: 'third' }], active: [] }), player()],
      row: [{ card: T.siteB, controller: 0 }],
      actions: [{ type: 'activate', seat: 0, amount: 2 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { reserve: 1, active: 2 } }, log: ['P1 activates 2'] },
    }));
    expect(r.state.players[0].active).toEqual([idOf(r, 'second'), idOf(r, 'first')]);
    expect(r.state.players[0].reserve).toEqual([idOf(r, 'third')]);
  });

  it('R-ENERGY-04: the active pile stays from turn to turn', () => {
    play(position({
      phase: 'draw',
      players: [player({ active: fill(3) }), player({ active: fill(2) })],
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { turnPlayer: 1, phase: 'activate', piles: { 0: { active: 3 }, 1: { active: 2 } } },
    }));
  });

  it('R-ENERGY-05: paying moves cards from the top of the active pile to the top of the used pile; only the active pile pays', () => {
    const r = play(position({
      players: [player({ active: [{ card: T.d1, name: 'a' }, { card: T.d2, name: 'b' }, { card: T.d3, name: 'c' }], hand: [{ card: T.tank, name: 'tank' }, { card: 'T40', name: 'x' }] }), player()],
      extraCards: { T40: character('Test Costly', [1, 1, 1], { cost: 2 }) },
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@x', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@tank', at: '@site', refused: 'R-PLAY-04' },
      ],
      expect: { piles: { 0: { reserve: 5 } } },
    }));
    expect(r.state.players[0].used).toEqual([idOf(r, 'b'), idOf(r, 'a')]);
    expect(r.state.players[0].active).toEqual([idOf(r, 'c')]);
    expect(r.refusals[0].refusal.reason).toBe('Test Tank costs 3 energy; your active pile has 1.');
  });

  it('R-ENERGY-06 / R-ENERGY-07 / EX-ENERGY-01: losing 4 card by card: a hand card, the top used card, two reserve cards', () => {
    const r = play(position({
      turnPlayer: 1,
      extraCards: { T40: drainOrder(4) },
      players: [
        player({ reserve: fill(5), active: fill(3), used: [{ card: T.d5, name: 'topUsed' }, T.d1], hand: [{ card: T.boost, name: 'spare' }, T.boost] }),
        player({ hand: [{ card: 'T40', name: 'levy' }] }),
      ],
      actions: [
        { type: 'play', seat: 1, card: '@levy' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'choose', seat: 0, choice: { loseFromHand: '@spare' } },
        { type: 'choose', seat: 0, choice: { lose: 'used' } },
        { type: 'choose', seat: 0, choice: { lose: 'reserve' } },
        { type: 'choose', seat: 0, choice: { lose: 'reserve' } },
      ],
      expect: {
        decision: null,
        piles: { 0: { lost: 4, hand: 1, used: 1, reserve: 3, active: 3 } },
        cards: { '@spare': { zone: 'lost' }, '@topUsed': { zone: 'lost' } },
        log: ['P1 loses Test Boost from hand', 'P1 loses Destiny 5 from the used pile'],
      },
    }));
    // 10 energy before, 7 after: the hand card was not energy.
    expect(energyOf(r.state, 0)).toBe(7);
  });

  it('R-ENERGY-07: hand cards may be lost in place of energy, mixed with pile cards', () => {
    const r = play(position({
      turnPlayer: 1,
      extraCards: { T40: drainOrder(2) },
      players: [player({ reserve: [], active: fill(1), used: [], hand: [{ card: T.boost, name: 'h' }] }), player({ hand: [{ card: 'T40', name: 'levy' }] })],
      actions: [{ type: 'play', seat: 1, card: '@levy' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { decision: 'lose' },
    }));
    expect(r.state.queue[0]).toMatchObject({ k: 'lose', n: 2 });
    play(position({
      turnPlayer: 1,
      extraCards: { T40: drainOrder(2) },
      players: [player({ reserve: [], active: fill(1), used: [], hand: [{ card: T.boost, name: 'h' }] }), player({ hand: [{ card: 'T40', name: 'levy' }] })],
      actions: [
        { type: 'play', seat: 1, card: '@levy' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'choose', seat: 0, choice: { loseFromHand: '@h' } },
      ],
      // The last loss has one option left, the active card, so the engine takes it.
      expect: { piles: { 0: { lost: 2, hand: 0, active: 0 } } },
    }));
  });

  it('R-ENERGY-08: at the end of every turn both players put their used pile, order kept, beneath their reserve', () => {
    const r = play(position({
      phase: 'draw',
      players: [
        player({ reserve: [{ card: T.d0, name: 'r' }], used: [{ card: T.d1, name: 'u1' }, { card: T.d2, name: 'u2' }] }),
        player({ reserve: [{ card: T.d3, name: 'r2' }], used: [{ card: T.d4, name: 'v1' }] }),
      ],
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { turnPlayer: 1, piles: { 0: { used: 0, reserve: 3 }, 1: { used: 0, reserve: 2 } } },
    }));
    expect(r.state.players[0].reserve).toEqual(['r', 'u1', 'u2'].map((n) => idOf(r, n)));
    expect(r.state.players[1].reserve).toEqual(['r2', 'v1'].map((n) => idOf(r, n)));
  });

  it('R-ENERGY-09: the lost pile is public; face-down piles and the other hand are counts only', () => {
    const r = play(position({
      players: [player({ lost: [{ card: T.d3, name: 'gone' }], hand: [{ card: T.boost, name: 'secret' }] }), player()],
    }));
    const view = seatView(r.state, 1);
    expect(view.players[0].lost).toEqual({ count: 1, cards: [idOf(r, 'gone')] });
    expect(view.numbers[idOf(r, 'gone')]).toBe(T.d3);
    expect(view.players[0].hand).toEqual({ count: 1 });
    expect(view.players[0].reserve).toEqual({ count: 5 });
    expect(view.numbers[idOf(r, 'secret')]).toBeUndefined();
  });

  it("R-ENERGY-10: a lost card goes to its owner's lost pile, whoever controlled it", () => {
    play(position({
      initiative: 1,
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: T.trooper, name: 'borrowed', owner: 1 }], []] }],
      actions: [{ type: 'play', seat: 1, card: '@strike', targets: ['@borrowed'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { piles: { 0: { lost: 0 }, 1: { lost: 1 } }, cards: { '@borrowed': { zone: 'lost' } } },
    }));
  });

  it('R-ENERGY-11: retrieving takes a random card of your lost pile, reveals it and puts it on top of your used pile', () => {
    const r = play(position({
      extraCards: { T40: order('Test Salvage', 'Lost', { abilities: [{ kind: 'onPlay', effect: [{ do: 'retrieve', count: 1 }] }] }) },
      players: [player({ lost: [{ card: T.d7, name: 'wreck' }], hand: [{ card: 'T40', name: 'salvage' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@salvage' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { log: ['P1 retrieves Destiny 7 (R-ENERGY-11)'] },
    }));
    expect(r.state.players[0].used[0]).toBe(idOf(r, 'wreck'));
    expect(r.state.players[0].lost).toEqual([idOf(r, 'salvage')]);
  });

  it('R-ENERGY-12: a download searches the reserve for the card; the reserve is shuffled whether or not it is taken', () => {
    const recruit = order('Test Recruit', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'search', pile: 'reserve', select: { titleHas: 'Mars' }, to: 'hand' }] }] });
    const reserve = [T.d1, T.d2, T.d3, { card: T.loneSite, name: 'mars' }, T.d4, T.d5];
    const r = play(position({
      extraCards: { T40: recruit },
      players: [player({ reserve, hand: [{ card: 'T40', name: 'recruit' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@recruit' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { pick: '@mars' } },
      ],
      expect: { cards: { '@mars': { zone: 'hand' } }, piles: { 0: { reserve: 5 } }, log: ['P1 takes Mars/Lone Site into hand (R-ENERGY-12)', 'P1 shuffles the reserve'] },
    }));
    expect(r.state.players[0].reserve.length).toBe(5);
    play(position({
      extraCards: { T40: recruit },
      players: [player({ reserve, hand: [{ card: 'T40', name: 'recruit' }] }), player()],
      actions: [
        { type: 'play', seat: 0, card: '@recruit' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { yes: false } },
      ],
      expect: { cards: { '@mars': { zone: 'reserve' } }, log: ['P1 shuffles the reserve'] },
    }));
    play(position({
      extraCards: { T40: recruit },
      players: [player({ hand: [{ card: 'T40', name: 'recruit' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@recruit' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { decision: null, log: ['P1 shuffles the reserve'] },
    }));
  });

  it('R-ENERGY-13: a used order is energy again on top of the used pile; a lost one is not', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.usedOrder, name: 'used' }, { card: T.lostOrder, name: 'lost' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@used' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
    }));
    expect(r.state.players[0].used[0]).toBe(idOf(r, 'used'));
    expect(energyOf(r.state, 0)).toBe(11);
    const l = play(position({
      players: [player({ hand: [{ card: T.lostOrder, name: 'lost' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@lost' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@lost': { zone: 'lost' } } },
    }));
    expect(energyOf(l.state, 0)).toBe(10);
  });

  it('R-ENERGY-15: drawing moves a card from the active pile to the hand: energy −1', () => {
    const r = play(position({
      phase: 'draw',
      actions: [{ type: 'draw', seat: 0 }],
      expect: { piles: { 0: { active: 4, hand: 1 } } },
    }));
    expect(energyOf(r.state, 0)).toBe(9);
  });

  it('R-ENERGY-16: putting a card in play on its used pile makes it energy again; it is not destroyed or lost', () => {
    const recall = character('Test Recaller', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ toUsedPile: 'self' }], effect: [{ do: 'activate', count: 1 }] }] });
    const r = play(position({
      extraCards: { T40: recall },
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: 'T40', name: 'recaller' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@recaller', ability: 0 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { lost: 0, active: 6, reserve: 4 } }, log: ['returns to its owner\'s used pile', 'P1 activates 1'] },
    }));
    expect(r.state.players[0].used).toEqual([idOf(r, 'recaller')]);
    expect(r.events.some((e) => /destroyed|dismissed/.test(e.text))).toBe(false);
    expect(energyOf(r.state, 0)).toBe(11);
  });
});

describe('EX-ENERGY: worked examples', () => {
  const threeSites = [
    { card: 'T41', controller: 0 as const }, { card: 'T42', controller: 0 as const }, { card: 'T43', controller: 0 as const },
  ];
  const sites = {
    T41: site('Rhea/North', [1, 1], { icons: { Shi: 1 } }),
    T42: site('Dione/South', [1, 1], { icons: { Shi: 1 } }),
    T43: site('Tethys/East', [1, 1], { icons: { Shi: 1 } }),
  };

  it('EX-ENERGY-02: a card costing 5 and three Shi icons moves 5 cards active → used; the icons are not spent', () => {
    const r = play(position({
      extraCards: { ...sites, T40: character('Test Warlord', [5, 5, 5], { cost: 5, faction: 'Shi', support: { Shi: 3 } }) },
      players: [player({ active: fill(6), hand: [{ card: 'T40', name: 'warlord' }] }), player()],
      row: threeSites.map((l, i) => (i === 0 ? { ...l, name: 'site' } : l)),
      actions: [{ type: 'play', seat: 0, card: '@warlord', at: '@site' }],
      expect: { piles: { 0: { active: 1, used: 5 } } },
    }));
    expect(piles(r, 0).used).toBe(5);
    expect(supportIcons(r.state, 0)).toEqual({ Shi: 3 });
  });

  it('EX-ENERGY-03: three Shi icons pay a 3-icon card and then another card needing Shi icons in the same turn', () => {
    play(position({
      extraCards: { ...sites,
        T40: character('Test Warlord', [5, 5, 5], { cost: 1, faction: 'Shi', support: { Shi: 3 } }),
        T44: character('Test Acolyte', [1, 1, 1], { cost: 1, faction: 'Shi', support: { Shi: 2 } }) },
      players: [player({ hand: [{ card: 'T40', name: 'warlord' }, { card: 'T44', name: 'acolyte' }] }), player()],
      row: threeSites.map((l, i) => (i === 0 ? { ...l, name: 'site' } : l)),
      actions: [
        { type: 'play', seat: 0, card: '@warlord', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@acolyte', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@warlord': { zone: 'table' }, '@acolyte': { zone: 'table' } } },
    }));
  });
});
