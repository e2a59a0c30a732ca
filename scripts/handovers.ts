// How often the screen changes hands in the same seeded games with each screen rule: the
// starter decks Solidarity (P1) against Swarm (P2), P1 first, 15 turns, the random player's
// choices (then players who lose energy from their piles rather than their hand); what the shared
// screens' hand-overs were for. `npm run handovers -- --seeds 7,1,3`.
import { DEFAULT_SETTINGS } from '../src/match';
import { playableStarterDecks } from '../src/sim/decks';
import { HAND_OVER_CAUSES, countHandOvers } from '../src/sim/handOvers';

const arg = process.argv.indexOf('--seeds');
const seeds = arg >= 0 ? process.argv[arg + 1].split(',').map(Number) : [7, 1, 3, 5, 11];
const decks = playableStarterDecks();
const deck = (name: string) => decks.find((d) => d.name === name)!;
const [a, b] = [deck('Solidarity'), deck('Swarm')];
// The random player loses energy from its hand whenever it picks one of the hand's cards among
// the options (most of them, early on); players who take it from their piles while they can
// need their hand only to deploy and to respond.
for (const players of ['random', 'losesFromPiles'] as const) {
  console.log(players === 'random' ? 'The random player:' : '\nPlayers who lose energy from their piles while they can:');
  console.log('seed  always hand over  shared screens  (shared decisions)  gone  shared screens\' hand-overs were for');
  for (const seed of seeds) {
    const start = { seed, decks: [a.cards, b.cards] as [string[], string[]], firstPlayer: 0 as const, deckNames: [a.name, b.name] as [string, string] };
    const before = countHandOvers(start, { ...DEFAULT_SETTINGS, alwaysHandOver: true }, 15, players);
    const after = countHandOvers(start, DEFAULT_SETTINGS, 15, players);
    if (before.decisions !== after.decisions) throw new Error(`seed ${seed}: the two games differ`);
    const gone = Math.round(100 * (1 - after.handOvers / before.handOvers));
    const causes = HAND_OVER_CAUSES.filter((c) => after.causes[c] > 0).map((c) => `${c} ${after.causes[c]}`).join(', ');
    console.log(`${String(seed).padStart(4)}  ${String(before.handOvers).padStart(16)}  ${String(after.handOvers).padStart(14)}  ${String(after.shared).padStart(19)}  ${`${gone}%`.padStart(4)}  ${causes}`);
  }
}
