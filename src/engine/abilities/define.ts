// What a word of the card language is, category by category, and the helpers its module
// defines it with. One definition per word holds its schema (fields and their kinds), what it
// does (run, holds, value...), what it reads, which choices it asks for, and, for words the
// battle-number locks care about, which number it changes. Everything else is derived from these
// definitions: the TypeScript types (vocabulary.ts), the runtime check (validate.ts), the walks
// (visit.ts) and the frames' reads (continuous.ts).
import type { Game } from '../state';
import type { BaseEvent, CardId, EffectContext, EventContext, GameState, Refusal, Seat, Step } from '../types';
import type { Ctx } from './select';
import type { Category, FieldSpec, Schema, Shape } from './schema';
import type { NounPart, Say } from './text';

/** What a word reads besides the table, the row, lasting effects and stacked cards: the frames
 * of derived values key on these only when some ongoing ability in play reads them. */
export const READ = { piles: 1, counters: 2, phase: 4, battle: 8 } as const;
export type Reads = number;

/** A battle number that a step fixes (R-ABIL-09): effects changing it can't be used after. */
export type BattleNumber = 'destiny' | 'attrition' | 'power';

interface Base<C extends Category, N extends string, S extends Schema, Node> {
  readonly category: C;
  readonly name: N;
  readonly schema: S;
  /** What it reads beyond its fields' own nodes (which are walked separately). */
  readonly reads?: Reads | ((node: Node) => Reads);
  /** A rule over its fields together that the schema alone can't say (validate.ts): the problem,
   * starting with the field it is about, or null. */
  check?(node: Node): string | null;
  /** How it reads aloud, its parts read through `say` (text.ts). */
  text(node: Node, say: Say): string;
}

// What a word's module writes: everything but its category, name and schema. Spelled out rather
// than Omit<>: a homomorphic mapping of optional methods makes the compiler resolve the node
// types while they are being defined (a circularity error naming the word).
type Own<W> = Exclude<keyof W, 'category' | 'name' | 'schema'>;
type OptionalOf<W> = { [K in keyof W]-?: undefined extends W[K] ? K : never }[keyof W];
type Impl<W> = { [K in Exclude<Own<W>, OptionalOf<W>>]: W[K] } & { [K in Extract<Own<W>, OptionalOf<W>>]?: W[K] };

// ---------------------------------------------------------------------------------------
// Effects: { do: name, ...fields }

export type EffectNode<N extends string, S> = { do: N } & Shape<S>;
export interface EffectWord<N extends string = string, S extends Schema = Schema, Node = EffectNode<N, S>> extends Base<'effect', N, S, Node> {
  /** The kinds of step (procedures.ts) it may put at the head of the queue for a player's choice
   * or a later part of the procedure; anything else it returns is an engine error. */
  readonly asks: readonly Step['k'][];
  /** Carries it out; steps to take before the next effect (R-EFF-01: effects never use the stack). */
  run(g: Game, ctx: EffectContext, e: Node): Step[];
  /** The battle number it changes, if any (R-ABIL-09). */
  battleNumber?(e: Node): BattleNumber | undefined;
  /** Whose reserve it reveals cards from for destiny, if it does (R-DESTINY-04). */
  reveals?(e: Node): 'you' | 'opponent' | undefined;
}
export function effect<const N extends string, const S extends Schema>(name: N, schema: S, impl: Impl<EffectWord<N, S>>): EffectWord<N, S> {
  return { category: 'effect', name, schema, ...impl } as never;
}

// ---------------------------------------------------------------------------------------
// Conditions, amounts, costs, continuous changes and play rules are keyed: the word is the one
// key of the object that names a word, and it holds the word's main field ({ atSite: true },
// { count: selector, atLeast: 2 }, { pay: 3 }). Amounts may also be plain numbers.

type Keyed<N extends string, S> = Shape<S> & { [P in N]: unknown };

export interface ConditionWord<N extends string = string, S extends Schema = Schema, Node = Keyed<N, S>> extends Base<'condition', N, S, Node> {
  holds(s: GameState, ctx: Ctx, c: Node): boolean;
  /** Whether it holds as an effect reads it, when that differs (a comparison revealing destiny). */
  holdsFor?(g: Game, ctx: EffectContext, c: Node): boolean;
  /** How it reads negated, when that reads better than "it is not so that ...". */
  negated?(c: Node, say: Say): string;
}
export function condition<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<ConditionWord<N, S>>): ConditionWord<N, S> {
  return { category: 'condition', name, schema, ...impl } as never;
}

export interface AmountWord<N extends string = string, S extends Schema = Schema, Node = Keyed<N, S>> extends Base<'amount', N, S, Node> {
  /** The number now, revealing nothing. */
  value(s: GameState, ctx: Ctx, a: Node): number;
  /** The number as an effect reads it, when that differs (destiny reveals a card). */
  valueFor?(g: Game, ctx: EffectContext, a: Node): number;
  /** For an amount that reveals a card for destiny: the number, as valueFor reads it, and the card
   * revealed (none from an empty reserve), for an effect that notes both. */
  revealFor?(g: Game, ctx: EffectContext, a: Node): { value: number; card?: CardId };
  /** Whose reserve it reveals a card from, if it does (R-DESTINY-04). */
  reveals?(a: Node): 'you' | 'opponent' | undefined;
}
export function amount<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<AmountWord<N, S>>): AmountWord<N, S> {
  return { category: 'amount', name, schema, ...impl } as never;
}

