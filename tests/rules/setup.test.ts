// Setup and deck building (R-SETUP): createGame, the starting locations, the opening hands, and
// the deck rules, through the engine's API.
import { describe, expect, it } from 'vitest';
import facts from '../../cards/facts.json';
import { actor, apply, check, createGame, eventText, legalActions, ownerOf, seatView } from '../../src/engine';
import type { Action, GameState, Seat } from '../../src/engine';
import { parseCollectorCode } from '../../src/engine/cards/collector';
import type { CardFacts } from '../../src/engine/cards/types';
import { factsByNumber } from '../../src/engine/cards/pool';
import { validateDeck } from '../../src/engine/decks';
import type { DeckEntry } from '../../src/engine/decks';

const FACTS = facts as unknown as CardFacts[];

/** A 60-card deck: its locations first, then Grid Tacticians. */
function deck(...locations: string[]): string[] {
  return [...locations, ...Array.from({ length: 60 - locations.length }, () => '1C70')];
}

function run(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${r.refusal.rule}: ${r.refusal.reason}`);
    s = r.state;
  }
  return s;
}

/** Both players choose their first listed location (card index 0). */
const start = (s: GameState) => run(s,
  { type: 'startLocation', seat: s.firstPlayer, card: `${s.firstPlayer}.0` },
  { type: 'startLocation', seat: (1 - s.firstPlayer) as Seat, card: `${1 - s.firstPlayer}.0` });

const entries = (list: string[]): DeckEntry[] => {
  const m = new Map<string, number>();
  for (const n of list) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m].map(([number, qty]) => ({ number, qty }));
};

describe('R-SETUP: deck building', () => {
  it('R-SETUP-01: a deck has exactly 60 cards', () => {
    const list = deck('1C311').slice(0, 59);
    expect(validateDeck({ cards: entries(list) }, factsByNumber)).toEqual([
      { rule: 'R-SETUP-01', message: 'The deck has 59 cards; it must have exactly 60.' },
      expect.objectContaining({ rule: 'R-SETUP-03' }),
    ]);
  });

  it('R-SETUP-02: a deck has at least one location', () => {
    const list = [...Array(4).fill('1C70'), ...Array(4).fill('1C93'), ...Array(4).fill('1U99'), ...Array(4).fill('1C63'),
      ...Array(4).fill('1U61'), ...Array(4).fill('1C80'), ...Array(4).fill('1C110'), ...Array(4).fill('1C71'), ...Array(4).fill('1C108'),
      ...Array(4).fill('1C83'), ...Array(4).fill('1U109'), ...Array(4).fill('1U77'), ...Array(4).fill('1C100'), ...Array(4).fill('1U106'),
      ...Array(4).fill('1C7')];
    expect(list.length).toBe(60);
    expect(validateDeck({ cards: entries(list) }, factsByNumber)).toEqual([
      { rule: 'R-SETUP-02', message: 'The deck has no location; it needs at least one to start the game.' },
    ]);
  });

  it('R-SETUP-03: at most four copies of a card unless it is Unlimited', () => {
    const list = [...Array(5).fill('1C70'), ...Array(5).fill('1S308'), ...Array(50).fill('1C311')];
    const problems = validateDeck({ cards: entries(list) }, factsByNumber, { isUnlimited: (n) => n === '1S308' || n === '1C311' });
    expect(problems).toEqual([{ rule: 'R-SETUP-03', message: '5 copies of Grid Tactician; at most 4 unless the card is Unlimited.', cards: ['1C70'] }]);
  });
});

describe('R-SETUP: starting a game', () => {
  it('R-SETUP-04: the first player is agreed, or drawn from the seed', () => {
    expect(createGame({ seed: 1, decks: [deck('1C311'), deck('1C311')], firstPlayer: 1 }).firstPlayer).toBe(1);
    const drawn = Array.from({ length: 20 }, (_, seed) => createGame({ seed, decks: [deck('1C311'), deck('1C311')], firstPlayer: 'random' }).firstPlayer);
    expect(new Set(drawn)).toEqual(new Set([0, 1]));
    expect(createGame({ seed: 5, decks: [deck('1C311'), deck('1C311')], firstPlayer: 'random' }).firstPlayer)
      .toBe(createGame({ seed: 5, decks: [deck('1C311'), deck('1C311')], firstPlayer: 'random' }).firstPlayer);
  });

  it('R-SETUP-05: each player chooses a location of their own deck, hidden until both are revealed together', () => {
    let s = createGame({ seed: 3, decks: [deck('1C311', '1C315'), deck('1C298')], firstPlayer: 0 });
    expect(actor(s)).toBe(0);
    expect(legalActions(s)).toEqual([{ type: 'startLocation', seat: 0, card: '0.0' }, { type: 'startLocation', seat: 0, card: '0.1' }]);
    expect(check(s, { type: 'startLocation', seat: 0, card: '0.5' })).toEqual({ rule: 'R-SETUP-05', reason: 'Choose a location from your own deck.' });
    expect(check(s, { type: 'startLocation', seat: 0, card: '1.0' })).toEqual({ rule: 'R-SETUP-05', reason: 'Choose a location from your own deck.' });
    expect(check(s, { type: 'startLocation', seat: 1, card: '1.0' })).toEqual({ rule: 'R-SETUP-05', reason: 'P1 chooses a starting location now.' });
    expect(check(s, { type: 'pass', seat: 0 })).toEqual({ rule: 'R-SETUP-05', reason: 'First each player chooses a starting location.' });
    const r = apply(s, { type: 'startLocation', seat: 0, card: '0.1' });
    if (!r.ok) throw new Error(r.refusal.reason);
    s = r.state;
    // Nothing is on the table yet, and P2 does not learn P1's choice.
    expect(s.row).toEqual([]);
    expect(r.events.map((e) => eventText(e, 1))).toEqual(['P1 chooses a starting location.']);
    expect(r.events.map((e) => eventText(e, 0))).toEqual(['You choose Gongen/Ice Mine to start.']);
    expect(JSON.stringify(seatView(s, 1))).not.toContain('startChoice');
    expect(actor(s)).toBe(1);
    s = run(s, { type: 'startLocation', seat: 1, card: '1.0' });
    expect(s.row).toEqual(['0.1', '1.0']);
    expect(s.table['0.1']).toEqual({ controller: 0 });
    expect(s.table['1.0']).toEqual({ controller: 1 });
  });

  it('R-SETUP-06: starting locations with the same title before the / are placed side by side', () => {
    const related = start(createGame({ seed: 2, decks: [deck('1C311'), deck('1C313')], firstPlayer: 0 }));
    expect(related.row).toEqual(['1.0', '0.0']);
    const apart = start(createGame({ seed: 2, decks: [deck('1C311'), deck('1C298')], firstPlayer: 0 }));
    expect(apart.row).toEqual(['0.0', '1.0']);
  });

  it('R-SETUP-07 / R-SETUP-08: the other 59 cards are shuffled into the reserve; each player draws 8: reserve 51', () => {
    const s = start(createGame({ seed: 11, decks: [deck('1C311'), deck('1C298')], firstPlayer: 0 }));
    for (const seat of [0, 1] as Seat[]) {
      const p = s.players[seat];
      expect([p.reserve.length, p.hand.length, p.active.length, p.used.length, p.lost.length]).toEqual([51, 8, 0, 0, 0]);
      expect(new Set([...p.reserve, ...p.hand]).size).toBe(59);
    }
    const unshuffled = Array.from({ length: 59 }, (_, i) => `0.${i + 1}`);
    expect([...s.players[0].hand, ...s.players[0].reserve]).not.toEqual(unshuffled);
    const again = start(createGame({ seed: 11, decks: [deck('1C311'), deck('1C298')], firstPlayer: 0 }));
    expect(again.players).toEqual(s.players);
    expect(s.phase).toBe('activate');
    expect(s.turn).toBe(1);
  });

  it("R-SETUP-09: a card's owner is the player whose deck held it", () => {
    const s = start(createGame({ seed: 4, decks: [deck('1C311'), deck('1C298')], firstPlayer: 1 }));
    for (const seat of [0, 1] as Seat[]) {
      const p = s.players[seat];
      expect([...p.reserve, ...p.hand].every((c) => ownerOf(c) === seat)).toBe(true);
    }
    expect(s.table[`0.0`].controller).toBe(0);
  });

  it('R-SETUP-10: no redraw of the opening hand, no maximum hand size, nothing special about the first turn (AMB-17)', () => {
    let s = start(createGame({ seed: 9, decks: [deck('1C311'), deck('1C313')], firstPlayer: 0 }));
    expect(new Set(legalActions(s).map((a) => a.type))).toEqual(new Set(['pass', 'activate']));
    // Pass through turn 1 with 8 cards in hand: nothing is discarded at the end of the turn.
    while (s.turn === 1) s = run(s, { type: 'pass', seat: actor(s)! });
    expect(s.players[0].hand.length).toBe(8);
    expect(s.players[0].lost.length).toBe(0);
  });

  it('R-SETUP-11: collector codes are set, rarity, number; set 1 has 330 cards and set 2 has 167', () => {
    const count = (set: number) => {
      const out: Record<string, number> = {};
      for (const c of FACTS.filter((x) => x.set === set)) {
        const code = parseCollectorCode(c.number)!;
        expect(code.set).toBe(set);
        out[code.rarity] = (out[code.rarity] ?? 0) + 1;
      }
      return out;
    };
    expect(count(1)).toEqual({ R: 110, U: 110, C: 100, PF: 4, S: 6 });
    // Ganymede/Subterranean Passage is printed "2 X 157" and counted with the uncommons.
    expect(count(2)).toEqual({ R: 55, U: 54, X: 1, C: 55, PF: 2 });
    expect(FACTS.length).toBe(330 + 167);
  });
});
