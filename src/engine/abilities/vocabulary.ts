// The types of ability data, derived from the words' definitions (registry.ts, words/): a shape
// not defined there does not type-check in cards/, and validate.ts refuses it in scenario cards.
// Only the small enumerations that are not words are written here by hand.
import type { Faction } from '../cards/types';
import type { Exported } from './registry';
import type { FieldType, Shape } from './schema';

type Words<C extends string> = Extract<Exported, { category: C }>;
type NameOf<W> = W extends { name: infer N extends string } ? N : never;
/** Keyed words: the word's name is a required field of its own schema. */
type KeyedNode<W> = W extends { schema: infer S } ? Shape<S> : never;

export type Effect = Words<'effect'> extends infer W ? W extends { name: infer N extends string; schema: infer S } ? { do: N } & Shape<S> : never : never;
export type Condition = KeyedNode<Words<'condition'>>;
/** A number an ability reads when it applies (R-EFF-06). */
export type Amount = number | KeyedNode<Words<'amount'>>;
export type Cost = KeyedNode<Words<'cost'>>;
/** What an ongoing ability (or a lasting effect) changes while it applies. */
export type Continuous = KeyedNode<Words<'change'>>;
export type ChangeName = NameOf<Words<'change'>>;
/** A rule about how a card is played (R-PLAY-09). */
export type PlayRule = KeyedNode<Words<'playRule'>>;
export type PlayRuleName = NameOf<Words<'playRule'>>;
/** Which cards: every key is a filter word, all of which must pass. */
export type Selector = { [W in Words<'selector'> as NameOf<W>]?: W extends { name: infer N extends string; schema: infer S } ? FieldType<S[N & keyof S]> : never };
/** Where a selected card must be, relative to the ability's source card. */
export type Place = NameOf<Words<'place'>>;
/** A card an effect names; `eventCard` is the card the triggering event is about. */
export type Ref = Words<'ref'> extends infer W ? W extends { schema: infer S } ? keyof S extends never ? NameOf<W> : Shape<S> : never : never;
/** Which cards a continuous change applies to: the card a ref names, or those a selector matches. */
export type Affected = Ref | Selected;
/** The cards a selector matches, for a continuous change ({ select }). */
export type Selected = KeyedNode<Words<'affected'>>;
/** What a triggered ability waits for: an event, and what it is about. */
export type TriggerEvent = KeyedNode<Words<'trigger'>>;
type StructOf<C extends string> = KeyedNode<Words<C>>;
/** A chosen target: named by index in effects as { target: i }. */
export type TargetSpec = StructOf<'target'>;
/** One option of a choice between effects ({ do: 'choice' }). */
export type Option = StructOf<'option'>;
type AbilityWord = Words<'ability'>;
export type Ability = AbilityWord extends infer W
  ? W extends { keyword: true; name: infer N extends string; schema: infer S } ? { kind: 'keyword'; keyword: N } & Shape<S>
    : W extends { name: infer N extends string; schema: infer S } ? { kind: N } & Shape<S> : never
  : never;

/** Relative to the player who controls the ability. */
export type Who = 'you' | 'opponent' | 'any';
/** Card kinds a selector can ask for (labels such as Warrior are matched with `label`). */
export type Kind = (typeof import('./words/selectors').KINDS)[number];
export type Comparison = '>' | '<' | '>=' | '<=' | '=';
export type Phase = 'activate' | 'control' | 'deploy' | 'battle' | 'move' | 'draw';
export type StatChange = Extract<Continuous, { stat: unknown }>['stat'];
export type { Faction };
