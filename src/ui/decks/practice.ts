// Practice decks: each faction gets a legal 60-card deck generated from its implemented cards
// plus the implemented independent cards (the start screen labels them as generated).
import { DECK_SIZE, MAX_COPIES, validateDeck } from '../../engine/decksEntry';
import type { CardDef, Faction, DeckEntry, DeckList, DeckProblem } from '../../engine/decksEntry';

/** About a quarter of a deck is locations, as in the starter decks. */
const LOCATION_SHARE = 15;

export interface CardPool {
  cards: readonly CardDef[];
  isImplemented: (number: string) => boolean;
  isUnlimited: (number: string) => boolean;
}

export type PracticeDeck = { ok: true; deck: DeckList } | { ok: false; problems: DeckProblem[] };

/** Adds one copy of each card in turn until `want` copies are added or no card can take more. */
function fillRoundRobin(counts: Map<string, number>, cards: readonly CardDef[], want: number, pool: CardPool): number {
  let added = 0;
  for (let progress = true; added < want && progress;) {
    progress = false;
    for (const c of cards) {
      if (added >= want) break;
      const n = counts.get(c.number) ?? 0;
      if (n >= MAX_COPIES && !pool.isUnlimited(c.number)) continue;
      counts.set(c.number, n + 1);
      added++;
      progress = true;
    }
  }
  return added;
}

/** A practice deck for a faction, or the deck rules it cannot meet yet. Pure and deterministic. */
export function practiceDeck(faction: Faction, pool: CardPool): PracticeDeck {
  const usable = pool.cards.filter((c) => pool.isImplemented(c.number) && c.energyCost !== null && c.destiny !== null
    && (c.faction === faction || c.faction === 'Independent'));
  const own = usable.filter((c) => c.faction === faction && c.type !== 'LOCATION');
  if (own.length === 0) {
    return { ok: false, problems: [{ rule: 'ENGINE-UNIMPLEMENTED', message: `No ${faction} card is implemented yet.` }] };
  }
  const others = [...own, ...usable.filter((c) => c.faction === 'Independent' && c.type !== 'LOCATION')];
  // Locations that give this faction's support icons come first: its cards need them.
  const locations = usable.filter((c) => c.type === 'LOCATION')
    .sort((a, b) => (b.supportIcons?.[faction] ?? 0) - (a.supportIcons?.[faction] ?? 0));
  const counts = new Map<string, number>();
  const placed = fillRoundRobin(counts, others, DECK_SIZE - LOCATION_SHARE, pool);
  fillRoundRobin(counts, locations, DECK_SIZE - placed, pool);
  const cards: DeckEntry[] = [...counts].map(([number, qty]) => ({ number, qty }));
  const deck: DeckList = { name: `${faction} practice deck`, cards };
  const byNumber = new Map(pool.cards.map((c) => [c.number, c]));
  const problems = validateDeck(deck, (n) => byNumber.get(n), { isUnlimited: pool.isUnlimited, isPlayable: pool.isImplemented });
  return problems.length === 0 ? { ok: true, deck } : { ok: false, problems };
}

/** A deck list as the engine's 60 collector numbers. */
export function deckNumbers(deck: DeckList): string[] {
  return deck.cards.flatMap((e) => Array.from({ length: e.qty }, () => e.number));
}
