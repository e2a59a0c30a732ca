// The save format. A saved game is its replay log: the start parameters and every action taken,
// so resuming is `replay(start, actions)` and a save can never hold a state the rules did not
// produce. Saves come back from storage and from files the player picks, so everything here
// treats its input as hostile: it reports what is wrong in plain language and never throws.
// Pure: no clock (timestamps are passed in), no storage, no DOM.
import { CARDS } from '../../cards';
import { replay } from '../engine';
import type { Action, GameState, NewGame, Phase, Seat } from '../engine';

export const SAVE_FORMAT = 'wars-table-save';
export const SAVE_VERSION = 1;

/** A save larger than this is refused unread (a long game is a few hundred KB). */
export const MAX_SAVE_CHARS = 4 * 1024 * 1024;
export const MAX_ACTIONS = 50_000;
export const MAX_LABEL_CHARS = 120;
const MAX_DECK_CARDS = 200;
const MAX_ID_CHARS = 64;
const MAX_CARD_ID_CHARS = 40;
const MAX_LIST = 200;

export interface GameSave {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  /** Names the save in storage: letters, digits, `-` and `_`. */
  id: string;
  /** What the list of saved games shows; plain text, never markup. */
  label: string;
  /** ISO 8601 time of the last save. */
  savedAt: string;
  start: NewGame;
  actions: Action[];
  deckNames: [string, string];
}

export type SaveErrorKind =
  | 'not-text'
  | 'too-large'
  | 'truncated'
  | 'corrupt'
  | 'not-a-save'
  | 'unknown-version'
  | 'invalid'
  | 'replay-refused';

export interface SaveError {
  kind: SaveErrorKind;
  /** One sentence a player can read. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: SaveError };

/** What the list of saved games shows about one save. */
export interface SaveSummary {
  id: string;
  label: string;
  savedAt: string;
  deckNames: [string, string];
  turn: number;
  phase: Phase;
  winner: Seat | 'draw' | null;
  actionCount: number;
}

export interface LoadedGame {
  save: GameSave;
  state: GameState;
  summary: SaveSummary;
}

const fail = <T>(kind: SaveErrorKind, message: string): Result<T> => ({ ok: false, error: { kind, message } });

// ---------------------------------------------------------------------------------------
// Plain text from untrusted input

// Control characters and bidirectional overrides, which could garble or disguise a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** A label or name as plain text: control characters removed, spaces collapsed, length capped. */
export function plainText(s: unknown, max: number): string {
  if (typeof s !== 'string') return '';
  const t = s.slice(0, max * 4).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

const ID = /^[A-Za-z0-9_-]+$/;
export function isSaveId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_CHARS && ID.test(id);
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export function isIsoTime(t: unknown): t is string {
  return typeof t === 'string' && t.length <= 40 && ISO.test(t) && !Number.isNaN(Date.parse(t));
}

// ---------------------------------------------------------------------------------------
// JSON text

/**
 * Parses JSON without throwing. A parse failure is reported as truncated when the text is a
 * cut-off prefix of a JSON value (an open string, array or object at the end), else corrupt.
 */
export function parseJson(text: unknown, what: string, maxChars = MAX_SAVE_CHARS): Result<unknown> {
  if (typeof text !== 'string') return fail('not-text', `The ${what} is not text.`);
  if (text.length > maxChars) {
    return fail('too-large', `The ${what} is too large (${Math.ceil(text.length / 1024)} KB); the limit is ${Math.floor(maxChars / 1024)} KB.`);
  }
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return fail('truncated', `The ${what} is empty.`);
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return looksCutOff(body)
      ? fail('truncated', `The ${what} is cut off before its end (truncated); it cannot be read.`)
      : fail('corrupt', `The ${what} is not valid JSON (corrupt); it cannot be read.`);
  }
}

/** True when brackets or a string are still open at the end of the text. Linear, no recursion. */
function looksCutOff(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth < 0) return false;
    }
  }
  return inString || depth > 0;
}

