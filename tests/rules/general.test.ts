// General principles (R-GEN): which document governs, cards over rules, "can't" over "can",
// errata and bans, copies adding up, hidden and open information.
import { describe, expect, it } from 'vitest';
import decks from '../../cards/decks.json';
import text1 from '../../cards/text/set1.json';
import { check, eventText, seatView } from '../../src/engine';
import type { Action } from '../../src/engine';
import { factsByNumber } from '../../src/engine/cards/pool';
import { BANNED, validateDeck } from '../../src/engine/decks';
import { conditionText } from '../../src/engine/rules/unmet';
import { CARDS } from '../../cards';
import { P1, P2 } from '../kit/driver';
import { testCard } from '../kit/registry';
import { game } from './_starts';

const siteA = 'Ganymede/Test Site A';

describe('R-GEN', () => {
  it('R-GEN-02: every printed "only if" of a card, which refuses it when unmet, reads as words a player knows', () => {
    const onlys = Object.values(CARDS).flatMap((d) => [...(d.abilities ?? []), ...(d.invertedAbilities ?? [])]
      .flatMap((a) => ((a.kind === 'onPlay' || a.kind === 'activated') && a.only ? [[d.title, conditionText(a.only)]] : [])));
    expect(onlys.length).toBeGreaterThan(10);
    for (const [title, text] of onlys) expect(text, title).toMatch(/^[a-z][a-z0-9 ,'"/-]*$/i);
    for (const [title, text] of onlys) expect(text, title).not.toMatch(/undefined|[a-z][A-Z]/);
  });

  it('R-GEN-01: where the documents differ, the Comprehensive Rules govern: drawing uses no stack (AMB-01)', () => {
    game({ phase: 'draw' }).draw().expectStack(0).expectPiles(P1, { hand: 1, active: 4 }).expectInitiative(P1);
  });

  it('R-GEN-01: bullet interrupts follow [001]: N plays during each player\'s turn, not one copy per turn', () => {
    // Test Double Tap: an interrupt with two bullets.
    game({ turnPlayer: P2, initiative: P1, phase: 'control', players: [{ hand: [{ card: 'Test Double Tap', name: 'a' }, { card: 'Test Double Tap', name: 'b' }] }, {}] })
      .play('a').play('b').expectStack(2);
  });

  it('R-GEN-02: card text overrides a rule: Scouting plays a character where R-UNIT-04 forbids it', () => {
    game({ players: [{ hand: ['Test Scout', 'Test Trooper'] }, {}], row: [{ card: 'Vesta/Barren Site', name: 'barren', controller: P1 }] })
      .refuses('R-UNIT-04').play('Test Trooper', { at: 'barren' })
      .play('Test Scout', { at: 'barren' }).resolve().expectCard('Test Scout', { at: 'barren' });
  });

  it('R-GEN-02 / EX-ABIL-05: "you can\'t draw any more cards this turn" stops the draw action', () => {
    game({ phase: 'draw', players: [{}, { hand: ["Test Writer's Block"] }] })
      .draw().pass(P1).play("Test Writer's Block").resolve()
      .refuses('R-DRAW-04', 'An effect stops you drawing this turn.').draw(P1)
      .expectPiles(P1, { hand: 1 }).expectLog("P1 can't draw any more cards this turn");
  });

  it("R-GEN-03: \"can't\" beats \"can\": a unit that can't move may not take a movement the rules allow", () => {
    // Test Hold: the unit it targets can't move for the rest of the turn.
    game({
      phase: 'move', initiative: P2,
      players: [{}, { hand: ['Test Hold'] }],
      row: [{ card: siteA, name: 'a', controller: P1, cards: [[{ card: 'Test Trooper', name: 'u' }], []] }, { card: 'Ganymede/Test Site B', name: 'b', controller: P1 }],
    }).play('Test Hold', { targets: ['u'] }).resolve()
      .refuses('R-GEN-03', "Test Trooper can't move now.").move('u', 'b')
      .expectCard('u', { at: 'a' });
  });

  it('R-GEN-04: errata replace printed text: Shikami Follower dismisses another unit here to make the opponent\'s battle destiny −3', () => {
    game({
      phase: 'battle',
      row: [{ card: 'Ganymede/Underground Bunker', name: 'bunker', controller: P1,
        cards: [['Shikami Follower', { card: 'Test Trooper', name: 'other' }], ['Test Trooper']] }],
      battle: { location: 'bunker', step: 'window1', destiny: [0, 5] },
    }).use('Shikami Follower', { paying: ['other'] }).resolve()
      .expectBattle({ destiny: [0, 2] }).expectCard('other', { zone: 'lost' });
  });

  it('R-GEN-04 / EX-RUL-09: a banned card (Talkan) is refused in sanctioned constructed decks and allowed in limited play', () => {
    expect(BANNED.has('1PF3')).toBe(true);
    const base = decks.find((d) => d.name === 'Alliance')!.cards.map((c) => ({ ...c }));
    const withTalkan = [...base.filter((c) => c.number !== '1C7'), { number: '1C7', qty: base.find((c) => c.number === '1C7')!.qty - 1 }, { number: '1PF3', qty: 1 }];
    const unlimited = { isUnlimited: (n: string) => ['1S296', '1S301', '1S303', '1S304', '1S305', '1S308'].includes(n) };
    expect(validateDeck({ cards: withTalkan }, factsByNumber, unlimited)).toEqual([]);
    expect(validateDeck({ cards: withTalkan }, factsByNumber, { ...unlimited, sanctioned: true })).toEqual([
      { rule: 'R-GEN-04', message: 'Banned in sanctioned constructed play: 1PF3.', cards: ['1PF3'] },
    ]);
  });

  it('R-GEN-05: the Alnak Station/Hallway and Titan/Raving Red\'s Refuge errata in effect are the ones described', () => {
    const text = text1 as Record<string, string>;
    expect(text['1R294']).toContain('usable only while no characters are here');
    expect(text['1R294']).toContain('put it here instead');
    expect(text['1R324']).toContain('usable only while no fighters are here');
  });

  it('R-GEN-06: the effects of several copies add together (three Grid Tacticians: +3)', () => {
    // 1 + 2 icons + 1 per Tactician.
    const tacticians = (n: number) => game({ phase: 'activate', row: [{ card: siteA, controller: P1, cards: [Array.from({ length: n }, () => 'Grid Tactician'), []] }] });
    tacticians(3).expectActivationMax(P1, 6);
    tacticians(2).expectActivationMax(P1, 5);
  });

  it("R-GEN-07: face-down piles move unseen, hands are hidden, lost piles and cards beneath others are open", () => {
    const g = game({
      phase: 'draw',
      players: [{ active: [{ card: 'Destiny 5', name: 'drawn' }], hand: ['Test Secret Agent'], lost: [{ card: 'Destiny 3', name: 'gone' }] }, {}],
      row: [{ card: siteA, controller: P1, cards: [[{ card: 'Test Trooper', name: 'host', beneath: ['Test Rifle'] }], []] }],
    }).draw();
    const other = seatView(g.state, 1);
    expect(other.players[0].hand).toEqual({ count: 2 });
    expect(other.players[0].active).toEqual({ count: 0 });
    expect(other.players[0].reserve).toEqual({ count: 5 });
    expect(other.players[0].lost).toEqual({ count: 1, cards: [g.id('gone')] });
    expect(other.numbers[g.id('Test Secret Agent')]).toBeUndefined();
    expect(other.numbers[g.id('Test Rifle')]).toBe(testCard('Test Rifle')!.number);
    expect(other.table[g.id('Test Rifle')]).toEqual({ controller: 0, under: g.id('host') });
    const draw = g.events.find((e) => e.kind === 'draw')!;
    expect([eventText(draw, 0), eventText(draw, 1)]).toEqual(['You draw Destiny 5.', 'P1 draws a card.']);
    expect(seatView(g.state, 0).players[0].hand.cards).toContain(g.id('drawn'));
  });

  it('R-GEN-07: an action naming a card of the other player\'s hand or reserve is refused without naming it', () => {
    const g = game({
      turnPlayer: P2, phase: 'deploy',
      players: [{ hand: [{ card: 'Test Secret Agent', name: 'agent' }], reserve: [{ card: 'Test Secret Agent', name: 'deep' }] }, {}],
      row: [{ card: siteA, name: 'site', controller: P2, cards: [[], [{ card: 'Test Trooper', name: 'mine' }]] }],
    });
    const [agent, deep, mine, site] = ['agent', 'deep', 'mine', 'site'].map((n) => g.id(n));
    const tries: Action[] = [
      { type: 'play', seat: 1, card: agent, position: 0 },
      { type: 'play', seat: 1, card: deep, at: site },
      { type: 'move', seat: 1, card: mine, to: agent },
      { type: 'use', seat: 1, card: mine, ability: 0, targets: [deep] },
    ];
    for (const a of tries) {
      const refusal = check(g.state, a);
      expect(refusal?.rule, JSON.stringify(a)).toBe('R-GEN-07');
      expect(refusal?.reason).not.toMatch(/Secret Agent/);
    }
  });
});
