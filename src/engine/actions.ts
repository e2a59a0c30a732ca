// The one definition of every action and choice a player can make. The engine's `Action` and
// `Choice` types are inferred from these schemas, so a choice the engine offers exists here or
// the build fails; the save reader, the engine's public check/apply and the scenario loader all
// read untrusted actions through `readAction`. Candidates the engine builds itself
// (legalActions) are never re-validated: they have the inferred type by construction.
import * as v from 'valibot';

/** `${owner seat}.${index in that player's deck list}` (R-SETUP-09). */
const CARD_ID = /^[01]\.(?:0|[1-9]\d{0,3})$/;
/** A target: a card, or an item waiting on the stack (`stack:${item id}`). */
const TARGET_ID = /^(?:[01]\.(?:0|[1-9]\d{0,3})|stack:(?:0|[1-9]\d{0,8}))$/;
/** Longest list of cards an action names (targets, transport, payment). */
const MAX_CARD_LIST = 200;

const seat = v.picklist([0, 1]);
const cardId = v.pipe(v.string(), v.maxLength(6), v.regex(CARD_ID));
const targetId = v.pipe(v.string(), v.maxLength(15), v.regex(TARGET_ID));
const cards = v.pipe(v.array(cardId), v.maxLength(MAX_CARD_LIST));
const targets = v.pipe(v.array(targetId), v.maxLength(MAX_CARD_LIST));
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** An ability, by its id: `<card number>:<key>` ('1C244:invert'; abilityIds.ts). A test-only
 * card's ability without a key is named by its place on the card's side ('T12:#0',
 * 'T12:#inverted.1'). */
