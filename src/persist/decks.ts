// Saved decks: the deck lists a player builds, kept on the device. Same rules as saved games:
// versioned, read from hostile input without throwing, names kept as plain text.
import type { DeckEntry, DeckList } from '../engine/decks';
import { isIsoTime, isSaveId, parseJson, plainText } from './format';
import type { Result, SaveError } from './format';

export const DECK_FORMAT = 'wars-table-deck';
export const DECK_VERSION = 1;
export const MAX_DECK_NAME_CHARS = 80;
const MAX_ENTRIES = 500;
const MAX_QTY = 999;
const MAX_DECK_CHARS = 256 * 1024;

export interface SavedDeck {
  format: typeof DECK_FORMAT;
  version: typeof DECK_VERSION;
  id: string;
  name: string;
  savedAt: string;
  cards: DeckEntry[];
}

const fail = <T>(kind: SaveError['kind'], message: string): Result<T> => ({ ok: false, error: { kind, message } });

export function makeSavedDeck(o: { id: string; name: string; savedAt: string; cards: readonly DeckEntry[] }): SavedDeck {
  return {
    format: DECK_FORMAT,
    version: DECK_VERSION,
    id: o.id,
    name: plainText(o.name, MAX_DECK_NAME_CHARS) || 'Untitled deck',
    savedAt: o.savedAt,
    cards: o.cards.map((e) => ({ number: e.number, qty: e.qty })),
  };
}

export function readDeckValue(v: unknown): Result<SavedDeck> {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || (v as { format?: unknown }).format !== DECK_FORMAT) {
    return fail('not-a-save', 'This is not a WARS Table saved deck.');
  }
  const d = v as Record<string, unknown>;
  if (d.version !== DECK_VERSION) {
    return fail('unknown-version', `This saved deck is from an unknown version of WARS Table (this one reads version ${DECK_VERSION}).`);
  }
  const invalid = (what: string) => fail<SavedDeck>('invalid', `The saved deck is damaged: ${what}.`);
  if (!isSaveId(d.id)) return invalid('its id is missing or malformed');
  if (!isIsoTime(d.savedAt)) return invalid('its date is missing or malformed');
  if (typeof d.name !== 'string') return invalid('its name is missing');
  if (!Array.isArray(d.cards) || d.cards.length > MAX_ENTRIES) return invalid('its list of cards is missing');
  for (const e of d.cards) {
    const ok = typeof e === 'object' && e !== null && typeof e.number === 'string' && e.number.length <= 12
      && Number.isInteger(e.qty) && e.qty >= 1 && e.qty <= MAX_QTY;
    if (!ok) return invalid('a card entry is malformed');
  }
  return { ok: true, value: makeSavedDeck({ id: d.id, name: d.name, savedAt: d.savedAt, cards: d.cards as DeckEntry[] }) };
}

export function loadDeckText(text: unknown): Result<SavedDeck> {
  const json = parseJson(text, 'saved deck', MAX_DECK_CHARS);
  return json.ok ? readDeckValue(json.value) : json;
}

/** A saved deck as the engine's deck list. */
export function deckListOf(d: SavedDeck): DeckList {
  return { name: d.name, cards: d.cards.map((e) => ({ ...e })) };
}
