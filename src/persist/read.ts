// Reading untrusted text (storage, files the player picks): JSON without throwing, plain-text
// names, and the result type every reader returns. A reader reports what is wrong in words a
// player can read and never throws.
import * as v from 'valibot';
import { capText } from '../engine';

export type SaveErrorKind =
  | 'not-text'
  | 'too-large'
  | 'truncated'
  | 'corrupt'
  | 'not-a-save'
  | 'unknown-version'
  | 'unknown-game'
  | 'invalid'
  | 'replay-refused'
  | 'storage';

export interface SaveError {
  kind: SaveErrorKind;
  /** One sentence a player can read. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: SaveError };

export const fail = <T>(kind: SaveErrorKind, message: string): Result<T> => ({ ok: false, error: { kind, message } });

// ---------------------------------------------------------------------------------------
// Plain text

// Control characters and bidirectional overrides, which could garble or disguise a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** A label or name as plain text: control characters removed, spaces collapsed, at most `max`
 * characters as a reader counts them (an emoji is one, never cut in half). */
export function plainText(s: unknown, max: number): string {
  if (typeof s !== 'string') return '';
  // Only a bounded prefix is cleaned; one that was cut is capped with an ellipsis.
  const cut = s.length > max * 16;
  const t = (cut ? s.slice(0, max * 16) : s).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return capText(t, max, cut);
}

/** A plain-text field: any string, cleaned and capped as it is read. */
export const plainString = (max: number) => v.pipe(v.string(), v.transform((s) => plainText(s, max)));

const MAX_ID_CHARS = 64;
const ID = /^[A-Za-z0-9_-]+$/;
/** Names a save or a deck in storage: letters, digits, `-` and `_`. */
export const SAVE_ID = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID_CHARS), v.regex(ID));
export const isSaveId = (id: unknown): id is string => v.is(SAVE_ID, id);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO 8601 time. */
export const ISO_TIME = v.pipe(v.string(), v.maxLength(40), v.regex(ISO), v.check((t) => !Number.isNaN(Date.parse(t))));

/** The keys of the first problem a schema found: `["start", "decks", 1, 4]`. */
export function issuePath(issues: readonly v.BaseIssue<unknown>[]): (string | number)[] {
  return (issues[0]?.path ?? []).map((p) => (typeof p.key === 'string' || typeof p.key === 'number' ? p.key : '?'));
}

// ---------------------------------------------------------------------------------------
// JSON text

/**
 * Parses JSON without throwing. A parse failure is reported as truncated when the text is a
 * cut-off prefix of a JSON value (an open string, array or object at the end), else corrupt.
 */
export function parseJson(text: unknown, what: string, maxChars = 4 * 1024 * 1024): Result<unknown> {
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

/** The version a stored object says it has, when it is one a reader may exist for. */
export const versionOf = (x: Record<string, unknown>): number | null =>
  (typeof x.version === 'number' && Number.isInteger(x.version) ? x.version : null);

/** How an unknown version is named in a message: only a short number or word, as plain text. */
export const shownVersion = (x: unknown): string =>
  (typeof x === 'number' || typeof x === 'string' ? ` ${plainText(String(x), 20)}` : '');
