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

let version: string | undefined;
/** The version of the card data: a hash of every card's printed facts, description and encoded
 * abilities, made once. Saves record it (src/persist/format.ts), so a save made with other card
 * data says so when it cannot be replayed. */
export function cardDataVersion(): string {
  if (version === undefined) {
    // FNV-1a, 32 bits: the data is ours, so any change of it changes the version in practice.
    let h = 0x811c9dc5;
    const text = JSON.stringify(CARDS);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    version = (h >>> 0).toString(16).padStart(8, '0');
  }
  return version;
}
