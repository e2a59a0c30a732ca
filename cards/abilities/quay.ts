// Quay cards' abilities, by collector number, in the engine's vocabulary. What each card
// does in words is in cards/text/; each card here has tests/cards/<number>.test.ts.
import type { CardAbilities } from './types';

export const QUAY: Record<string, CardAbilities> = {};
