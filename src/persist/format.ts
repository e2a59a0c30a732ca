// The save format. A saved game is its replay log: the start parameters and every action taken,
// so resuming is `replay(start, actions)` and a save can never hold a state the rules did not
// produce. The format is a schema built from the engine's own schema of actions (ACTION), so a
// save holds exactly the actions the engine defines. Saves come back from storage and from files
// the player picks: everything here treats its input as hostile, reports what is wrong in plain
// language and never throws. Pure: no clock (timestamps are passed in), no storage, no DOM.
import * as v from 'valibot';
import { CARDS, cardDataVersion } from '../../cards';
import { ACTION, ACTION_BY_PLACE, apply, createGame, readAction, readActionByPlace, replay, stableAction } from '../engine';
import type { Action, ActionRead, GameState, LooseAction, NewGame, Seat } from '../engine';
import { LEVELS } from '../ai/levels';
import type { Level } from '../ai/levels';
import { ISO_TIME, SAVE_ID, fail, issuePath, parseJson, plainString, plainText, shownVersion, versionOf } from './read';
import type { Result } from './read';
import { MAX_ACTIONS, MAX_LABEL_CHARS, MAX_SAVE_CHARS, SAVE_FORMAT } from './common';
import type { SaveSummary } from './common';
import { readXcomSave, resumeXcom } from './xcomSave';
import type { XcomLoaded, XcomSave } from './xcomSave';

export { MAX_ACTIONS, MAX_LABEL_CHARS, MAX_SAVE_CHARS, SAVE_FORMAT };
export type { SaveSummary, XcomLoaded, XcomSave };
export { makeXcomSave, XCOM_SAVE_VERSION } from './xcomSave';
/** The version of a WARS save written now. Older versions are read by their own reader and
 * migrated. */
export const SAVE_VERSION = 2;
const MAX_DECK_CARDS = 200;

const seat = v.picklist([0, 1]);
const deck = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(12), v.check((n) => Object.hasOwn(CARDS, n)))),
  v.minLength(1), v.maxLength(MAX_DECK_CARDS),
);

/** The fields every version has: `{ format, version, id, label, savedAt, start: { seed, decks,
 * firstPlayer? }, actions, deckNames }`. Labels and names are read as plain text. */
const saveFields = <V extends number, A extends v.GenericSchema>(version: V, action: A) => ({
  format: v.literal(SAVE_FORMAT),
  version: v.literal(version),
  id: SAVE_ID,
  label: plainString(MAX_LABEL_CHARS),
  savedAt: ISO_TIME,
  /** The engine's start, less the test-only cards a save never holds. */
  start: v.strictObject({
    seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
    decks: v.tuple([deck, deck]),
    firstPlayer: v.optional(v.union([seat, v.literal('random')])),
    /** A game against the computer: the seat it plays and its level. */
    opponent: v.optional(v.strictObject({ seat, level: v.picklist(LEVELS) })),
  }),
  actions: v.pipe(v.array(action), v.maxLength(MAX_ACTIONS)),
  deckNames: v.tuple([plainString(MAX_LABEL_CHARS), plainString(MAX_LABEL_CHARS)]),
});

/** Version 1 named an ability and an option of a choice by their place (`"ability": 2`,
 * `"option": 1`). */
const SAVE_V1 = v.strictObject(saveFields(1, ACTION_BY_PLACE));
/** Version 2 names them by id and key (`"1C244:invert"`, `"destroy"`) and records the card data
 * it was made with (cards/index.ts cardDataVersion). */
const SAVE_V2 = v.strictObject({
  ...saveFields(2, ACTION),
  cards: v.pipe(v.string(), v.maxLength(40)),
});

/** A WARS save (it names no game: every save before X-COM was one). */
export type GameSave = v.InferOutput<typeof SAVE_V2>;
/** A save of either game. */
export type AnySave = GameSave | XcomSave;

// A change to the action shapes or to the rules that makes old logs replay differently needs a
// new version: its schema becomes the written one, and the older versions keep theirs and gain a
// migration to it, so every old save still loads.
const READERS: Record<number, (x: unknown) => Result<GameSave>> = {
  1: (x) => then(readVersion(SAVE_V1, x, readActionByPlace), fromV1),
  2: (x) => readVersion(SAVE_V2, x, readAction),
};

const then = <A, B>(r: Result<A>, f: (a: A) => Result<B>): Result<B> => (r.ok ? f(r.value) : r);

/**
 * A version-1 save as version 2: each action's ability and option, named by their place, renamed
 * by id and key in the state the action was taken in, which the replay gives. The card data
 * decides what a place meant: a save of version 1 reads right while the cards it uses keep their
 * abilities in the order they had then (none is reordered: keys were added instead).
 */
