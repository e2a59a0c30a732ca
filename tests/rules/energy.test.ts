// Energy piles (R-ENERGY) and their worked examples (EX-ENERGY).
import { describe, expect, it } from 'vitest';
import { createGame, energyOf, seatView, supportIcons } from '../../src/engine';
import { energy, P1, P2 } from '../kit/driver';
import { testCard } from '../kit/registry';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';
const fill = (n: number) => energy(n, 2);

describe('R-ENERGY: energy piles', () => {
  it('R-ENERGY-01: energy is the reserve, active and used piles; hand, lost and table are not', () => {
    const g = game({
      players: [{ reserve: fill(3), active: fill(2), used: fill(1), lost: fill(4), hand: fill(5) }, { reserve: [], active: [], used: [], hand: fill(3) }],
      row: [{ card: siteA, controller: P1, cards: [['Test Trooper'], []] }],
    });
    expect(energyOf(g.state, 0)).toBe(6);
    expect(energyOf(g.state, 1)).toBe(0);
    // Three cards in hand do not keep P2 in the game (R-WIN-01).
    game({ players: [{}, { reserve: [], active: [], used: [], hand: fill(3) }] }).pass(P1).expectWinner(P1);
  });

  it('R-ENERGY-02: at the start all of a player\'s energy is in the reserve', () => {
    const deck = Array.from({ length: 60 }, (_, i) => (i === 0 ? '1C311' : '1C70'));
    const s = createGame({ seed: 7, decks: [deck, deck], firstPlayer: 0 });
    expect([s.players[0].reserve.length, s.players[0].active.length, s.players[0].used.length, s.players[0].hand.length]).toEqual([60, 0, 0, 0]);
  });

  it('R-ENERGY-03: activating takes reserve cards one by one, top first, onto the active pile', () => {
    game({
      phase: 'activate',
      players: [{ reserve: [{ card: 'Destiny 1', name: 'first' }, { card: 'Destiny 2', name: 'second' }, { card: 'Destiny 3', name: 'third' }], active: [] }, {}],
      row: [{ card: 'Ganymede/Test Site B', controller: P1 }],
    }).activate(2).resolve()
      .expectPiles(P1, { reserve: 1, active: 2 }).expectLog('P1 activates 2')
      .expectPile(P1, 'active', 'second', 'first').expectPile(P1, 'reserve', 'third');
  });

  it('R-ENERGY-04: the active pile stays from turn to turn', () => {
    game({ phase: 'draw', players: [{ active: fill(3) }, { active: fill(2) }] }).pass(P1).pass(P2)
      .expectPhase('activate', P2).expectPiles(P1, { active: 3 }).expectPiles(P2, { active: 2 });
  });

  it('R-ENERGY-05: paying sends active cards, top first, onto the used pile; no other pile can pay', () => {
    game({
      players: [{ active: [{ card: 'Destiny 1', name: 'a' }, { card: 'Destiny 2', name: 'b' }, { card: 'Destiny 3', name: 'c' }], hand: ['Test Tank', 'Test Costly'] }, {}],
      row: [{ card: siteA, name: 'site', controller: P1 }],
    }).play('Test Costly', { at: 'site' }).resolve()
      .refuses('R-PLAY-04', 'Test Tank costs 3 energy; your active pile has 1.').play('Test Tank', { at: 'site' })
      .expectPiles(P1, { reserve: 5 }).expectPile(P1, 'used', 'b', 'a').expectPile(P1, 'active', 'c');
  });

  it('R-ENERGY-06 / R-ENERGY-07 / EX-ENERGY-01: losing 4 card by card: a hand card, the top used card, two reserve cards', () => {
    const g = game({
      turnPlayer: P2,
      players: [
        { reserve: fill(5), active: fill(3), used: [{ card: 'Destiny 5', name: 'topUsed' }, 'Destiny 1'], hand: [{ card: 'Test Boost', name: 'spare' }, 'Test Boost'] },
        { hand: ['Test Big Levy'] },
      ],
    }).play('Test Big Levy').resolve()
      .loseFromHand('spare').lose('used').lose('reserve').lose('reserve')
      .expectDecision(null).expectPiles(P1, { lost: 4, hand: 1, used: 1, reserve: 3, active: 3 })
      .expectCard('spare', { zone: 'lost' }).expectCard('topUsed', { zone: 'lost' })
      .expectLog('P1 loses Test Boost from hand', 'P1 loses Destiny 5 from the used pile');
    // 10 energy before, 7 after: the hand card was not energy.
    expect(energyOf(g.state, 0)).toBe(7);
  });

  it('R-ENERGY-07: hand cards may be lost in place of energy, mixed with pile cards', () => {
    const levied = () => game({
      turnPlayer: P2,
      players: [{ reserve: [], active: fill(1), used: [], hand: [{ card: 'Test Boost', name: 'h' }] }, { hand: ['Test Levy'] }],
    }).play('Test Levy').resolve();
    const g = levied().expectDecision('lose');
    expect(g.state.queue[0]).toMatchObject({ k: 'lose', n: 2 });
    // The last loss has one option left, the active card, so the engine takes it.
    levied().loseFromHand('h').expectPiles(P1, { lost: 2, hand: 0, active: 0 });
  });

  it('R-ENERGY-08: at the end of every turn both players put their used pile, order kept, beneath their reserve', () => {
    game({
      phase: 'draw',
      players: [
        { reserve: [{ card: 'Destiny 0', name: 'r' }], used: [{ card: 'Destiny 1', name: 'u1' }, { card: 'Destiny 2', name: 'u2' }] },
        { reserve: [{ card: 'Destiny 3', name: 'r2' }], used: [{ card: 'Destiny 4', name: 'v1' }] },
      ],
    }).pass(P1).pass(P2)
      .expectPhase('activate', P2).expectPiles(P1, { used: 0, reserve: 3 }).expectPiles(P2, { used: 0, reserve: 2 })
      .expectPile(P1, 'reserve', 'r', 'u1', 'u2').expectPile(P2, 'reserve', 'r2', 'v1');
  });

  it('R-ENERGY-09: the lost pile is public; face-down piles and the other hand are counts only', () => {
    const g = game({ players: [{ lost: [{ card: 'Destiny 3', name: 'gone' }], hand: [{ card: 'Test Boost', name: 'secret' }] }, {}] });
    const view = seatView(g.state, 1);
    expect(view.players[0].lost).toEqual({ count: 1, cards: [g.id('gone')] });
    expect(view.numbers[g.id('gone')]).toBe(testCard('Destiny 3')!.number);
    expect(view.players[0].hand).toEqual({ count: 1 });
    expect(view.players[0].reserve).toEqual({ count: 5 });
    expect(view.numbers[g.id('secret')]).toBeUndefined();
  });

  it("R-ENERGY-10: a lost card goes to its owner's lost pile, whoever controlled it", () => {
    game({
      initiative: P2,
      players: [{}, { hand: ['Test Strike'] }],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'borrowed', owner: P2 }], []] }],
    }).play('Test Strike', { targets: ['borrowed'] }).resolve()
      .expectPiles(P1, { lost: 0 }).expectPiles(P2, { lost: 1 }).expectCard('borrowed', { zone: 'lost' });
  });

  it('R-ENERGY-11: retrieving takes a random card of your lost pile, reveals it and puts it on top of your used pile', () => {
    game({ players: [{ lost: [{ card: 'Destiny 7', name: 'wreck' }], hand: ['Test Salvage Order'] }, {}] })
      .play('Test Salvage Order').resolve()
      .expectLog('P1 retrieves Destiny 7 (R-ENERGY-11)').expectOnTop(P1, 'used', 'wreck').expectPile(P1, 'lost', 'Test Salvage Order');
  });

  it('R-ENERGY-12: a download searches the reserve for the card; the reserve is shuffled whether or not it is taken', () => {
    const reserve = ['Destiny 1', 'Destiny 2', 'Destiny 3', { card: 'Mars/Lone Site', name: 'mars' }, 'Destiny 4', 'Destiny 5'];
    const recruiting = (withMars = true) => game({ players: [{ ...(withMars ? { reserve } : {}), hand: ['Test Recruit'] }, {}] })
      .play('Test Recruit').resolve();
    recruiting().pick('mars')
      .expectCard('mars', { zone: 'hand' }).expectPiles(P1, { reserve: 5 })
      .expectLog('P1 takes Mars/Lone Site into hand (R-ENERGY-12)', 'P1 shuffles the reserve');
    recruiting().no().expectCard('mars', { zone: 'reserve' }).expectLog('P1 shuffles the reserve');
    recruiting(false).expectDecision(null).expectLog('P1 shuffles the reserve');
  });

  it('R-ENERGY-13: a used order is energy again on top of the used pile; a lost one is not', () => {
    const g = game({ players: [{ hand: ['Test Orders', 'Test Last Orders'] }, {}] }).play('Test Orders').resolve()
      .expectOnTop(P1, 'used', 'Test Orders');
    expect(energyOf(g.state, 0)).toBe(11);
    const l = game({ players: [{ hand: ['Test Last Orders'] }, {}] }).play('Test Last Orders').resolve()
      .expectCard('Test Last Orders', { zone: 'lost' });
    expect(energyOf(l.state, 0)).toBe(10);
  });

  it('R-ENERGY-15: drawing moves a card from the active pile to the hand: energy −1', () => {
    const g = game({ phase: 'draw' }).draw().expectPiles(P1, { active: 4, hand: 1 });
    expect(energyOf(g.state, 0)).toBe(9);
  });

  it('R-ENERGY-16: putting a card in play on its used pile makes it energy again; it is not destroyed or lost', () => {
    const g = game({ row: [{ card: siteA, controller: P1, cards: [['Test Recaller'], []] }] }).use('Test Recaller').resolve()
      .expectPiles(P1, { lost: 0, active: 6, reserve: 4 }).expectLog('returns to its owner\'s used pile', 'P1 activates 1')
      .expectPile(P1, 'used', 'Test Recaller');
    expect(g.log().some((l) => /destroyed|dismissed/.test(l))).toBe(false);
    expect(energyOf(g.state, 0)).toBe(11);
  });
});

describe('EX-ENERGY: worked examples', () => {
  const threeShiSites = [{ card: 'Rhea/North', name: 'site', controller: P1 }, { card: 'Dione/South', controller: P1 }, { card: 'Tethys/East', controller: P1 }];

  it('EX-ENERGY-02: a card costing 5 and three Shi icons moves 5 cards active → used; the icons are not spent', () => {
    const g = game({ players: [{ active: fill(6), hand: ['Test Warlord'] }, {}], row: threeShiSites })
      .play('Test Warlord', { at: 'site' }).expectPiles(P1, { active: 1, used: 5 });
    expect(supportIcons(g.state, 0)).toEqual({ Shi: 3 });
  });

  it('EX-ENERGY-03: three Shi icons pay a 3-icon card and then another card needing Shi icons in the same turn', () => {
    game({ players: [{ hand: ['Test Cheap Warlord', 'Test Acolyte'] }, {}], row: threeShiSites })
      .play('Test Cheap Warlord', { at: 'site' }).resolve().play('Test Acolyte', { at: 'site' }).resolve()
      .expectCard('Test Cheap Warlord', { zone: 'table' }).expectCard('Test Acolyte', { zone: 'table' });
  });
});
