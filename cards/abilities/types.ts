import type { Ability } from '../../src/engine/abilities/vocabulary';

/** A card's abilities in the vocabulary; `inverted` for an inverter's other side. */
export interface CardAbilities {
  abilities: Ability[];
  invertedAbilities?: Ability[];
}
