// Deck building rules (R-SETUP-01..03, AMB-16) and plain-text deck lists.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import decks from '../cards/decks.json';
import { CARD_FACTS, factsByNumber } from '../src/engine/cards/pool';
import {
  formatDeckList,
  DECK_ENTRY,
  parseDeckList,
  titleLookup,
  validateDeck,
  type CardDefLike,
  type DeckEntry,
} from '../src/engine/decks';

// Unlimited is game text, which lives with the abilities; until then the tests name the
// Unlimited cards of the starter decks: the five Ganymede camps and Ceres/Belt Hideaway.
const UNLIMITED = new Set(['1S296', '1S301', '1S303', '1S304', '1S305', '1S308']);
const isUnlimited = (n: string) => UNLIMITED.has(n);
const byTitle = titleLookup(CARD_FACTS);

/** A legal 60-card deck to break one rule at a time. */
function legalDeck(): DeckEntry[] {
  return decks.find((d) => d.name === 'Alliance')!.cards.map((c) => ({ ...c }));
}
const rules = (cards: DeckEntry[], opts = { isUnlimited }) =>
  validateDeck({ cards }, factsByNumber, opts);
const withQty = (cards: DeckEntry[], number: string, qty: number) =>
  cards.map((c) => (c.number === number ? { ...c, qty } : c));

describe('starter decks', () => {
  it('there are six, with known names, sets and factions', () => {
    expect(decks.map((d) => d.name)).toEqual(['Solidarity', 'Alliance', 'Swarm', 'Suppression', 'Cats & Claws', 'Overlords']);
    expect(decks.map((d) => d.set)).toEqual([1, 1, 1, 1, 2, 2]);
    expect(decks.find((d) => d.name === 'Alliance')!.factions).toEqual(['Earther', 'Maverick']);
  });

  for (const deck of decks) {
    it(`R-SETUP-01/02/03: ${deck.name} has 60 cards, a location, and is legal with Unlimited camps`, () => {
      expect(deck.cards.reduce((n, c) => n + c.qty, 0)).toBe(60);
      expect(deck.cards.every((c) => factsByNumber(c.number) !== undefined)).toBe(true);
      expect(deck.cards.some((c) => factsByNumber(c.number)!.type === 'LOCATION')).toBe(true);
      expect(validateDeck(deck, factsByNumber, { isUnlimited })).toEqual([]);
    });
  }

  it('1C32 in the Alliance deck is Infantry Officer', () => {
    expect(legalDeck().some((c) => c.number === '1C32')).toBe(true);
    expect(factsByNumber('1C32')!.title).toBe('Infantry Officer');
  });

  it('R-SETUP-03: the five-camp decks need their camps to be Unlimited', () => {
    const solidarity = decks.find((d) => d.name === 'Solidarity')!;
    const problems = validateDeck(solidarity, factsByNumber);
    expect(problems).toEqual([expect.objectContaining({ rule: 'R-SETUP-03', cards: ['1S308'] })]);
  });
});

describe('validateDeck', () => {
  it('R-SETUP-01: exactly 60 cards, saying how many there are', () => {
    const short = withQty(legalDeck(), '1C7', 3);
    expect(rules(short)).toEqual([expect.objectContaining({ rule: 'R-SETUP-01', message: expect.stringContaining('59') })]);
    const long = [...legalDeck(), { number: '1C4', qty: 1 }];
    expect(rules(long)[0].message).toContain('61');
  });

  it('R-SETUP-02: at least one location', () => {
    const noLocations = legalDeck().filter((c) => factsByNumber(c.number)!.type !== 'LOCATION');
    const problems = rules([...noLocations, { number: '1C4', qty: 60 - noLocations.reduce((n, c) => n + c.qty, 0) }]);
    expect(problems.map((p) => p.rule)).toContain('R-SETUP-02');
    expect(problems.map((p) => p.rule)).not.toContain('R-SETUP-01');
  });

  it('R-SETUP-03: at most four copies by title unless Unlimited', () => {
    const five = withQty(withQty(legalDeck(), '1C7', 5), '1C32', 3); // still 60
    expect(rules(five)).toEqual([
      expect.objectContaining({ rule: 'R-SETUP-03', cards: ['1C7'], message: expect.stringContaining('CGC Grunt') }),
    ]);
    // An Unlimited card may have any number of copies.
    const camps = [...withQty(legalDeck(), '1C7', 0).filter((c) => c.qty > 0), { number: '1S301', qty: 4 }];
    expect(rules(camps)).toEqual([]);
  });

  it('R-SETUP-03 (AMB-16): copies are counted by title across printings', () => {
    const grunt = factsByNumber('1C7')!;
    const foil: CardDefLike = { ...grunt, number: '1PF99' };
    const lookup = (n: string) => (n === '1PF99' ? foil : factsByNumber(n));
    const cards = [...withQty(legalDeck(), '1C7', 3), { number: '1PF99', qty: 2 }];
    const problems = validateDeck({ cards: withQty(cards, '1C32', 3) }, lookup, { isUnlimited });
    expect(problems).toEqual([expect.objectContaining({ rule: 'R-SETUP-03', cards: ['1C7', '1PF99'] })]);
  });

  it('DECK-UNKNOWN-CARD: an unknown collector number is reported', () => {
    const cards = [...withQty(legalDeck(), '1C7', 3), { number: '9Z9', qty: 1 }];
    expect(rules(cards)).toEqual([expect.objectContaining({ rule: 'DECK-UNKNOWN-CARD', cards: ['9Z9'] })]);
  });

  it('DECK-UNKNOWN-FACTS: a card with unknown cost (Flamecutter) cannot be in a deck', () => {
    const cards = [...withQty(legalDeck(), '1C7', 3), { number: '2R124', qty: 1 }];
    expect(rules(cards)).toEqual([expect.objectContaining({ rule: 'DECK-UNKNOWN-FACTS', cards: ['2R124'] })]);
  });

  it('ENGINE-UNIMPLEMENTED: cards the engine cannot play yet are listed', () => {
    const isPlayable = (n: string) => n !== '1C7' && n !== '1C4';
    const problems = validateDeck({ cards: legalDeck() }, factsByNumber, { isUnlimited, isPlayable });
    expect(problems).toEqual([expect.objectContaining({ rule: 'ENGINE-UNIMPLEMENTED', cards: ['1C4', '1C7'] })]);
  });

  it('bad quantities and malformed decks are reported, never thrown', () => {
    const cards = [...legalDeck(), { number: '1C4', qty: -1 }, { number: '1C4', qty: 1.5 }];
    expect(rules(cards)).toEqual([expect.objectContaining({ rule: 'DECK-QUANTITY', cards: ['1C4', '1C4'] })]);
    const hostile = { cards: null } as unknown as { cards: DeckEntry[] };
    expect(() => validateDeck(hostile, factsByNumber)).not.toThrow();
    expect(validateDeck(hostile, factsByNumber).map((p) => p.rule)).toEqual(['R-SETUP-01', 'R-SETUP-02']);
  });
});

