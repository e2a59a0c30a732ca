// The decks a player may choose on the start screen: the ready decks, validated against what
// the engine implements, and one practice deck per faction.
import readyDecks from '../../../cards/decks.json';
import { FACTIONS } from '../../engine/cards/types';
import { validateDeck } from '../../engine/decks';
import type { DeckList, DeckProblem } from '../../engine/decks';
import { POOL, cardDef } from '../cards/info';
import { deckNumbers, practiceDeck } from './practice';

export interface DeckChoice {
  id: string;
  name: string;
  /** The 60 collector numbers when playable. */
  cards: string[] | null;
  problems: DeckProblem[];
}

function choice(id: string, name: string, deck: DeckList, problems: DeckProblem[]): DeckChoice {
  return { id, name, cards: problems.length === 0 ? deckNumbers(deck) : null, problems };
}

export function deckChoices(): DeckChoice[] {
  const ready = (readyDecks as DeckList[]).map((deck, i) => choice(`ready-${i}`, deck.name ?? `Deck ${i + 1}`, deck,
    validateDeck(deck, cardDef, { isUnlimited: POOL.isUnlimited, isPlayable: POOL.isImplemented })));
  const practice = FACTIONS.map((f) => {
    const r = practiceDeck(f, POOL);
    return r.ok ? choice(`practice-${f}`, `${f} practice deck`, r.deck, [])
      : { id: `practice-${f}`, name: `${f} practice deck`, cards: null, problems: r.problems };
  });
  return [...ready, ...practice];
}
