// What the table shows about a card: its definition, its type in words, its keywords explained
// in our own words.
import { CARDS, isImplemented, isUnlimited } from '../../../cards';
import type { CardDef, CardType, Faction } from '../../engine/decksEntry';
import type { CardPool } from '../decks/practice';

export function cardDef(number: string): CardDef | undefined {
  return CARDS[number];
}

export const POOL: CardPool = { cards: Object.values(CARDS), isImplemented, isUnlimited };

type Keyword = Extract<NonNullable<CardDef['abilities']>[number], { kind: 'keyword' }>;

const EXPLAIN: Record<Keyword['keyword'], (k: Keyword) => string> = {
  unlimited: () => 'Unlimited: a deck may hold any number of copies.',
  encampment: () => 'Encampment: may be played beneath a location where you have an energy icon or a ship or unit; its icons add to your side there.',
  scouting: () => 'Scouting: may be played where you have no energy icon (a site for a character, a sector for a ship).',
  size: (k) => `Size ${'value' in k ? k.value : ''}: counts that many times against a ship's capacity.`,
  transport: (k) => `Transport ${'value' in k ? k.value : ''}: when it moves, up to that many of your fighters (ship) or characters (vehicle) may move along with it.`,
  piloting: (k) => `Piloting ${'value' in k ? k.value : ''}: while aboard a ship, that ship gets that much more power and tactics.`,
  quickdraw: (k) => `Quickdraw ${'value' in k ? k.value : ''}: a weapon beneath it may use its bulleted abilities that many more times each turn.`,
  captain: (k) => `Captain${'title' in k ? ` (${k.title})` : ''}: while that character is aboard, the ship and every unit aboard are immune to attrition.`,
};

/** Each keyword of a card with a short explanation. */
export function keywordHelp(def: CardDef): string[] {
  return (def.abilities ?? []).flatMap((a) => (a.kind === 'keyword' ? [EXPLAIN[a.keyword](a)] : []));
}

/** The type line as printed: "SHIP", "WEAPON (Fighter)". */
export function typeLine(def: Pick<CardDef, 'type' | 'kind'>): string {
  return def.kind ? `${def.type} (${def.kind})` : def.type;
}

const TYPE_WORDS: Record<CardType, string> = {
  CHARACTER: 'Character', NOBOT: 'NoBot', VEHICLE: 'Vehicle', SHIP: 'Ship', WEAPON: 'Weapon', ASSET: 'Asset',
  ORDER: 'Order', INTERRUPT: 'Interrupt', LOCATION: 'Location',
};

/** The type in a word; a location by its kind ("Site", "Sector"). */
export function typeWord(def: Pick<CardDef, 'type' | 'kind'>): string {
  return def.type === 'LOCATION' && def.kind ? def.kind : TYPE_WORDS[def.type];
}

/** Support icons in words: "2 Quay and 1 Maverick support icons". */
export function supportWords(icons: Partial<Record<Faction, number>>): string {
  const list = Object.entries(icons).map(([f, n]) => `${n} ${f}`);
  if (list.length === 0) return 'no support icons';
  const total = Object.values(icons).reduce((a, b) => a + (b ?? 0), 0);
  return `${list.join(' and ')} support icon${total === 1 ? '' : 's'}`;
}

/** Energy icons in words. */
export const energyWords = (n: number): string => `${n} energy icon${n === 1 ? '' : 's'}`;
