// Many seeded random games with their invariants checked, each taken through a save and a file
// and back: used by the test run and by `npm run fuzz -- --games N`.
import { playableStarterDecks, randomDeck } from './decks';
import type { NamedDeck } from './decks';
import { playRandomGame } from './randomGame';
import { saveRoundTrip } from './roundTrip';

export interface FuzzSummary {
  games: number;
  wins: number;
  draws: number;
  /** Games stopped at the turn cap: counted and reported, not failures. */
  capped: number;
  actions: number;
  /** Games saved, loaded, exported and imported again to the same state. */
  roundTrips: number;
  /** Every broken invariant, with the seed that reproduces it. */
  violations: string[];
  pairings: string[];
}

/** Every pairing of playable starter decks in both seatings, then random decks. */
function pairingFor(i: number, starters: NamedDeck[]): [NamedDeck, NamedDeck] {
  const pairs: [NamedDeck, NamedDeck][] = [];
  for (const a of starters) for (const b of starters) pairs.push([a, b]);
  if (i % 2 === 0 && pairs.length) return pairs[(i / 2) % pairs.length];
  return [randomDeck(i * 2 + 1), randomDeck(i * 2 + 2)];
}

export async function runFuzz(o: { games: number; first?: number; turnCap?: number; probe?: number }): Promise<FuzzSummary> {
  const starters = playableStarterDecks();
  const sum: FuzzSummary = { games: 0, wins: 0, draws: 0, capped: 0, actions: 0, roundTrips: 0, violations: [], pairings: [] };
  const first = o.first ?? 1;
  for (let seed = first; seed < first + o.games; seed++) {
    const [a, b] = pairingFor(seed, starters);
    const r = playRandomGame({ start: { seed, decks: [a.cards, b.cards], firstPlayer: 'random' },
      turnCap: o.turnCap, probe: o.probe ?? 1, freeze: seed % 10 === 0 });
    sum.games++;
    sum.actions += r.actions.length;
    if (r.end === 'win') sum.wins++;
    else if (r.end === 'draw') sum.draws++;
    else sum.capped++;
    const label = `${a.name} v ${b.name}`;
    if (!sum.pairings.includes(label) && !label.startsWith('random')) sum.pairings.push(label);
    const trip = await saveRoundTrip(r, [a.name, b.name]);
    if (trip.length === 0) sum.roundTrips++;
    for (const v of [...r.violations, ...trip]) sum.violations.push(`seed ${seed} (${label}): ${v}`);
  }
  return sum;
}
