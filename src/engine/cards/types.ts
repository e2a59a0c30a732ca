// Card facts (printed data) and card definitions (facts + the card's abilities in the
// project's own vocabulary). Facts come from the publisher's spoiler via ../shared; game
// text never does: `text` is our own plain-language description.
import type { Ability } from '../abilities/vocabulary';

export const FACTIONS = ['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay'] as const;
export type Faction = (typeof FACTIONS)[number];
export type CardFaction = Faction | 'Independent' | 'Unknown';

export const CARD_TYPES = [
  'CHARACTER', 'NOBOT', 'VEHICLE', 'SHIP', 'WEAPON', 'ASSET', 'ORDER', 'INTERRUPT', 'LOCATION',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface Stats {
  power: number;
  tactics: number;
  defense: number;
}

/** Icons printed on one side of a location. */
export interface EnergyIcons {
  /** The side facing the player who played the location. */
  yourSide: number;
  /** The side facing that player's opponent. */
  opponentSide: number;
}

export type SupportIcons = Partial<Record<Faction, number>>;

export interface CardFacts {
  /** Collector number without spaces, e.g. "1C7"; unique across both sets. */
  number: string;
  title: string;
  unique: boolean;
  /** Bullets printed before the title (plays per turn), interrupts only. */
  bullets?: number;
  set: 1 | 2;
  faction: CardFaction;
  type: CardType;
  /**
   * The parenthesised part of the type line: a weapon's or asset's host kind
   * ("Character", "Fighter", "Site"...), an order's or interrupt's pile ("Used", "Lost",
   * "Used or Lost"), a location's kind ("Site", "Sector").
   */
  kind?: string;
  labels: string[];
  capacity?: number;
  /** null when unknown (Flamecutter): such a card cannot be put in a deck. */
  energyCost: number | null;
  destiny: number | null;
  supportCost: SupportIcons;
  stats?: Stats;
  /** An inverter's second set of numbers. */
  inverted?: Stats;
  energyIcons?: EnergyIcons;
  /** A location's support icon(s), on the side of the player who played it. */
  supportIcons?: SupportIcons;
}

export interface CardDef extends CardFacts {
  /** What the card does, in the project's own words, for a player reading the table. */
  text: string;
  /** Abilities in the closed vocabulary; absent while the card is not implemented. */
  abilities?: Ability[];
  /** Abilities of the inverted side, for inverters whose inverted side reads differently. */
  invertedAbilities?: Ability[];
}

/** A card can be played in a game only when its abilities are encoded (or it has none). */
export function isImplemented(def: CardDef): boolean {
  return def.abilities !== undefined;
}
