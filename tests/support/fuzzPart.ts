// The 1,000 random games of the test run, split into four files so they run on both cores.
import { expect, it } from 'vitest';
import { playableStarterDecks } from '../../src/sim/decks';
import { runFuzz } from '../../src/sim/fuzz';

export const GAMES_PER_PART = 250;

export function fuzzPart(part: number): void {
  const first = (part - 1) * GAMES_PER_PART + 1;
  it(`random games ${first}-${first + GAMES_PER_PART - 1}: every starter-deck pairing both ways; cards each in one place, a legal action for whoever acts, listed actions accepted, each game saved, loaded, exported and imported to the same state`, async () => {
    const s = await runFuzz({ games: GAMES_PER_PART, first });
    console.log(`fuzz part ${part}: ${s.games} games (${s.pairings.length} starter pairings), ${s.wins} won, ${s.draws} drawn, ${s.capped} at the turn cap, ${s.actions} actions, ${s.roundTrips} round trips through a save and a file`);
    expect(s.violations).toEqual([]);
    expect(s.games).toBe(GAMES_PER_PART);
    expect(s.roundTrips).toBe(GAMES_PER_PART);
    // Every pairing of the playable starter decks, in both seatings, is played in each part.
    expect(s.pairings.length).toBe(playableStarterDecks().length ** 2);
  }, 1_800_000); // generous: a loaded two-core machine once took 865 s for a part; speed is `npm run bench`'s job
}