function fromV1(old: v.InferOutput<typeof SAVE_V1>): Result<GameSave> {
  const save: GameSave = { ...old, version: 2, actions: [], cards: 'v1' };
  try {
    let state = createGame(save.start);
    for (let i = 0; i < old.actions.length; i++) {
      const a = stableAction(state, old.actions[i] as LooseAction);
      const r = apply(state, a);
      if (!r.ok) return refusedAt(old, i, r.refusal.reason);
      state = r.state;
      save.actions.push(a);
    }
    return { ok: true, value: save };
  } catch {
    return unreadable();
  }
}

export type { Result, SaveError, SaveErrorKind } from './read';
export { isSaveId, parseJson, plainText } from './read';

export interface LoadedGame {
  game: 'wars';
  save: GameSave;
  state: GameState;
  summary: SaveSummary;
}

/** A loaded save of either game. */
export type AnyLoaded = LoadedGame | XcomLoaded;

// ---------------------------------------------------------------------------------------
// Reading

/** Reads one version's schema; the first problem found is named in words. */
function readVersion<T>(schema: v.GenericSchema<unknown, T>, x: unknown, readAny: (a: unknown) => ActionRead<unknown>): Result<T> {
  const r = v.safeParse(schema, x, { abortEarly: true });
  if (r.success) return { ok: true, value: r.output };
  return fail('invalid', `The saved game is damaged: ${problemAt(x as Record<string, unknown>, issuePath(r.issues), readAny)}.`);
}

/** What is wrong at a path of a save, in words. Values are named only when they are short text. */
function problemAt(x: Record<string, unknown>, path: (string | number)[], readAny: (a: unknown) => ActionRead<unknown>): string {
  const [field, sub, index] = path;
  switch (field) {
    case 'id': return 'its id is missing or malformed';
    case 'savedAt': return 'its date is missing or malformed';
    case 'label': return 'its label is missing';
    case 'deckNames': return 'its deck names are missing';
    case 'actions': {
      if (typeof sub !== 'number') return 'its list of actions is missing or too long';
      const read = readAny((x.actions as unknown[])[sub]);
      return `action ${sub + 1} ${read.ok ? 'is malformed' : read.problem}`;
    }
    case 'start': {
      if (sub === undefined) return 'its start is missing';
      if (sub === 'seed') return 'its seed is not a whole number';
      if (sub === 'firstPlayer') return 'its first player is malformed';
      if (sub === 'customCards') return 'it uses test-only cards, which saves cannot hold';
      if (sub !== 'decks') return `its start has an unknown field "${plainText(String(sub), 30)}"`;
      const decks = (x.start as { decks?: unknown }).decks;
      if (typeof index !== 'number' || !Array.isArray(decks)) return 'its decks are missing';
      const list = decks[index];
      const who = `P${index + 1}'s deck`;
      if (!Array.isArray(list)) return `${who} is not a list of cards`;
      const card = path[3];
      if (typeof card !== 'number') return `${who} has ${list.length} cards`;
      const entry: unknown = list[card];
      // Only a string is shown, and only its first characters: an entry may be anything.
      return typeof entry === 'string' ? `${who} has an unknown card ${plainText(entry, 20)}` : `${who} has an entry that is not a card number`;
    }
    default: return `it has an unknown field "${plainText(String(field), 30)}"`;
  }
}

/** Checks the shape of a parsed save: the format name first, then the game it is of (none: a
 * WARS save), then the version, then the reader of that version. */
export function readSaveValue(x: unknown): Result<AnySave> {
  if (typeof x !== 'object' || x === null || Array.isArray(x) || (x as { format?: unknown }).format !== SAVE_FORMAT) {
    return fail('not-a-save', 'This is not a WARS Table saved game.');
  }
  if ('game' in x) {
    const game = (x as { game: unknown }).game;
    if (game === 'xcom') return readXcomSave(x as Record<string, unknown>);
    return fail('unknown-game', `This save is of a game this version of the table does not play${shownVersion(game)}; it may come from a newer version of the app.`);
  }
  const version = versionOf(x as Record<string, unknown>);
  if (version === null || !Object.hasOwn(READERS, version)) {
    return fail('unknown-version', `This save is from an unknown version${shownVersion((x as { version?: unknown }).version)} of WARS Table (this one reads versions up to ${SAVE_VERSION}); it may come from a newer version of the app.`);
  }
  return READERS[version](x);
}

// ---------------------------------------------------------------------------------------
// Replay

export function summarize(save: GameSave, state: GameState): SaveSummary {
  return {
    game: 'wars', id: save.id, label: save.label, savedAt: save.savedAt, deckNames: save.deckNames, turn: state.turn,
    where: state.phase === 'setup' ? 'setting up' : `turn ${state.turn}, ${state.phase} phase`, winner: state.winner, actionCount: save.actions.length,
  };
}

const refusedAt = <T>(save: { actions: readonly unknown[]; cards?: string }, index: number, reason: string): Result<T> =>
  fail('replay-refused', `The saved game cannot be replayed: action ${index + 1} of ${save.actions.length} is refused by the rules (${plainText(reason, 300)}). ${
    save.cards === cardDataVersion() ? 'It may come from an older version of the rules.' : 'It was made with other card data or an older version of the rules.'}`);
