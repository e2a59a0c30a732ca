// The registry: every word of the card language, gathered from the modules that define them
// (words/), by category. A module's exported words are registered by being exported; adding a
// word is defining it in the module its meaning belongs to (docs/cards.md).
import type {
  AffectedWord, AmountWord, AnyWord, NumberWord, ChangeWord, ConditionWord, CostWord, EffectWord, FilterWord, KeywordWord, KindWord,
  PlaceWord, PlayRuleWord, RefWord, StructDef, TriggerWord,
} from './define';
import type { Category, Schema } from './schema';
import * as abilities from './words/abilities';
import * as amounts from './words/amounts';
import * as attacks from './words/attacks';
import * as changeBattle from './words/changes/battle';
import * as changeCosts from './words/changes/costs';
import * as changeDestroyInstead from './words/changes/destroyInstead';
import * as changeDrains from './words/changes/drains';
import * as changeEnergy from './words/changes/energy';
import * as changeLabels from './words/changes/labels';
import * as changeMoves from './words/changes/moves';
import * as changeStats from './words/changes/stats';
import * as changeSwitch from './words/changes/switch';
import * as chosen from './words/chosen';
import * as conditionHand from './words/conditions/hand';
import * as conditionHistory from './words/conditions/history';
import * as conditionLogic from './words/conditions/logic';
import * as conditionPaid from './words/conditions/paid';
import * as conditionTurn from './words/conditions/turn';
import * as costs from './words/costs';
import * as effectBattle from './words/effects/battle';
import * as effectBranches from './words/effects/branches';
import * as effectCards from './words/effects/cards';
import * as effectLater from './words/effects/later';
import * as effectMoves from './words/effects/moves';
import * as effectPiles from './words/effects/piles';
import * as effectPlays from './words/effects/plays';
import * as effectRandomHand from './words/effects/randomHand';
import * as effectReveal from './words/effects/reveal';
import * as effectStack from './words/effects/stack';
import * as effectStacked from './words/effects/stacked';
import * as effectSwap from './words/effects/swap';
import * as effectUseAsYours from './words/effects/useAsYours';
import * as effectUsedPile from './words/effects/usedPile';
import * as eventAmounts from './words/eventAmounts';
import * as eventPlaces from './words/eventPlaces';
import * as handCosts from './words/handCosts';
import * as paidAmounts from './words/paidAmounts';
import * as pendingPlaces from './words/pendingPlaces';
import * as playRules from './words/playRules';
import * as playTiming from './words/playTiming';
import * as refs from './words/refs';
import * as removeCosts from './words/removeCosts';
import * as revealCosts from './words/revealCosts';
import * as revealedCard from './words/revealedCard';
import * as selectors from './words/selectors';
import * as stacks from './words/stacks';
import * as statFilters from './words/statFilters';
import * as triggers from './words/triggers';
import * as xCosts from './words/xCosts';

