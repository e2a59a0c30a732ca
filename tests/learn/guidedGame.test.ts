// The guided first game (lesson 11) is played with the publisher's two teaching decks: each seat
// holds exactly the 40 cards of Sample Deck A or B (../shared/card-data/sample-decks.json), its
// starting location in the row and the rest in hand and reserve.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDED_GAME } from '../../src/learn/lessons/content/guidedGame';
import type { Scenario } from '../../src/scenario/types';
import { SHARED } from '../../scripts/teachingChecks';

interface SampleDecks { decks: { name: string; cards: { number: string; count: number }[] }[] }

/** The deck lists live beside the project; a clone without them skips the comparison. */
const SAMPLE_FILE = join(SHARED, 'card-data', 'sample-decks.json');
const SAMPLE = existsSync(SAMPLE_FILE) ? JSON.parse(readFileSync(SAMPLE_FILE, 'utf8')) as SampleDecks : null;

type Listed = string | { card: string };
const numberOf = (c: Listed) => (typeof c === 'string' ? c : c.card);

/** How many of each card a seat has in the position, wherever it is. */
function cardsOf(position: Scenario, seat: 0 | 1): Record<string, number> {
  const p = position.players[seat];
  const listed: Listed[] = [...(p.reserve ?? []), ...(p.active ?? []), ...(p.used ?? []), ...(p.lost ?? []), ...(p.hand ?? [])];
  for (const loc of position.row ?? []) {
    if (loc.controller === seat) listed.push(loc);
    listed.push(...(loc.cards?.[seat] ?? []));
  }
  const out: Record<string, number> = {};
  for (const c of listed) out[numberOf(c)] = (out[numberOf(c)] ?? 0) + 1;
  return out;
}

describe('the guided first game', () => {
  it.skipIf(SAMPLE === null).each([[0, 'Sample Deck A'], [1, 'Sample Deck B']] as const)('seat %i plays exactly %s', (seat, name) => {
    const deck = SAMPLE!.decks.find((d) => d.name === name)!;
    expect(cardsOf(GUIDED_GAME.position, seat)).toEqual(Object.fromEntries(deck.cards.map((c) => [c.number, c.count])));
    expect(GUIDED_GAME.deckNames?.[seat]).toBe(name);
  });

  it('is played by two learners at one screen, each with a full opening hand (R-SETUP-08)', () => {
    expect(GUIDED_GAME.bothSeats).toBe(true);
    for (const p of GUIDED_GAME.position.players) expect(p.hand).toHaveLength(8);
  });
});
