// The card pool: printed facts (facts.json), our own descriptions (text/), and abilities in the
// engine's vocabulary (abilities/). A card is implemented once its abilities are encoded.
import { CARD_FACTS } from '../src/engine/cards/pool';
import type { CardDef } from '../src/engine/cards/types';
import set1Text from './text/set1.json';
import set2Text from './text/set2.json';
import { SET1 } from './abilities/set1';
import { SET2 } from './abilities/set2';
import type { CardAbilities } from './abilities/types';

const TEXT: Record<string, string> = { ...set1Text, ...set2Text };
const ABILITIES: Record<string, CardAbilities> = { ...SET1, ...SET2 };

export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries(
  CARD_FACTS.map((f) => [f.number, { ...f, text: TEXT[f.number] ?? '', ...ABILITIES[f.number] }]),
);

export function isImplemented(n: string): boolean {
  return CARDS[n]?.abilities !== undefined;
}
