// The decks a player built, as start-screen choices: playable when every deck rule holds.
// `deckChoices()` (src/ui/decks/catalog.ts) lists them under "Your decks" on the start screen.
import type { DeckChoice } from '../decks/catalog';
import { deckNumbers } from '../decks/practice';
import { POOL } from '../cards/info';
import { saves } from '../saves/device';
import { deckProblems } from './model';

export function savedDeckChoices(): DeckChoice[] {
  return saves.listDecks().map((d) => {
    const problems = deckProblems(d.cards, POOL);
    return {
      id: `saved-${d.id}`,
      name: d.name,
      cards: problems.length === 0 ? deckNumbers({ cards: d.cards }) : null,
      problems,
    };
  });
}
