// Saved decks: the deck lists a player builds, kept on the device. Same rules as saved games:
// versioned, read from hostile input through a schema without throwing, names kept as plain
// text. The entries are the engine's own deck-list schema (DECK_ENTRIES).
import * as v from 'valibot';
import { DECK_ENTRIES, MAX_DECK_ENTRIES, MAX_QTY } from '../engine/decks';
import type { DeckEntry, DeckList } from '../engine/decks';
import { ISO_TIME, SAVE_ID, fail, issuePath, parseJson, plainString, plainText, shownVersion, versionOf } from './read';
import type { Result } from './read';

export const DECK_FORMAT = 'wars-table-deck';
export const DECK_VERSION = 1;
export const MAX_DECK_NAME_CHARS = 80;
const MAX_DECK_CHARS = 256 * 1024;

const DECK_V1 = v.strictObject({
  format: v.literal(DECK_FORMAT),
  version: v.literal(1),
  id: SAVE_ID,
  name: v.pipe(plainString(MAX_DECK_NAME_CHARS), v.transform((n) => n || 'Untitled deck')),
  savedAt: ISO_TIME,
  cards: DECK_ENTRIES,
});

export type SavedDeck = v.InferOutput<typeof DECK_V1>;

/** One reader per version of the saved-deck format, each giving the current one. */
const READERS: Record<number, (x: unknown) => Result<SavedDeck>> = {
  1: (x) => {
    const r = v.safeParse(DECK_V1, x, { abortEarly: true });
    return r.success ? { ok: true, value: r.output } : fail('invalid', `The saved deck is damaged: ${problemAt(x as Record<string, unknown>, issuePath(r.issues))}.`);
  },
};

function problemAt(x: Record<string, unknown>, [field, index]: (string | number)[]): string {
  switch (field) {
    case 'id': return 'its id is missing or malformed';
    case 'savedAt': return 'its date is missing or malformed';
    case 'name': return 'its name is missing';
    case 'cards': {
      if (typeof index !== 'number') return `its list of cards is missing or has more than ${MAX_DECK_ENTRIES} entries`;
      const e = (x.cards as unknown[])[index] as { number?: unknown; qty?: unknown } | null;
      const copies = typeof e?.qty === 'number' && typeof e.number === 'string' && Number.isInteger(e.qty);
      return copies ? `it names ${e.qty} copies of ${plainText(e.number, 12)}; a deck list may name from 1 to ${MAX_QTY}` : `card entry ${index + 1} is malformed`;
    }
    default: return `it has an unknown field "${plainText(String(field), 30)}"`;
  }
}

export function makeSavedDeck(o: { id: string; name: string; savedAt: string; cards: readonly DeckEntry[] }): SavedDeck {
  return {
    format: DECK_FORMAT,
    version: DECK_VERSION,
    id: o.id,
    name: plainText(o.name, MAX_DECK_NAME_CHARS) || 'Untitled deck',
    savedAt: o.savedAt,
    // Entries may be anything here: the deck is read back through the schema before it is kept.
    cards: o.cards.map((e) => ({ number: (e as Partial<DeckEntry> | null)?.number as string, qty: (e as Partial<DeckEntry> | null)?.qty as number })),
  };
}

export function readDeckValue(x: unknown): Result<SavedDeck> {
  if (typeof x !== 'object' || x === null || Array.isArray(x) || (x as { format?: unknown }).format !== DECK_FORMAT) {
    return fail('not-a-save', 'This is not a WARS Table saved deck.');
  }
  const version = versionOf(x as Record<string, unknown>);
  if (version === null || !Object.hasOwn(READERS, version)) {
    return fail('unknown-version', `This saved deck is from an unknown version${shownVersion((x as { version?: unknown }).version)} of WARS Table (this one reads versions up to ${DECK_VERSION}).`);
  }
  return READERS[version](x);
}

export function loadDeckText(text: unknown): Result<SavedDeck> {
  const json = parseJson(text, 'saved deck', MAX_DECK_CHARS);
  return json.ok ? readDeckValue(json.value) : json;
}

/** The compact text kept in storage. */
export const serializeDeck = (d: SavedDeck): string => JSON.stringify(d);

/** A saved deck as the engine's deck list. */
export function deckListOf(d: SavedDeck): DeckList {
  return { name: d.name, cards: d.cards.map((e) => ({ ...e })) };
}