// ---------------------------------------------------------------------------------------
// Structure

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSeat = (x: unknown): x is Seat => x === 0 || x === 1;
const isInt = (x: unknown, min: number, max: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
const isCardId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= MAX_CARD_ID_CHARS;
const isCardIds = (x: unknown): x is string[] => Array.isArray(x) && x.length <= MAX_LIST && x.every(isCardId);

type FieldCheck = (x: unknown) => boolean;
const optional = (f: FieldCheck): FieldCheck => (x) => x === undefined || f(x);

/** The fields each action type may have, besides `type` and `seat` (engine/types.ts). */
const ACTION_FIELDS: Record<Action['type'], Record<string, FieldCheck>> = {
  startLocation: { card: isCardId },
  pass: {},
  activate: { amount: (x) => isInt(x, 0, 1000) },
  drain: { location: isCardId },
  attack: { location: isCardId },
  move: { card: isCardId, to: isCardId, transport: optional(isCardIds) },
  draw: {},
  play: {
    card: isCardId, at: optional(isCardId), position: optional((x) => isInt(x, 0, 1000)),
    encamp: optional((x) => typeof x === 'boolean'), targets: optional(isCardIds),
    mode: optional((x) => x === 'used' || x === 'lost'),
  },
  use: { card: isCardId, ability: (x) => isInt(x, 0, 100), targets: optional(isCardIds), paying: optional(isCardIds) },
  choose: { choice: isChoice },
  concede: {},
};

const CHOICE_FIELDS: Record<string, FieldCheck> = {
  lose: (x) => x === 'reserve' || x === 'active' || x === 'used',
  loseFromHand: isCardId,
  damage: isCardId,
  ignoreAttrition: (x) => x === true,
  reveal: (x) => typeof x === 'boolean',
  destroy: isCardId,
  first: (x) => isInt(x, 0, 1000),
  yes: (x) => typeof x === 'boolean',
  amount: (x) => isInt(x, 0, 1000),
  pick: isCardId,
  option: (x) => isInt(x, 0, 1000),
  targets: isCardIds,
};

function isChoice(x: unknown): boolean {
  if (!isObj(x)) return false;
  const keys = Object.keys(x);
  return keys.length === 1 && Object.hasOwn(CHOICE_FIELDS, keys[0]) && CHOICE_FIELDS[keys[0]](x[keys[0]]);
}

/** Why an action is malformed, or null. Known fields are type-checked; unknown fields refused. */
function actionProblem(a: unknown): string | null {
  if (!isObj(a)) return 'is not an object';
  if (typeof a.type !== 'string' || !Object.hasOwn(ACTION_FIELDS, a.type)) return 'has an unknown type';
  if (!isSeat(a.seat)) return 'has no seat 0 or 1';
  const fields = ACTION_FIELDS[a.type as Action['type']];
  for (const key of Object.keys(a)) {
    if (key === 'type' || key === 'seat') continue;
    if (!Object.hasOwn(fields, key)) return `has an unknown field "${plainText(key, 30)}"`;
  }
  for (const [key, okField] of Object.entries(fields)) if (!okField(a[key])) return `has a bad "${key}"`;
  return null;
}

function deckProblem(d: unknown, seat: Seat): string | null {
  const who = `P${seat + 1}'s deck`;
  if (!Array.isArray(d)) return `${who} is not a list of cards`;
  if (d.length === 0 || d.length > MAX_DECK_CARDS) return `${who} has ${d.length} cards`;
  const unknown = d.find((n) => typeof n !== 'string' || !Object.hasOwn(CARDS, n));
  if (unknown !== undefined) return `${who} has an unknown card ${plainText(String(unknown), 20)}`;
  return null;
}

/** Checks the shape of a parsed save: the format name first, then the version, then each field. */
export function readSaveValue(v: unknown): Result<GameSave> {
  if (!isObj(v) || v.format !== SAVE_FORMAT) {
    return fail('not-a-save', 'This is not a WARS Table saved game.');
  }
  if (v.version !== SAVE_VERSION) {
    const shown = typeof v.version === 'number' || typeof v.version === 'string' ? ` ${plainText(String(v.version), 20)}` : '';
    return fail('unknown-version', `This save is from an unknown version${shown} of WARS Table (this one reads version ${SAVE_VERSION}); it may come from a newer version of the app.`);
  }
  const invalid = (what: string) => fail<GameSave>('invalid', `The saved game is damaged: ${what}.`);
  if (!isSaveId(v.id)) return invalid('its id is missing or malformed');
  if (!isIsoTime(v.savedAt)) return invalid('its date is missing or malformed');
  if (typeof v.label !== 'string') return invalid('its label is missing');
  if (!Array.isArray(v.deckNames) || v.deckNames.length !== 2 || !v.deckNames.every((n) => typeof n === 'string')) {
    return invalid('its deck names are missing');
  }
  const start = v.start;
  if (!isObj(start)) return invalid('its start is missing');
  if (!isInt(start.seed, 0, 0xffffffff)) return invalid('its seed is not a whole number');
  if (start.firstPlayer !== undefined && !isSeat(start.firstPlayer) && start.firstPlayer !== 'random') {
    return invalid('its first player is malformed');
  }
  if (start.customCards !== undefined) return invalid('it uses test-only cards, which saves cannot hold');
  for (const key of Object.keys(start)) {
    if (!['seed', 'decks', 'firstPlayer'].includes(key)) return invalid(`its start has an unknown field "${plainText(key, 30)}"`);
  }
  if (!Array.isArray(start.decks) || start.decks.length !== 2) return invalid('its decks are missing');
  for (const seat of [0, 1] as Seat[]) {
    const p = deckProblem(start.decks[seat], seat);
    if (p) return invalid(p);
  }
  if (!Array.isArray(v.actions)) return invalid('its list of actions is missing');
  if (v.actions.length > MAX_ACTIONS) return invalid(`it has more than ${MAX_ACTIONS} actions`);
  for (let i = 0; i < v.actions.length; i++) {
    const p = actionProblem(v.actions[i]);
    if (p) return invalid(`action ${i + 1} ${p}`);
  }
  const decks = start.decks as [string[], string[]];
  return {
    ok: true,
    value: {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      id: v.id,
      label: plainText(v.label, MAX_LABEL_CHARS),
      savedAt: v.savedAt,
      start: {
        seed: start.seed as number,
        decks: [decks[0].slice(), decks[1].slice()],
        ...(start.firstPlayer !== undefined ? { firstPlayer: start.firstPlayer as Seat | 'random' } : {}),
      },
      actions: v.actions as Action[],
      deckNames: [plainText(v.deckNames[0], MAX_LABEL_CHARS), plainText(v.deckNames[1], MAX_LABEL_CHARS)],
    },
  };
}

// ---------------------------------------------------------------------------------------
// Replay

export function summarize(save: GameSave, state: GameState): SaveSummary {
  return {
    id: save.id, label: save.label, savedAt: save.savedAt, deckNames: save.deckNames,
    turn: state.turn, phase: state.phase, winner: state.winner, actionCount: save.actions.length,
  };
}

/** Replays a save: the state it resumes at, or why the rules refuse it. Never throws. */
export function resumeSave(save: GameSave): Result<LoadedGame> {
  try {
    const r = replay(save.start, save.actions);
    if (r.refused) {
      return fail('replay-refused', `The saved game cannot be replayed: action ${r.refused.index + 1} of ${save.actions.length} is refused by the rules (${plainText(r.refused.reason, 300)}). It may come from an older version of the rules.`);
    }
    return { ok: true, value: { save, state: r.state, summary: summarize(save, r.state) } };
  } catch {
    return fail('replay-refused', 'The saved game cannot be replayed: the rules engine could not read it.');
  }
}

/** From text (storage or a file) to a resumable game, or the one reason it cannot be. */
export function loadSaveText(text: unknown): Result<LoadedGame> {
  const json = parseJson(text, 'saved game');
  if (!json.ok) return json;
  const save = readSaveValue(json.value);
  if (!save.ok) return save;
  return resumeSave(save.value);
}

// ---------------------------------------------------------------------------------------
// Writing

export interface NewSave {
  id: string;
  savedAt: string;
  start: NewGame;
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
    },
    actions: o.actions.slice(),
    deckNames: names,
  };
}

/** The compact text kept in storage. */
export function serializeSave(save: GameSave): string {
  return JSON.stringify(save);
}

/** A save as a file the player downloads: readable JSON and a file name from its label and date. */
export function exportSaveFile(save: GameSave): { filename: string; text: string } {
  const slug = save.label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'game';
  const date = save.savedAt.slice(0, 10).replace(/[^0-9-]/g, '');
  return { filename: `wars-table-${slug}-${date}.json`, text: `${JSON.stringify(save, null, 1)}\n` };
}
