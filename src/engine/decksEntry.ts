// The engine's second public entry, for screens shown before the rules engine loads (the start
// screen, the deck builder): card types, factions and the deck rules, nothing that plays a game.
// index.ts exports all of it too; importing it from here keeps the rules engine out of the first
// screen's JavaScript (npm run size).
export { FACTIONS, CARD_TYPES } from './cards/types';
export type { CardDef, CardFacts, CardFaction, CardType, Faction, Stats, SupportIcons } from './cards/types';
export { DECK_SIZE, MAX_COPIES, validateDeck, parseDeckList, formatDeckList, titleKey, titleLookup } from './decks';
export type { DeckEntry, DeckList, DeckProblem, DeckListError } from './decks';