const abilityId = v.pipe(v.string(), v.maxLength(60), v.regex(/^[A-Za-z0-9]{1,12}:#?[A-Za-z0-9.]{1,40}$/));
/** An option of a choice, by its key ('destroy'; a test card's '#1'). */
const optionKey = v.pipe(v.string(), v.maxLength(41), v.regex(/^#?[A-Za-z0-9]{1,40}$/));
/** A place in a list: how version-1 saves named an ability (among the card's) and an option. */
const place = (max: number) => count(max);

/**
 * The actions and choices, with the schema that names an ability and an option. Written once:
 * the game's actions name them by id and key; version-1 saves named them by place; scenario files
 * and tests may use either (stableAction turns a place into its id in the state it is taken in).
 */
function actionSchemas<A extends v.GenericSchema<unknown, string | number>, O extends v.GenericSchema<unknown, string | number>>(
  ability: A, option: O,
) {
  /** Each choice is an object with exactly one key: what kind of answer, and the answer. */
  const choice = v.union([
    v.strictObject({ lose: v.picklist(['reserve', 'active', 'used']) }),
    v.strictObject({ loseFromHand: cardId }),
    v.strictObject({ damage: cardId }),
    v.strictObject({ ignoreAttrition: v.literal(true) }),
    v.strictObject({ reveal: v.boolean() }),
    /** Pay to reveal several cards for battle destiny and pick one (battleDestinyFromTop); 0: the
     * reserve's bottom card instead. */
    v.strictObject({ revealFromTop: count(1000) }),
    v.strictObject({ destroy: cardId }),
    /** Which waiting triggered ability goes on the stack next, by its place in the list. */
    v.strictObject({ first: count(1000) }),
    v.strictObject({ yes: v.boolean() }),
    v.strictObject({ amount: count(1000) }),
    v.strictObject({ pick: cardId }),
    v.strictObject({ option }),
    v.strictObject({ targets }),
  ]);
  const action = v.variant('type', [
    v.strictObject({ type: v.literal('startLocation'), seat, card: cardId }),
    v.strictObject({ type: v.literal('pass'), seat }),
    v.strictObject({ type: v.literal('activate'), seat, amount: count(1000) }),
    v.strictObject({ type: v.literal('drain'), seat, location: cardId }),
    v.strictObject({ type: v.literal('attack'), seat, location: cardId }),
    /** `to` is a location or a ship. */
    v.strictObject({ type: v.literal('move'), seat, card: cardId, to: cardId, transport: v.optional(cards) }),
    v.strictObject({ type: v.literal('draw'), seat }),
    v.strictObject({
      type: v.literal('play'), seat, card: cardId, at: v.optional(cardId), position: v.optional(count(1000)),
      encamp: v.optional(v.boolean()), targets: v.optional(targets), mode: v.optional(v.picklist(['used', 'lost'])),
    }),
    v.strictObject({
      type: v.literal('use'), seat, card: cardId, ability, targets: v.optional(targets),
      /** Cards chosen to pay costs such as "dismiss one of your units here". */
      paying: v.optional(cards),
    }),
    v.strictObject({ type: v.literal('choose'), seat, choice }),
    /** Either player gives up, at any moment of the game: the other wins (docs/rulings.md). */
    v.strictObject({ type: v.literal('concede'), seat }),
  ]);
  return { choice, action };
}

const current = actionSchemas(abilityId, optionKey);
export const CHOICE = current.choice;
export const ACTION = current.action;
/** Actions as saves of version 1 wrote them: an ability and an option by their place. */
export const ACTION_BY_PLACE = actionSchemas(place(100), place(1000)).action;
/** Actions as scenario files and tests may write them: an ability by id, key or place, an option
 * by key or place. */
export const LOOSE_ACTION = actionSchemas(v.union([abilityId, optionKey, place(100)]), v.union([optionKey, place(1000)])).action;

/** A choice a player makes when the engine asks (the head step of the queue). */
export type Choice = v.InferOutput<typeof CHOICE>;
export type Action = v.InferOutput<typeof ACTION>;
/** An action naming an ability or an option by id, key or place (stableAction names it by id). */
export type LooseAction = v.InferOutput<typeof LOOSE_ACTION>;

export type ActionRead<T = Action> = { ok: true; action: T } | { ok: false; problem: string };

/** The field an issue is about: `"choice"`, `"targets"`... */
function where(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((p) => p.key).filter((k): k is string => typeof k === 'string');
  return keys.length ? `a bad "${keys.join('.')}"` : '';
}

type ActionOption = v.GenericSchema & { entries: { type: v.LiteralSchema<string, undefined> } };

/**
 * A reader of actions from untrusted input: the action, or what is wrong with it in words. Unknown
 * fields are refused; nothing is changed or coerced, and a good action is returned as it is.
 * Never throws.
 */
function readerOf<T>(options: readonly ActionOption[]): (x: unknown) => ActionRead<T> {
  // The schema of each action type, found by a Map lookup (no prototype names) rather than by
  // trying each in turn: reading an action costs a fraction of a microsecond.
  const byType = new Map<unknown, v.GenericSchema>(options.map((o) => [o.entries.type.literal, o]));
  return (x) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return { ok: false, problem: 'is not an object' };
    const schema = byType.get((x as { type?: unknown }).type);
    if (!schema) return { ok: false, problem: 'has an unknown type' };
    if (v.is(schema, x)) return { ok: true, action: x as T };
    const r = v.safeParse(schema, x, { abortEarly: true });
    const issue = r.issues![0];
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.expected === 'never') {
      // Only printable ASCII of the key is shown: it is hostile text.
      return { ok: false, problem: `has an unknown field "${typeof key === 'string' ? key.slice(0, 30).replace(/[^\x20-\x7E]/g, '?') : '?'}"` };
    }
    if (issue.path?.length === 1 && key === 'seat') return { ok: false, problem: 'has no seat 0 or 1' };
    return { ok: false, problem: `has ${where(issue) || 'a malformed field'}` };
  };
}

/** Reads an action of the game (an ability and an option named by id and key). */
export const readAction = readerOf<Action>(ACTION.options);
/** Reads an action as a version-1 save wrote it. */
export const readActionByPlace = readerOf<v.InferOutput<typeof ACTION_BY_PLACE>>(ACTION_BY_PLACE.options);
/** Reads an action as a scenario file may write it. */
export const readLooseAction = readerOf<LooseAction>(LOOSE_ACTION.options);

/** Which fields of actions and choices name one card or target, and which a list of them: read
 * off the schemas (by the card-id schemas they use), for the scenario loader to resolve names. */
export const CARD_FIELDS = new Set<string>();
export const CARD_LIST_FIELDS = new Set<string>();
for (const schema of [...ACTION.options, ...CHOICE.options]) {
  for (const [key, field] of Object.entries(schema.entries as Record<string, v.GenericSchema>)) {
    const inner = field.type === 'optional' ? (field as v.OptionalSchema<v.GenericSchema, undefined>).wrapped : field;
    if (inner === cardId || inner === targetId) CARD_FIELDS.add(key);
    else if (inner === cards || inner === targets) CARD_LIST_FIELDS.add(key);
  }
}

const ONE_CARD = [...CARD_FIELDS];
const CARD_LISTS = [...CARD_LIST_FIELDS];
const isPending = (id: string) => id.charCodeAt(0) === 115; // 's' of "stack:"

function everyIn(o: Record<string, unknown>, known: (id: string) => boolean): boolean {
  for (const key of ONE_CARD) {
    const id = o[key] as string | undefined;
    if (id !== undefined && !isPending(id) && !known(id)) return false;
  }
  for (const key of CARD_LISTS) {
    const ids = o[key] as string[] | undefined;
    if (ids) for (const id of ids) if (!isPending(id) && !known(id)) return false;
  }
  return true;
}

/** Whether `known` holds for every card a read action names (items on the stack are not cards). */
export function everyCardNamed(a: Action, known: (id: string) => boolean): boolean {
  return everyIn(a, known) && (a.type !== 'choose' || everyIn(a.choice, known));
}
