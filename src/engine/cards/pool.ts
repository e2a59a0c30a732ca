// The card pool: the project's own facts file, bundled at build time (the app never reads
// ../shared at run time). Validated by tests/card-data.test.ts, so it is trusted here.
import facts from '../../../cards/facts.json';
import type { CardFacts } from './types';

// JSON imports type string fields as string; the schema test vouches for the narrower types.
export const CARD_FACTS: readonly CardFacts[] = facts as unknown as CardFacts[];

const BY_NUMBER: ReadonlyMap<string, CardFacts> = new Map(CARD_FACTS.map((c) => [c.number, c]));

/** The facts for a collector number ("1C7"), or undefined when no such card exists. */
export function factsByNumber(number: string): CardFacts | undefined {
  return BY_NUMBER.get(number);
}
