// What abilities say, for the table: each ability, cost, option and trigger in plain English,
// made from its encoding by the words' own texts (abilities/text.ts). Never the printed wording.
import { abilitiesOf } from './abilities/continuous';
import { turnLimitKey } from './abilities/words/abilities';
import { describeAbility, sayFor, sayForAbility, sentence } from './abilities/text';
import type { Ability, Cost } from './abilities/vocabulary';
import type { CardDef } from './cards/types';
import { abilityIndex, cardAbilityIds } from './abilityIds';
import type { AbilityId } from './abilityIds';
import { defOf } from './state';
import type { CardId, GameState, PendingTrigger, Step } from './types';

export { describeAbility } from './abilities/text';
export { isComplete } from './abilities/text';

type Activated = Extract<Ability, { kind: 'activated' }>;

/** Every ability of a card as a sentence, both sides of an inverter ("Inverted: ..."). A
 * once-each-turn ability sharing its limit with one above says so. */
export function cardAbilityTexts(def: CardDef): string[] {
  const seen = new Set<string>();
  const text = (a: Ability, prefix = ''): string => {
    const key = a.kind === 'triggered' ? turnLimitKey(a) : undefined;
    const shares = key !== undefined && seen.has(key);
    if (key !== undefined) seen.add(key);
    return `${prefix}${describeAbility(def, a)}${shares ? ' It shares one use each turn with the ability above.' : ''}`;
  };
  return [...(def.abilities ?? []).map((a) => text(a)), ...(def.invertedAbilities ?? []).map((a) => text(a, 'Inverted: '))];
}

/** An ability of a card, by its id (either side of an inverter): "Pay 5: invert this card." */
export function abilityText(def: CardDef, id: AbilityId): string {
  const i = cardAbilityIds(def).indexOf(id);
  const all = [...(def.abilities ?? []), ...(def.invertedAbilities ?? [])];
  return i < 0 ? '' : describeAbility(def, all[i]);
}

// Texts depend on nothing but the ability and its card's type, so each is made once (the log
// names abilities as they are used).
const useTexts = new WeakMap<Activated, { cost: string; effect: string }>();

/** What using an activated ability of a card in play costs and does: { cost: 'pay 5', effect:
 * 'invert this card' }. The ability by its id, or by its place among the card's abilities now (a
 * stack item's). */
export function useText(s: GameState, card: CardId, ability: AbilityId | number): { cost: string; effect: string } {
  const a = abilitiesOf(s, card)[typeof ability === 'number' ? ability : abilityIndex(s, card, ability)] as Activated | undefined;
  if (!a || a.kind !== 'activated') return { cost: '', effect: '' };
  let t = useTexts.get(a);
  if (!t) {
    const say = sayForAbility(defOf(s, card), a.targets);
    t = { cost: costText(defOf(s, card), a.cost), effect: say.effects(a.effect) };
    useTexts.set(a, t);
  }
  return t;
}

/** Costs as a phrase: "pay 3 and lose 1"; "no cost" for none. */
export function costText(def: CardDef | undefined, costs: readonly Cost[]): string {
  const say = sayForAbility(def, undefined);
  return costs.length ? costs.map((c) => say.cost(c)).join(' and ') : 'no cost';
}

const sentences = new WeakMap<Ability, string>();

/** A triggered ability waiting to go on the stack, or a delayed one, in words. */
export function triggerText(s: GameState, t: Pick<PendingTrigger, 'card' | 'ability' | 'inverted' | 'delayed'>): string {
  const d = defOf(s, t.card);
  if (t.delayed) return sentence(sayForAbility(d, undefined).effects(t.delayed.effect));
  const list = t.inverted && d.invertedAbilities ? d.invertedAbilities : d.abilities ?? [];
  const a = list[t.ability];
  if (!a) return '';
  let text = sentences.get(a);
  if (text === undefined) { text = describeAbility(d, a); sentences.set(a, text); }
  return text;
}

/** What a triggered ability does, without when it triggers ("retrieve 1"): the answer to
 * whether to use it. */
export function triggerEffectText(s: GameState, t: Pick<PendingTrigger, 'card' | 'ability' | 'inverted' | 'delayed'>): string {
  const d = defOf(s, t.card);
  if (t.delayed) return sayForAbility(d, undefined).effects(t.delayed.effect);
  const a = (t.inverted && d.invertedAbilities ? d.invertedAbilities : d.abilities ?? [])[t.ability];
  return a?.kind === 'triggered' ? sayForAbility(d, a.targets).effects(a.effect) : '';
}

/** Names for an effect's chosen targets: by title when in play, else "the target". */
const targetTitles = (s: GameState, targets: readonly CardId[]): string[] =>
  targets.map((t, i) => (s.table[t] ? defOf(s, t).title : targets.length === 1 ? 'the target' : `target ${i + 1}`));

/** What happens to the card a player chooses for an effect ("put the chosen card on top of its
 * owner's used pile"), read by the player choosing. */
export function chosenCardText(s: GameState, step: Extract<Step, { k: 'chooseCard' }>): string {
  const say = sayFor(defOf(s, step.ctx.source), targetTitles(s, step.ctx.targets));
  return (step.seat === step.ctx.seat ? say : say.forOpponent()).naming(step.as, 'the chosen card').effects(step.then);
}

/** The options of a choice the engine asks for, in words, in the order of its choices, as the
 * player choosing reads them. */
export function optionTexts(s: GameState, step: Extract<Step, { k: 'option' }>): string[] {
  // Targets in play are named by title (they are on the table for both players to see).
  const say = sayFor(defOf(s, step.ctx.source), targetTitles(s, step.ctx.targets));
  // Read for the player choosing: "you" is them when the card's controller makes their opponent choose.
  const reader = step.seat === step.ctx.seat ? say : say.forOpponent();
  return step.options.map((o) => sentence(reader.effects(o.effect)));
}

/** What paying for an optional effect does ("pay 1: add 1 to your battle destiny"). */
export function mayPayText(s: GameState, step: Extract<Step, { k: 'mayPay' }>): string {
  const { cost, effect } = mayPayParts(s, step);
  return `${cost}: ${effect}`;
}

/** What paying for an optional effect costs and does, apart: { cost: 'pay 1', effect: 'retrieve 1' }. */
export function mayPayParts(s: GameState, step: Extract<Step, { k: 'mayPay' }>): { cost: string; effect: string } {
  const say = sayFor(defOf(s, step.ctx.source), targetTitles(s, step.ctx.targets));
  return { cost: say.cost(step.cost), effect: say.effects(step.then) };
}