const unreadable = <T>(): Result<T> => fail('replay-refused', 'The saved game cannot be replayed: the rules engine could not read it.');

const isXcom = (save: AnySave): save is XcomSave => 'game' in save && save.game === 'xcom';

/** Replays a save: the state it resumes at, or why the rules refuse it. Never throws. */
export function resumeSave(save: AnySave): Result<AnyLoaded> {
  if (isXcom(save)) return resumeXcom(save);
  try {
    const r = replay(save.start, save.actions);
    if (r.refused) return refusedAt(save, r.refused.index, r.refused.reason);
    return { ok: true, value: { game: 'wars', save, state: r.state, summary: summarize(save, r.state) } };
  } catch {
    return unreadable();
  }
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads a save's text back as loading does (the shape, then the replay). When the save extends
 * `before`, an earlier save of the same game as it was read back, only the new actions are
 * replayed, from the state that one reached: a save after every action stays cheap.
 */
export function readBack(save: AnySave, text: string, before: { save: AnySave; loaded: AnyLoaded } | null): Result<AnyLoaded> {
  const read = readSaveText(text);
  if (!read.ok) return read;
  const back = read.value;
  const prior = before?.save;
  const extending = prior !== undefined && prior.id === save.id && save.actions.length >= prior.actions.length
    && sameJson(prior.start, save.start) && (prior.actions as unknown[]).every((a, i) => sameJson(a, save.actions[i]));
  if (!before || !extending) return resumeSave(back);
  if (isXcom(back)) return before.loaded.game === 'xcom' ? resumeXcom(back, { state: before.loaded.state, done: prior.actions.length }) : resumeSave(back);
  if (before.loaded.game !== 'wars') return resumeSave(back);
  let state = before.loaded.state;
  try {
    for (let i = prior.actions.length; i < back.actions.length; i++) {
      const r = apply(state, back.actions[i]);
      if (!r.ok) return refusedAt(back, i, `${r.refusal.reason} (${r.refusal.rule})`);
      state = r.state;
    }
  } catch {
    return unreadable();
  }
  return { ok: true, value: { game: 'wars', save: back, state, summary: summarize(back, state) } };
}

/** The shape of a save read from its text, without replaying it. */
export function readSaveText(text: unknown): Result<AnySave> {
  const json = parseJson(text, 'saved game', MAX_SAVE_CHARS);
  return json.ok ? readSaveValue(json.value) : json;
}

/** From text (storage or a file) to a resumable game, or the one reason it cannot be. */
export function loadSaveText(text: unknown): Result<AnyLoaded> {
  const save = readSaveText(text);
  return save.ok ? resumeSave(save.value) : save;
}

// ---------------------------------------------------------------------------------------
// Writing

export interface NewSave {
  id: string;
  savedAt: string;
  /** With the computer's seat and level when the game is against it. */
  start: NewGame & { opponent?: { seat: Seat; level: Level } };
  actions: readonly Action[];
  deckNames: readonly [string, string];
  label?: string;
}

export function defaultLabel(deckNames: readonly [string, string]): string {
  return plainText(`${deckNames[0] || 'P1'} vs ${deckNames[1] || 'P2'}`, MAX_LABEL_CHARS);
}

/** A save of a game in progress. Test-only cards are dropped: they never come from the table. */
export function makeSave(o: NewSave): GameSave {
  const names: [string, string] = [plainText(o.deckNames[0], MAX_LABEL_CHARS), plainText(o.deckNames[1], MAX_LABEL_CHARS)];
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    id: o.id,
    label: plainText(o.label ?? defaultLabel(names), MAX_LABEL_CHARS),
    savedAt: o.savedAt,
    start: {
      seed: o.start.seed >>> 0,
      decks: [o.start.decks[0].slice(), o.start.decks[1].slice()],
      ...(o.start.firstPlayer !== undefined ? { firstPlayer: o.start.firstPlayer } : {}),
      ...(o.start.opponent ? { opponent: { seat: o.start.opponent.seat, level: o.start.opponent.level } } : {}),
    },
    actions: o.actions.slice(),
    deckNames: names,
    cards: cardDataVersion(),
  };
}

/** The compact text kept in storage. */
export function serializeSave(save: AnySave): string {
  return JSON.stringify(save);
}

/** A save as a file the player downloads: readable JSON and a file name from its label and date. */
export function exportSaveFile(save: AnySave): { filename: string; text: string } {
  const slug = save.label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'game';
  const date = save.savedAt.slice(0, 10).replace(/[^0-9-]/g, '');
  return { filename: `wars-table-${isXcom(save) ? 'xcom-' : ''}${slug}-${date}.json`, text: `${JSON.stringify(save, null, 1)}\n` };
}