/** The amount that is a plain number (`2`): the one word whose data is a number. */
export type NumberWord = Base<'amount', 'number', Record<never, never>, number> & { readonly literal: true };
export function numberWord(): NumberWord {
  return { category: 'amount', name: 'number', schema: {}, literal: true, text: (n: number): string => String(n) };
}

export interface CostWord<N extends string = string, S extends Schema = Schema, Node = Keyed<N, S>> extends Base<'cost', N, S, Node> {
  /** Why it can't be paid now, without looking at chosen cards. */
  refusal?(s: GameState, seat: Seat, source: CardId, c: Node, targets: readonly CardId[]): Refusal | null;
  /** How many cards the player chooses to pay it with (none by default)... */
  picks?(c: Node): number;
  /** ...and the cards those may be. */
  from?(s: GameState, ctx: Ctx, c: Node): CardId[];
  /** Why the cards chosen can't pay it together, when each could alone (two of one destiny). */
  together?(s: GameState, c: Node, cards: readonly CardId[]): Refusal | null;
  /** Pays it; `paying` holds the cards chosen for it, in order. */
  pay(g: Game, ctx: EffectContext, c: Node, paying: readonly CardId[]): void;
}
export function cost<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<CostWord<N, S>>): CostWord<N, S> {
  return { category: 'cost', name, schema, ...impl } as never;
}

/** A continuous change is read where the number it changes is computed (derive/, battle.ts,
 * rules/): those places ask for the changes in force of one word (continuous.ts changesOf). */
export interface ChangeWord<N extends string = string, S extends Schema = Schema, Node = Keyed<N, S>> extends Base<'change', N, S, Node> {
  /** The field naming the cards it changes, when it changes cards (fixed when a lasting effect
   * starts, R-EFF-04). */
  readonly affects?: keyof S & string;
  /** The battle number it changes, if any (R-ABIL-09). */
  battleNumber?(c: Node): BattleNumber | undefined;
}
export function change<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<ChangeWord<N, S>>): ChangeWord<N, S> {
  return { category: 'change', name, schema, ...impl } as never;
}

/** A rule about how a card is played (R-PLAY-09), read by rules/play.ts. */
export type PlayRuleWord<N extends string = string, S extends Schema = Schema, Node = Keyed<N, S>> = Base<'playRule', N, S, Node>;
export function playRule<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<PlayRuleWord<N, S>>): PlayRuleWord<N, S> {
  return { category: 'playRule', name, schema, ...impl } as never;
}

// ---------------------------------------------------------------------------------------
// Selectors are records of filters: every key is a filter word ({ who: 'you', kinds: [...] }).

/** A filter reads its own key of the selector it is in ({ who: 'you' }: sel.who). */
export interface FilterWord<N extends string = string, S extends Schema = Schema> extends Omit<Base<'selector', N, S, never>, 'text'> {
  /** What it adds to the noun phrase of its selector ("your", "damaged", "unit", "here"). */
  text(sel: Shape<S>, say: Say): NounPart;
  /** Earlier filters are tried first: cheap ones before those that compute. */
  readonly order: number;
  /** Does this card in play pass? */
  test(s: GameState, ctx: Ctx, sel: Shape<S>, id: CardId): boolean;
  /** Does this card out of play (a pile, stacked), read from its printed facts, pass? Filters
   * without it can't select cards out of play. */
  printed?(s: GameState, sel: Shape<S>, card: CardId): boolean;
}
export function filter<const N extends string, const F extends FieldSpec>(name: N, field: F, impl: Impl<FilterWord<N, { [P in N]: F }>>): FilterWord<N, { [P in N]: F }> {
  return { category: 'selector', name, schema: { [name]: field }, ...impl } as never;
}

// ---------------------------------------------------------------------------------------
// Named words: the data is the word's name ('here', 'self', 'entersPlay').

export interface PlaceWord<N extends string = string> extends Base<'place', N, Record<never, never>, N> {
  /** Is this card in play at this place, relative to the source? */
  at(s: GameState, ctx: Ctx, id: CardId): boolean;
  /** Is this location at this place (where a pending drain is, where an event happened)? By
   * default: it is here. */
  location?(s: GameState, ctx: Ctx, loc: CardId): boolean;
  /** How it reads as an adjective of locations ("related sites"), when it does. */
  readonly adjective?: string;
}
export function place<const N extends string>(name: N, impl: Impl<PlaceWord<N>>): PlaceWord<N> {
  return { category: 'place', name, schema: {}, ...impl } as never;
}

