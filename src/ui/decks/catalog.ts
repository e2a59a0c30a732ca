// The decks a player may choose on the start screen: the six starter decks, validated against
// what the engine implements; the decks built in the deck builder and saved on this device
// (src/ui/builder/savedDecks.ts, passed in once the saves have loaded); and one generated
// practice deck per faction.
import readyDecks from '../../../cards/decks.json';
import { FACTIONS, validateDeck } from '../../engine/decksEntry';
import type { DeckList, DeckProblem } from '../../engine/decksEntry';
import { POOL, cardDef } from '../cards/info';
import { deckNumbers, practiceDeck } from './practice';

/** Where a deck comes from, shown as the start screen's groups. */
export type DeckSource = 'starter' | 'saved' | 'practice';

export interface DeckChoice {
  id: string;
  name: string;
  /** The 60 collector numbers when playable. */
  cards: string[] | null;
  problems: DeckProblem[];
  /** Absent on choices made elsewhere (`savedDeckChoices`): filled in by `deckChoices`. */
  source?: DeckSource;
}

export const DECK_SOURCES: { source: DeckSource; title: string; note?: string }[] = [
  { source: 'starter', title: 'Starter decks' },
  { source: 'saved', title: 'Your decks', note: 'Built in the deck builder and saved on this device.' },
  {
    source: 'practice', title: 'Practice decks',
    note: 'Generated, not official decks: the implemented cards of one faction and the independents, a few copies of each.',
  },
];

function choice(id: string, name: string, deck: DeckList, problems: DeckProblem[], source: DeckSource): DeckChoice {
  return { id, name, cards: problems.length === 0 ? deckNumbers(deck) : null, problems, source };
}

export function deckChoices(saved: readonly DeckChoice[] = []): DeckChoice[] {
  const ready = (readyDecks as DeckList[]).map((deck, i) => choice(`ready-${i}`, deck.name ?? `Deck ${i + 1}`, deck,
    validateDeck(deck, cardDef, { isUnlimited: POOL.isUnlimited, isPlayable: POOL.isImplemented }), 'starter'));
  const own = saved.map((d): DeckChoice => ({ ...d, source: 'saved' }));
  // Kept while they are useful: a quick way to play every implemented card of a faction, and
  // fixed decks for the tests. Labelled as generated on the start screen.
  const practice = FACTIONS.map((f): DeckChoice => {
    const r = practiceDeck(f, POOL);
    return r.ok ? choice(`practice-${f}`, `${f} practice deck`, r.deck, [], 'practice')
      : { id: `practice-${f}`, name: `${f} practice deck`, cards: null, problems: r.problems, source: 'practice' };
  });
  return [...ready, ...own, ...practice];
}