const MODULES = [
  abilities, amounts, attacks, changeBattle, changeCosts, changeDestroyInstead, changeDrains, changeEnergy,
  changeLabels, changeMoves, changeStats, changeSwitch, chosen, conditionHand, conditionHistory,
  conditionLogic, conditionPaid, conditionTurn, costs, effectBattle, effectBranches, effectCards,
  effectLater, effectMoves, effectPiles, effectPlays, effectRandomHand, effectReveal, effectStack,
  effectStacked, effectSwap, effectUseAsYours, effectUsedPile, eventAmounts, eventPlaces, handCosts,
  paidAmounts, pendingPlaces, playRules, playTiming, refs, removeCosts, revealCosts, revealedCard, selectors,
  stacks, statFilters, triggers, xCosts,
];
type Exports<M> = M[keyof M];
/** Everything the word modules export; the words are those of it with a category. */
export type Exported =
  | Exports<typeof abilities> | Exports<typeof amounts> | Exports<typeof attacks>
  | Exports<typeof changeBattle> | Exports<typeof changeCosts> | Exports<typeof changeDestroyInstead>
  | Exports<typeof changeDrains> | Exports<typeof changeEnergy> | Exports<typeof changeLabels>
  | Exports<typeof changeMoves> | Exports<typeof changeStats> | Exports<typeof changeSwitch>
  | Exports<typeof chosen> | Exports<typeof conditionHand> | Exports<typeof conditionHistory>
  | Exports<typeof conditionLogic> | Exports<typeof conditionPaid> | Exports<typeof conditionTurn>
  | Exports<typeof costs> | Exports<typeof effectBattle> | Exports<typeof effectBranches>
  | Exports<typeof effectCards> | Exports<typeof effectLater> | Exports<typeof effectMoves>
  | Exports<typeof effectPiles> | Exports<typeof effectPlays> | Exports<typeof effectRandomHand>
  | Exports<typeof effectReveal> | Exports<typeof effectStack> | Exports<typeof effectStacked>
  | Exports<typeof effectSwap> | Exports<typeof effectUseAsYours> | Exports<typeof effectUsedPile>
  | Exports<typeof eventAmounts> | Exports<typeof eventPlaces> | Exports<typeof handCosts>
  | Exports<typeof paidAmounts> | Exports<typeof pendingPlaces> | Exports<typeof playRules>
  | Exports<typeof playTiming> | Exports<typeof refs> | Exports<typeof removeCosts>
  | Exports<typeof revealCosts> | Exports<typeof revealedCard> | Exports<typeof selectors>
  | Exports<typeof stacks> | Exports<typeof statFilters> | Exports<typeof triggers> | Exports<typeof xCosts>;

const isWord = (x: unknown): x is AnyWord =>
  typeof x === 'object' && x !== null && typeof (x as AnyWord).category === 'string' && typeof (x as AnyWord).name === 'string';

/** Every word and structure, in module order. */
export const WORDS: readonly AnyWord[] = MODULES.flatMap((m) => Object.values(m).filter(isWord));

function table<W extends AnyWord>(keep: (w: AnyWord) => boolean): Readonly<Record<string, W>> {
  const out: Record<string, W> = Object.create(null);
  for (const w of WORDS) {
    if (!keep(w)) continue;
    // Two words of one name in one category would make data ambiguous: fail at load.
    if (out[w.name]) throw new Error(`Two ${w.category} words are named "${w.name}"`);
    out[w.name] = w as W;
  }
  return out;
}
const of = (c: Category) => (w: AnyWord): boolean => w.category === c;

export const EFFECTS = table<EffectWord<string, Schema, never>>(of('effect'));
export const CONDITIONS = table<ConditionWord<string, Schema, never>>(of('condition'));
export const AMOUNTS = table<AmountWord<string, Schema, never>>((w) => w.category === 'amount' && !('literal' in w));
/** The amount that is a plain number. */
export const NUMBER = WORDS.find((w): w is NumberWord => 'literal' in w)!;
export const COSTS = table<CostWord<string, Schema, never>>(of('cost'));
export const CHANGES = table<ChangeWord<string, Schema, never>>(of('change'));
export const PLAY_RULES = table<PlayRuleWord<string, Schema, never>>(of('playRule'));
export const FILTERS = table<FilterWord<string, never>>(of('selector'));
export const PLACES = table<PlaceWord>(of('place'));
export const REFS = table<RefWord<string, Schema, never>>(of('ref'));
export const AFFECTED = table<AffectedWord<string, Schema, never>>(of('affected'));
export const TRIGGERS = table<TriggerWord<string, Schema, never>>(of('trigger'));
export const KEYWORDS = table<KeywordWord<string, never>>((w) => w.category === 'ability' && 'keyword' in w);
export const ABILITY_KINDS = table<KindWord<string, never>>((w) => w.category === 'ability' && !('keyword' in w));
export const STRUCTS = table<StructDef<Category, never>>((w) => w.category === 'target' || w.category === 'option');

/** The word of a keyed node: the one key of it that names a word of the table. */
export function keyedWord<W>(words: Readonly<Record<string, W>>, node: object): W | undefined {
  for (const k in node) {
    const w = words[k];
    if (w) return w;
  }
  return undefined;
}
