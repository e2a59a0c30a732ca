// The small schema language every word of the card language is declared in (docs/cards.md).
// A word's schema lists its fields and their kinds; a kind may name a category of nodes
// ("amount", "effect"...), which is how an effect holds effects. From one schema come the
// TypeScript type of the word's data (Shape), the runtime check of scenario cards (validate.ts),
// the walks over ability data (visit.ts) and its text (text.ts).
//
// Recursive types: a field of kind { node: 'effect' } has the type Nodes['effect'], an interface
// member that names the union of all effect words (vocabulary.ts). TypeScript resolves interface
// members lazily, so the union may contain words whose fields hold the union itself; what it
// cannot do is infer a word's type from an implementation whose own return type depends on that
// union. Word implementations therefore annotate their methods' return types (the compiler says
// so, naming the word, if one is missing).
import type {
  Ability, Amount, Condition, Continuous, Cost, Effect, Option, Place, PlayRule, Ref, Selector,
  Selected, TargetSpec, TriggerEvent,
} from './vocabulary';

/** Every category of node a field may hold, by name. */
export interface Nodes {
  ability: Ability;
  effect: Effect;
  condition: Condition;
  amount: Amount;
  cost: Cost;
  change: Continuous;
  selector: Selector;
  place: Place;
  ref: Ref;
  affected: Selected;
  target: TargetSpec;
  option: Option;
  trigger: TriggerEvent;
  playRule: PlayRule;
}
export type Category = keyof Nodes;

/** The kind of one field. */
export type Field =
  | { readonly t: 'number' }
  | { readonly t: 'string' }
  /** A flag: present (true) or absent. */
  | { readonly t: 'true' }
  | { readonly t: 'boolean' }
  | { readonly t: 'enum'; readonly values: readonly string[] }
  | { readonly t: 'node'; readonly of: Category }
  | { readonly t: 'list'; readonly of: Field }
  | { readonly t: 'tuple'; readonly of: readonly Field[] }
  /** An object with some of these keys, each holding the same kind ({ power?: Amount }). */
  | { readonly t: 'record'; readonly keys: readonly string[]; readonly of: Field }
  /** An object with these fields ({ pay: 3, reveal: 3 }). */
  | { readonly t: 'object'; readonly fields: Schema }
  /** One of these kinds, told apart by the data's shape (visit.ts fits). */
  | { readonly t: 'either'; readonly of: readonly Field[] };

/** A field as it appears in a schema: `optional` may be absent; `later`: effects that are not
 * carried out now but when something else happens (a delayed trigger's), which walks about what
 * an ability does now (battle-number locks) leave out; `printed`: a selector read against cards
 * out of play, by their printed facts, so only filters that can read those may be used. */
export type FieldSpec = Field & { readonly optional?: true; readonly later?: true; readonly printed?: true };
export type Schema = { readonly [field: string]: FieldSpec };

type OptionalKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type RequiredKeys<S> = Exclude<keyof S, OptionalKeys<S>>;

/** The TypeScript type of a field of this kind. */
export type FieldType<F> =
  F extends { t: 'number' } ? number :
  F extends { t: 'string' } ? string :
  F extends { t: 'true' } ? true :
  F extends { t: 'boolean' } ? boolean :
  F extends { t: 'enum'; values: readonly (infer V)[] } ? V :
  F extends { t: 'node'; of: infer C extends Category } ? Nodes[C] :
  F extends { t: 'list'; of: infer I } ? FieldType<I>[] :
  F extends { t: 'tuple'; of: infer T extends readonly unknown[] } ? { -readonly [I in keyof T]: FieldType<T[I]> } :
  F extends { t: 'record'; keys: readonly (infer K extends string)[]; of: infer I } ? { [P in K]?: FieldType<I> } :
  F extends { t: 'object'; fields: infer S } ? Shape<S> :
  F extends { t: 'either'; of: readonly (infer I)[] } ? FieldType<I> :
  never;

/** The TypeScript type of data with this schema. */
export type Shape<S> = { [K in RequiredKeys<S>]: FieldType<S[K]> } & { [K in OptionalKeys<S>]?: FieldType<S[K]> };

// Field kinds, for writing schemas.
export const num = { t: 'number' } as const;
export const str = { t: 'string' } as const;
export const flag = { t: 'true' } as const;
export const bool = { t: 'boolean' } as const;
export const oneOf = <const V extends readonly string[]>(...values: V) => ({ t: 'enum', values }) as const;
export const node = <const C extends Category>(of: C) => ({ t: 'node', of }) as const;
export const list = <const F extends Field>(of: F) => ({ t: 'list', of }) as const;
export const tuple = <const T extends readonly Field[]>(...of: T) => ({ t: 'tuple', of }) as const;
export const record = <const K extends readonly string[], const F extends Field>(keys: K, of: F) => ({ t: 'record', keys, of }) as const;
export const obj = <const S extends Schema>(fields: S) => ({ t: 'object', fields }) as const;
export const either = <const T extends readonly Field[]>(...of: T) => ({ t: 'either', of }) as const;
export const opt = <const F extends FieldSpec>(f: F) => ({ ...f, optional: true }) as const;
export const later = <const F extends FieldSpec>(f: F) => ({ ...f, later: true }) as const;
export const printed = <const F extends FieldSpec>(f: F) => ({ ...f, printed: true }) as const;

/** The cards a continuous change applies to: the card a ref names, or those a selector matches. */
export const affectedCards = { t: 'either', of: [{ t: 'node', of: 'ref' }, { t: 'node', of: 'affected' }] } as const;

export const WHO = ['you', 'opponent', 'any'] as const;
export const SIDE = ['you', 'opponent'] as const;
export const STATS = ['power', 'tactics', 'defense'] as const;
