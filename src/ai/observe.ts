// What a seat knows, and worlds consistent with it (determinization). A bot never reads the game
// itself: it reads an observation, in which every card its seat may not see is masked (the other
// hand, both reserves, active and used piles), and fills those places with a random arrangement
// of the cards it has not seen. The observation is a function of the seat's view alone (tested),
// so nothing a bot does can depend on the other player's hidden cards or on the engine's shuffles.
import { cardByNumber, seatView } from '../engine';
import type { Action, CardId, GameState, Seat } from '../engine';
import { next, shuffle } from '../engine/rng';

/** Stands for a card number the seat may not see. */
export const UNSEEN = '?';

export interface Observation {
  seat: Seat;
  /** The game with every hidden card's number masked, the generator's state and the seed zeroed.
   * Never handed to the engine as it is: `determinize` first fills it. */
  masked: GameState;
  /** The card numbers behind each owner's masked cards, sorted: the deck list less what the seat
   * has seen (the decks are known, as a starter deck's list is; where each card is, is not). */
  unseen: [string[], string[]];
}

/** The cards an action names (its card, targets, options): the seat sees those to choose them. */
function named(x: unknown, out: Set<CardId>): Set<CardId> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) for (const v of x) named(v, out);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) if (k !== 'type') named(v, out);
  return out;
}

/** What `seat` knows of `game`, given the legal actions it is offered now (the cards they name
 * are shown to it: a card picked from its reserve, its starting location). */
export function observe(game: GameState, seat: Seat, legal: readonly Action[]): Observation {
  const seen = new Set<CardId>(Object.keys(seatView(game, seat).numbers));
  for (const a of legal) if (a.seat === seat) named(a, seen);
  const decks = game.decks.map((deck, owner) => deck.map((n, i) => (seen.has(`${owner}.${i}`) ? n : UNSEEN))) as GameState['decks'];
  const unseen = game.decks.map((deck, owner) => deck.filter((_, i) => !seen.has(`${owner}.${i}`)).sort()) as [string[], string[]];
  return { seat, masked: { ...game, decks, seed: 0, rng: 0 }, unseen };
}

/** One world consistent with the observation: the unseen cards of each owner dealt at random to
 * its masked places, and a fresh generator state for the shuffles and destinies to come. A
 * starting location chosen but not yet shown is dealt one of that owner's unseen locations. */
export function determinize(o: Observation, rng: number): [number, GameState] {
  const s = o.masked;
  let r = rng;
  const decks = s.decks.map((deck, owner) => {
    let pool = o.unseen[owner];
    const out = deck.slice();
    const start = s.players[owner].startChoice;
    if (start !== undefined && deck[Number(start.slice(2))] === UNSEEN) {
      const locations = pool.map((n, i) => [n, i] as const).filter(([n]) => cardByNumber(s, n).type === 'LOCATION');
      if (locations.length > 0) {
        const [r2, f] = next(r);
        r = r2;
        const [n, i] = locations[Math.floor(f * locations.length)];
        out[Number(start.slice(2))] = n;
        pool = pool.filter((_, j) => j !== i);
      }
    }
    const [r3, dealt] = shuffle(r, pool);
    r = r3;
    let k = 0;
    for (let i = 0; i < out.length; i++) if (out[i] === UNSEEN) out[i] = dealt[k++];
    return out;
  }) as GameState['decks'];
  const [r4, f] = next(r);
  return [r4, { ...s, decks, rng: Math.floor(f * 2 ** 32) | 0 }];
}
