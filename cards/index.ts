// The card pool: printed facts (facts.json), our own descriptions (text/), and abilities in the
// engine's vocabulary (abilities/). A card is implemented once its abilities are encoded.
import { CARD_FACTS } from '../src/engine/cards/pool';
import type { CardDef } from '../src/engine/cards/types';
import set1Text from './text/set1.json';
import set2Text from './text/set2.json';
import { EARTHER } from './abilities/earther';
import { GONGEN } from './abilities/gongen';
import { INDEPENDENT } from './abilities/independent';
import { MAVERICK } from './abilities/maverick';
import { QUAY } from './abilities/quay';
import { SHI } from './abilities/shi';
import type { CardAbilities } from './abilities/types';

const TEXT: Record<string, string> = { ...set1Text, ...set2Text };
const ABILITIES: Record<string, CardAbilities> = { ...EARTHER, ...GONGEN, ...MAVERICK, ...SHI, ...QUAY, ...INDEPENDENT };

export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries(
  CARD_FACTS.map((f) => [f.number, { ...f, text: TEXT[f.number] ?? '', ...ABILITIES[f.number] }]),
);

export function isImplemented(n: string): boolean {
  return CARDS[n]?.abilities !== undefined;
}

/** Unlimited: a deck may hold any number of copies (R-SETUP-03, R-KW-UNL-01). */
export function isUnlimited(n: string): boolean {
  return CARDS[n]?.abilities?.some((a) => a.kind === 'keyword' && a.keyword === 'unlimited') ?? false;
}
