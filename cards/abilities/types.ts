import type { Ability } from '../../src/engine/abilities/vocabulary';

/** An ability of a real card: activated and triggered abilities carry their key, the stable name
 * actions and saves use (`1C244:invert`, src/engine/abilityIds.ts). */
export type CardAbility = Ability extends infer A ? A extends { kind: 'activated' | 'triggered' } ? A & { key: string } : A : never;

/** A card's abilities in the vocabulary; `inverted` for an inverter's other side. */
export interface CardAbilities {
  abilities: CardAbility[];
  invertedAbilities?: CardAbility[];
}
