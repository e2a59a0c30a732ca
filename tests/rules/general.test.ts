// General principles (R-GEN): which document governs, cards over rules, "can't" over "can",
// errata and bans, copies adding up, hidden and open information.
import { describe, expect, it } from 'vitest';
import decks from '../../cards/decks.json';
import text1 from '../../cards/text/set1.json';
import { activationMax, eventText, seatView } from '../../src/engine';
import { factsByNumber } from '../../src/engine/cards/pool';
import { BANNED, validateDeck } from '../../src/engine/decks';
import { conditionText } from '../../src/engine/rules/unmet';
import { CARDS } from '../../cards';
import { play } from '../support/scenario';
import { T, character, idOf, interrupt, player, position } from '../support/rulesCards';

/** A unit that must stay where it is for the rest of the turn. */
const halt = interrupt('Test Halt', 'Used', { abilities: [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'] } }],
  effect: [{ do: 'lasting', until: 'endOfTurn', change: { cannotMove: { target: 0 } } }] }] });

describe('R-GEN', () => {
  it('R-GEN-02: every printed "only if" of a card, which refuses it when unmet, reads as words a player knows', () => {
    const onlys = Object.values(CARDS).flatMap((d) => [...(d.abilities ?? []), ...(d.invertedAbilities ?? [])]
      .flatMap((a) => ((a.kind === 'onPlay' || a.kind === 'activated') && a.only ? [[d.title, conditionText(a.only)]] : [])));
    expect(onlys.length).toBeGreaterThan(10);
    for (const [title, text] of onlys) expect(text, title).toMatch(/^[a-z][a-z0-9 ,'"/-]*$/i);
    for (const [title, text] of onlys) expect(text, title).not.toMatch(/undefined|[a-z][A-Z]/);
  });
  it('R-GEN-01: where the documents differ, the Comprehensive Rules govern: drawing uses no stack (AMB-01)', () => {
    play(position({
      phase: 'draw',
      actions: [{ type: 'draw', seat: 0 }],
      expect: { stack: 0, piles: { 0: { hand: 1, active: 4 } }, initiative: 0 },
    }));
  });

  it('R-GEN-01: bullet interrupts follow [001]: N plays during each player\'s turn, not one copy per turn', () => {
    play(position({
      turnPlayer: 1, initiative: 0, phase: 'control',
      players: [player({ hand: [{ card: T.twoBullet, name: 'a' }, { card: T.twoBullet, name: 'b' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@a' }, { type: 'play', seat: 0, card: '@b' }],
      expect: { stack: 2 },
    }));
  });

  it('R-GEN-02: card text overrides a rule: Scouting plays a character where R-UNIT-04 forbids it', () => {
    const r = play(position({
      players: [player({ hand: [{ card: T.scout, name: 'scout' }, { card: T.trooper, name: 'trooper' }] }), player()],
      row: [{ card: T.barrenSite, name: 'barren', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@trooper', at: '@barren', refused: 'R-UNIT-04' },
        { type: 'play', seat: 0, card: '@scout', at: '@barren' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@scout': { at: '@barren' } } },
    }));
    expect(r.refusals.length).toBe(1);
  });

  it('R-GEN-02 / EX-ABIL-05: "you can\'t draw any more cards this turn" stops the draw action', () => {
    const r = play(position({
      phase: 'draw',
      extraCards: { T40: interrupt('Test Writer\'s Block', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'cantDraw', who: 'opponent' }] }] }) },
      players: [player(), player({ hand: [{ card: 'T40', name: 'block' }] })],
      actions: [
        { type: 'draw', seat: 0 }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@block' }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'draw', seat: 0, refused: 'R-DRAW-04' },
      ],
      expect: { piles: { 0: { hand: 1 } }, log: ["P1 can't draw any more cards this turn"] },
    }));
    expect(r.refusals[0].refusal.reason).toBe('An effect stops you drawing this turn.');
  });

  it("R-GEN-03: \"can't\" beats \"can\": a unit that can't move may not take a movement the rules allow", () => {
    const r = play(position({
      phase: 'move',
      extraCards: { T40: halt },
      players: [player(), player({ hand: [{ card: 'T40', name: 'halt' }] })],
      initiative: 1,
      row: [{ card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.trooper, name: 'u' }], []] }, { card: T.siteB, name: 'b', controller: 0 }],
      actions: [
        { type: 'play', seat: 1, card: '@halt', targets: ['@u'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'move', seat: 0, card: '@u', to: '@b', refused: 'R-GEN-03' },
      ],
      expect: { cards: { '@u': { at: '@a' } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe("Test Trooper can't move now.");
  });

  it('R-GEN-04: errata replace printed text: Shikami Follower dismisses another unit here to make the opponent\'s battle destiny −3', () => {
    play(position({
      phase: 'battle',
      row: [{ card: '1C311', name: 'bunker', controller: 0, cards: [[{ card: '1U99', name: 'follower' }, { card: T.trooper, name: 'other' }], [T.trooper]] }],
      battle: { location: '@bunker', step: 'window1', destiny: [0, 5] },
      actions: [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@other'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { battle: { destiny: [0, 2] }, cards: { '@other': { zone: 'lost' } } },
    }));
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
    const r = play(position({
      phase: 'activate',
      row: [{ card: T.siteA, controller: 0, cards: [['1C70', '1C70', '1C70'], []] }],
    }));
    // 1 + 2 icons + 1 per Tactician.
    expect(activationMax(r.state, 0)).toBe(6);
    const two = play(position({ phase: 'activate', row: [{ card: T.siteA, controller: 0, cards: [['1C70', '1C70'], []] }] }));
    expect(activationMax(two.state, 0)).toBe(5);
  });

  it("R-GEN-07: face-down piles move unseen, hands are hidden, lost piles and cards beneath others are open", () => {
    const r = play(position({
      phase: 'draw',
      extraCards: { T40: character('Test Secret Agent', [1, 1, 1]) },
      players: [player({ active: [{ card: T.d5, name: 'drawn' }], hand: [{ card: 'T40', name: 'agent' }], lost: [{ card: T.d3, name: 'gone' }] }), player()],
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: T.trooper, name: 'host', beneath: [{ card: T.rifle, name: 'rifle' }] }], []] }],
      actions: [{ type: 'draw', seat: 0 }],
    }));
    const other = seatView(r.state, 1);
    expect(other.players[0].hand).toEqual({ count: 2 });
    expect(other.players[0].active).toEqual({ count: 0 });
    expect(other.players[0].reserve).toEqual({ count: 5 });
    expect(other.players[0].lost).toEqual({ count: 1, cards: [idOf(r, 'gone')] });
    expect(other.numbers[idOf(r, 'agent')]).toBeUndefined();
    expect(other.numbers[idOf(r, 'rifle')]).toBe(T.rifle);
    expect(other.table[idOf(r, 'rifle')]).toEqual({ controller: 0, under: idOf(r, 'host') });
    const draw = r.events.find((e) => e.kind === 'draw')!;
    expect([eventText(draw, 0), eventText(draw, 1)]).toEqual(['You draw Destiny 5.', 'P1 draws a card.']);
    expect(seatView(r.state, 0).players[0].hand.cards).toContain(idOf(r, 'drawn'));
  });
});