/** A card an effect names: a fixed one ('self') or a chosen target ({ target: 0 }). */
export interface RefWord<N extends string = string, S extends Schema = Schema, Node = N | Keyed<N, S>> extends Base<'ref', N, S, Node> {
  card(s: GameState, ctx: Ctx, r: Node): CardId | undefined;
}
export function ref<const N extends string>(name: N, impl: Impl<RefWord<N, Record<never, never>, N>>): RefWord<N, Record<never, never>, N> {
  return { category: 'ref', name, schema: {}, ...impl } as never;
}
export function keyedRef<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<RefWord<N, S, Keyed<N, S>>>): RefWord<N, S, Keyed<N, S>> {
  return { category: 'ref', name, schema, ...impl } as never;
}

/** Which cards a continuous change applies to. */
export interface AffectedWord<N extends string = string, S extends Schema = Schema, Node = N | Keyed<N, S>> extends Base<'affected', N, S, Node> {
  affects(s: GameState, a: { seat: Seat; source: CardId }, to: Node, id: CardId): boolean;
  /** The cards a lasting effect starting now affects, when that is not every card it affects
   * now (a chosen target; cards matching a selector read with the effect's "here"). */
  fixed?(s: GameState, ctx: Ctx, to: Node): CardId[];
}
export function affected<const N extends string>(name: N, impl: Impl<AffectedWord<N, Record<never, never>, N>>): AffectedWord<N, Record<never, never>, N> {
  return { category: 'affected', name, schema: {}, ...impl } as never;
}
export function keyedAffected<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<AffectedWord<N, S, Keyed<N, S>>>): AffectedWord<N, S, Keyed<N, S>> {
  return { category: 'affected', name, schema, ...impl } as never;
}

/** Who and where a trigger is read from: the ability's card, its controller, its location; for a
 * delayed trigger, the one card it waits on. */
export interface Listener {
  source: CardId;
  seat: Seat;
  here: CardId | undefined;
  card?: CardId;
}
/** The event a triggered ability (or a delayed trigger) waits for, keyed like a condition: the word
 * names the event and holds what it is about ({ entersPlay: 'self' }, { battle: 'won', by: 'you',
 * at: 'here' }). */
export interface TriggerWord<N extends string = string, S extends Schema = Schema, Node = Keyed<N, S>> extends Base<'trigger', N, S, Node> {
  /** The engine event (types.ts BaseEvent) it listens for. */
  listens(t: Node): BaseEvent;
  /** Does this event, reported by the engine, set it off? */
  fires(s: GameState, t: Node, l: Listener, e: EventContext): boolean;
  /** A state trigger: does it hold now (checked each time a player would gain initiative)? */
  state?(s: GameState, t: Node, l: Listener): boolean;
  /** For a delayed trigger: the field naming the card it waits on. */
  readonly subject?: keyof S & string;
  /** "Here", for the effects of a delayed trigger it sets off: where the event happened (a move
   * "to that site"), rather than where the effect that created it was. */
  readonly hereIsEvent?: true;
}
export function trigger<const N extends string, const S extends Schema & { [P in N]: FieldSpec }>(name: N, schema: S, impl: Impl<TriggerWord<N, S>>): TriggerWord<N, S> {
  return { category: 'trigger', name, schema, ...impl } as never;
}

// ---------------------------------------------------------------------------------------
// Tagged structures: abilities by kind, keywords by keyword. Keyword abilities are
// { kind: 'keyword', keyword: name, ... }.

export type KeywordNode<N extends string, S> = { kind: 'keyword'; keyword: N } & Shape<S>;
export type KeywordWord<N extends string = string, S extends Schema = Schema> = Base<'ability', N, S, KeywordNode<N, S>> & { readonly keyword: true };
export function keyword<const N extends string, const S extends Schema>(name: N, schema: S, impl: Impl<Base<'ability', N, S, KeywordNode<N, S>>>): KeywordWord<N, S> {
  return { category: 'ability', name, schema, keyword: true, ...impl } as never;
}

export type KindNode<N extends string, S> = { kind: N } & Shape<S>;
export type KindWord<N extends string = string, S extends Schema = Schema> = Base<'ability', N, S, KindNode<N, S>>;
export function abilityKind<const N extends string, const S extends Schema>(name: N, schema: S, impl: Impl<KindWord<N, S>>): KindWord<N, S> {
  return { category: 'ability', name, schema, ...impl } as never;
}

/** A structure that is not a word (a target spec, an option of a choice): one schema. */
export type StructDef<C extends Category = Category, S extends Schema = Schema> = Base<C, C, S, Shape<S>>;
export function struct<const C extends Category, const S extends Schema>(category: C, schema: S, impl: Impl<StructDef<C, S>>): StructDef<C, S> {
  return { category, name: category, schema, ...impl } as never;
}

/** Any word or structure of any category, its data's type erased (dispatchers cast it back). */
export type AnyWord =
  | EffectWord<string, Schema, never> | ConditionWord<string, Schema, never> | AmountWord<string, Schema, never> | NumberWord
  | CostWord<string, Schema, never> | ChangeWord<string, Schema, never> | PlayRuleWord<string, Schema, never>
  | FilterWord<string, never> | PlaceWord | RefWord<string, Schema, never> | AffectedWord<string, Schema, never> | TriggerWord<string, Schema, never>
  | KeywordWord<string, never> | KindWord<string, never> | StructDef<Category, never>;
