// Stable names for abilities and the options of a choice, which actions and saves use: an ability
// is `<card number>:<its key>` ("1C244:invert"), an option its key ("destroy"). Keys are written
// with the card's abilities (cards/abilities/), so reordering a card's abilities or a choice's
// options changes no action. A test-only card may leave keys out: its abilities are then named by
// their place on the card's side ("T12:#0", "T12:#inverted.1"), its options by theirs ("#1").
import { abilitiesOf } from './abilities/continuous';
import type { Ability, Option } from './abilities/vocabulary';
import type { CardDef } from './cards/types';
import { defOf } from './state';
import type { LooseAction } from './actions';
import type { Action, CardId, GameState } from './types';

/** `<card number>:<key>`: an ability of a card, in actions and saves. */
export type AbilityId = string;

// The ids of each list of abilities, made once per list (legal actions name every ability in play).
const idLists = new WeakMap<readonly Ability[], readonly AbilityId[]>();

function idsOf(def: CardDef, list: readonly Ability[]): readonly AbilityId[] {
  let ids = idLists.get(list);
  if (!ids) {
    const side = list === def.invertedAbilities ? 'inverted.' : '';
    ids = list.map((a, i) => `${def.number}:${'key' in a && a.key !== undefined ? a.key : `#${side}${i}`}`);
    idLists.set(list, ids);
  }
  return ids;
}

/** The ids of the abilities a card has now (its inverted side's when it is inverted). */
export function abilityIds(s: GameState, card: CardId): readonly AbilityId[] {
  return idsOf(defOf(s, card), abilitiesOf(s, card));
}

/** The place of an ability among those the card has now, or -1 when it has none by that id. */
export function abilityIndex(s: GameState, card: CardId, id: AbilityId): number {
  return abilityIds(s, card).indexOf(id);
}

/** The id of the ability at this place among those the card has now. */
export function abilityIdAt(s: GameState, card: CardId, index: number): AbilityId | undefined {
  return abilityIds(s, card)[index];
}

/** Every ability id a card's definition gives, both sides. */
export function cardAbilityIds(def: CardDef): AbilityId[] {
  return [...idsOf(def, def.abilities ?? []), ...(def.invertedAbilities ? idsOf(def, def.invertedAbilities) : [])];
}

/** An option's key in its choice, by its place among the choice's options. */
export const optionKey = (o: Option, index: number): string => o.key ?? `#${index}`;

/** An action naming an ability or an option the older way (a save of version 1, a scenario file:
 * `"ability": 0`, `"option": 1`, or a key alone, `"ability": "invert"`) with them named by id and
 * key, read in the state it is taken in:
 * a place is the ability's among those the card has now (the option's among those offered now). A
 * place with nothing there gives a name the engine refuses. */
export function stableAction(s: GameState, a: LooseAction): Action {
  if (a.type === 'use' && (typeof a.ability === 'number' || !a.ability.includes(':'))) {
    // A card out of play has no ability to use (the engine refuses it before reading the id).
    const number = s.table[a.card] !== undefined ? defOf(s, a.card).number : 'none';
    const id = typeof a.ability === 'number' ? abilityIdAt(s, a.card, a.ability) ?? `${number}:#none` : `${number}:${a.ability}`;
    return { ...a, ability: id };
  }
  if (a.type === 'choose' && 'option' in a.choice && typeof a.choice.option === 'number') {
    const step = s.queue[0];
    return { ...a, choice: { option: step?.k === 'option' ? step.keys[a.choice.option] ?? '#none' : '#none' } };
  }
  return a as Action;
}