const parse = (text: string) => parseDeckList(text, byTitle, factsByNumber);

describe('parseDeckList', () => {
  it('accepts "4 Title", "4x Title", "4x 1C7", "4 1C7", skipping blanks and # comments', () => {
    const text = ['# Earthers', '4 CGC Grunt', '', '3x Assault Guru', '  2x 1C32  ', '1 1R31', '1 X Infantry Officer'].join('\n');
    expect(parse(text)).toEqual({
      cards: [
        { number: '1C7', qty: 4 },
        { number: '1C4', qty: 3 },
        { number: '1C32', qty: 3 },
        { number: '1R31', qty: 1 },
      ],
      errors: [],
    });
  });

  it('matches titles case-insensitively and a plain apostrophe for a typographic one', () => {
    expect(parse("5 ganymede/pilgrims' camp\r\n1 cgc GRUNT\n1 1c7").cards).toEqual([
      { number: '1S308', qty: 5 },
      { number: '1C7', qty: 2 },
    ]);
    expect(parse('1 "Two-Way" Berson').cards).toEqual([{ number: '1R162', qty: 1 }]);
  });

  it('reports every bad line with its own line number and keeps the good ones', () => {
    const text = ['4 CGC Grunt', 'CGC Grunt', '2 No Such Card', '', '0 CGC Grunt', '1 9Z9', '4x Assault Guru'].join('\n');
    const { cards, errors } = parse(text);
    expect(cards).toEqual([{ number: '1C7', qty: 4 }, { number: '1C4', qty: 4 }]);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 5, 6]);
    expect(errors[0]).toMatchObject({ text: 'CGC Grunt', message: expect.stringContaining('count') });
    expect(errors[1].message).toContain('No Such Card');
    expect(errors[3].message).toContain('9Z9');
  });

  it('a 1 MB paste gives one clear error', () => {
    const { cards, errors } = parse('4 CGC Grunt\n'.repeat(90_000));
    expect(cards).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 0, message: expect.stringMatching(/too large.*200 KB/) });
  });

  it('more than 1000 lines gives one clear error', () => {
    const { errors } = parse('\n'.repeat(1000));
    expect(errors).toEqual([expect.objectContaining({ line: 0, message: expect.stringContaining('1000') })]);
  });

  it('markup in names is returned as plain text, not interpreted', () => {
    const { errors } = parse('4 <img src=x onerror=alert(1)>\n1 <b>CGC Grunt</b>');
    expect(errors.map((e) => e.text)).toEqual(['4 <img src=x onerror=alert(1)>', '1 <b>CGC Grunt</b>']);
    expect(errors[1].message).toBe('No card is titled "<b>CGC Grunt</b>".');
  });

  it('counts over several lines merge within the limit a saved deck can hold (issue 9, finding 3)', () => {
    const { cards, errors } = parse('999 CGC Grunt\n999 CGC Grunt\n500 1C7');
    expect(cards).toEqual([{ number: '1C7', qty: 999 }]);
    expect(errors.map((e) => e.line)).toEqual([2, 3]);
    expect(errors[0].message).toBe('With the lines above this makes 1998 copies of CGC Grunt; a list may name at most 999.');
    for (const e of cards) expect(v.is(DECK_ENTRY, e)).toBe(true);
  });

  it('never throws on hostile input', () => {
    for (const bad of [null, undefined, 42, '\u0000\u0001', '9'.repeat(300), '99999 CGC Grunt']) {
      expect(() => parse(bad as string)).not.toThrow();
    }
    expect(parse('99999 CGC Grunt').errors[0].message).toContain('between 1 and');
  });
});

describe('formatDeckList', () => {
  it('writes "4 CGC Grunt" lines', () => {
    expect(formatDeckList({ cards: [{ number: '1C7', qty: 4 }, { number: '1R31', qty: 1 }] }, factsByNumber)).toBe(
      '4 CGC Grunt\n1 Inca 2\n',
    );
  });

  for (const deck of decks) {
    it(`round trip format → parse keeps ${deck.name}`, () => {
      const text = formatDeckList(deck, factsByNumber);
      expect(parse(text)).toEqual({ cards: deck.cards, errors: [] });
    });
  }

  it('round trip covers every title in the pool', () => {
    const all = CARD_FACTS.map((c) => ({ number: c.number, qty: 1 }));
    expect(parse(formatDeckList({ cards: all }, factsByNumber))).toEqual({ cards: all, errors: [] });
  });
});
