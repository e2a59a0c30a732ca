// The engine's public API (docs/engine.md). Pure functions over plain data.
import { draft } from './state';
import { readOnly } from './memo';
import { perform, settle } from './flow';
import { check as checkLegal, inputRefusal, wasListed } from './legal';
import { createGame } from './setup';
import type { NewGame } from './setup';
import type { Action, ApplyResult, GameEvent, GameState, Refusal } from './types';

export { createGame };
export type { NewGame };
export { legalActions, actor, pendingDecision, describeStep, playRefusal } from './legal';
export { seatView } from './view';
export { fitsTable } from './rules/play';
export { eventText, revealsHidden, privateCards, seatName, subjectOf, REVEALS } from './events';
export type { EventKind, Named } from './events';
export { cardAbilityTexts, abilityText, useText, costText, triggerText, triggerEffectText, chosenCardText, optionTexts, mayPayText, mayPayParts, isComplete } from './abilityText';
export { abilityIds, abilityIdAt, cardAbilityIds, optionKey, stableAction } from './abilityIds';
export type { AbilityId } from './abilityIds';
export type { SeatView, PileView } from './view';
export { tableView, targetKeyOf, phaseName, battleStepName, LOW_ENERGY, CRITICAL_ENERGY } from './tableView';
export type {
  TableView, CardView, SideView, LocationView, PlayerView, EnergyView, EnergyLevel, HandCardView, BattleView, BattleSideView, DecisionView,
} from './tableView';
export * from './types';
export * from './decksEntry';
export { ACTION, ACTION_BY_PLACE, readAction, readActionByPlace, readLooseAction } from './actions';
export type { ActionRead, LooseAction } from './actions';
export { capText } from './text';

/** Why an action is not legal now, or null when it is. Any input is read safely: a malformed
 * action or one naming a card not in this game is refused with a rule, never thrown on. */
export function check(s: GameState, action: Action): Refusal | null {
  return inputRefusal(s, action) ?? checkLegal(s, action);
}

/** Applies an action: the new state and what happened, or a refusal naming the rule. */
export function apply(s: GameState, action: Action): ApplyResult {
  // One read-only scope over the unchanged state: the check and the action's costs share the
  // derived values they read. The draft being changed is another object, never memoised. An
  // action legalActions listed for this state (the very object, frozen) was checked then.
  return readOnly(s, () => {
    const refusal = wasListed(s, action) ? null : inputRefusal(s, action) ?? checkLegal(s, action);
    if (refusal) return { ok: false, refusal };
    const g = draft(s);
    perform(g, action, s);
    settle(g);
    return { ok: true, state: g.s, events: g.events };
  });
}

/** Replays a game from its start: the same seed, decks and actions give the same state. */
export function replay(start: NewGame, actions: readonly Action[]): { state: GameState; events: GameEvent[]; refused?: { index: number; reason: string } } {
  let state = createGame(start);
  const events: GameEvent[] = [];
  for (let i = 0; i < actions.length; i++) {
    const r = apply(state, actions[i]);
    if (!r.ok) return { state, events, refused: { index: i, reason: `${r.refusal.reason} (${r.refusal.rule})` } };
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** A short hash of a whole state, to compare replays (FNV-1a over canonical JSON). */
export function stateHash(s: GameState): string {
  const text = JSON.stringify(s);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

// Derived values for display: computed from the cards in play, never stored.
export { stat, sizeOf, freeCapacity, immuneToAttrition, keywordValue } from './derive/stats';
export type { Explained, StatName } from './derive/stats';
export { energyIcons, supportIconsAt, supportIcons, activationMax, locationOf, related, adjacent, controls, isBattleground, prefixOf } from './derive/locations';
export { totalPower, totalTactics, attritionCausedBy } from './battle';
export { attritionLeft, triggersToOrder } from './procedures';
export { defOf, numberOf, cardByNumber, ownerOf, energyOf } from './state';
