// Decks for random games: the starter decks whose cards are all implemented, and random legal
// decks drawn from the implemented cards.
import { CARDS, isImplemented, isUnlimited } from '../../cards';
import decks from '../../cards/decks.json';
import { validateDeck } from '../engine/decks';
import { next } from '../engine/rng';

export interface NamedDeck {
  name: string;
  cards: string[];
}

function expand(list: { number: string; qty: number }[]): string[] {
  return list.flatMap((c) => Array.from({ length: c.qty }, () => c.number));
}

/** The starter decks that can be played now: every card implemented and the deck legal. */
export function playableStarterDecks(): NamedDeck[] {
  return (decks as { name: string; cards: { number: string; qty: number }[] }[])
    .filter((d) => validateDeck(d, (n) => CARDS[n], { isPlayable: isImplemented, isUnlimited }).length === 0)
    .map((d) => ({ name: d.name, cards: expand(d.cards) }));
}

/** A random legal 60-card deck from implemented cards: 10 to 16 locations, at most four copies
 * of a card unless it is unlimited. */
export function randomDeck(seed: number): NamedDeck {
  let rng = seed >>> 0;
  const roll = (n: number) => { const [r, f] = next(rng); rng = r; return Math.floor(f * n); };
  const pool = Object.values(CARDS).filter((c) => isImplemented(c.number) && c.energyCost !== null);
  const locations = pool.filter((c) => c.type === 'LOCATION');
  const others = pool.filter((c) => c.type !== 'LOCATION');
  const out: string[] = [];
  const count = (n: string) => out.filter((x) => x === n).length;
  const add = (from: typeof pool, n: number) => {
    for (let tries = 0; n > 0 && tries < 1000; tries++) {
      const c = from[roll(from.length)];
      if (count(c.number) < 4 || isUnlimited(c.number)) { out.push(c.number); n--; }
    }
  };
  add(locations, 10 + roll(7));
  add(others.length ? others : locations, 60 - out.length);
  return { name: `random ${seed}`, cards: out };
}
