// Saves on the device: several saved games, the game in progress, saved decks, and the saves
// set aside because they could not be read. Storage is injected (localStorage in the app, a
// fake in tests). Nothing here throws: storage that refuses (full, disabled, private mode) is
// reported as a message, and a save that cannot be read is moved aside so every other save
// still loads.
import * as v from 'valibot';
import { loadDeckText, makeSavedDeck, serializeDeck } from './decks';
import type { SavedDeck } from './decks';
import { loadSaveText, readBack, readSaveText, serializeSave } from './format';
import type { AnyLoaded, AnySave, SaveSummary } from './format';
import {
  ASIDE_PREFIX as ASIDE, CURRENT_KEY as CURRENT, DECK_PREFIX as DECK, GAME_PREFIX as GAME, KEY_PREFIX, safeStorage, setAsideEntry,
  whileReading,
} from './keys';
import type { SetAside, StorageLike, WriteResult } from './keys';
import { isSaveId, parseJson, plainString } from './read';
import type { Result } from './read';
import type { DeckEntry } from '../engine/decks';

/** A set-aside entry as stored; it is read like any other stored text: fields of the wrong kind
 * fall back to nothing, text is plain. */
const SET_ASIDE = v.object({
  what: v.fallback(v.picklist(['game', 'deck']), 'game'),
  from: plainString(200),
  message: plainString(600),
  setAsideAt: v.fallback(plainString(40), ''),
  excerpt: v.fallback(v.string(), ''),
  length: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

export interface SaveStoreOptions {
  /** The current time as an ISO string (for the time a save is set aside). */
  now?: () => string;
}

export interface SaveStore {
  /** Every readable saved game, newest first; unreadable ones are set aside as a side effect. */
  listGames(): SaveSummary[];
  loadGame(id: string): Result<AnyLoaded>;
  /** Writes a save (after every action), once it reads back through the loading reader; a
   * save that would not is not written, so the last good one stays. */
  putGame(save: AnySave): WriteResult;
  deleteGame(id: string): void;
  /** Deletes the oldest saved games beyond `keep`, never `spare` (the game in progress). */
  pruneGames(keep: number, spare?: string | null): string[];
  /** The id of the game in progress, resumed when the app opens. */
  currentGame(): string | null;
  setCurrentGame(id: string | null): void;
  /** Reads a save from a file's text and stores it under a fresh id when its own is taken;
   * reported imported once what was stored loads again. */
  importGame(text: unknown, freshId: () => string): Result<AnyLoaded>;

  listDecks(): SavedDeck[];
  getDeck(id: string): SavedDeck | null;
  /** Writes a deck once it reads back through the deck reader unchanged. */
  putDeck(deck: { id: string; name: string; cards: readonly DeckEntry[] }): Result<SavedDeck>;
  deleteDeck(id: string): void;

  /** How many characters this app's entries take (keys and values), the measure browsers cap
   * localStorage by. */
  usedChars(): number;

  /** Saves that could not be read, with the reason. */
  listSetAside(): SetAside[];
  dismissSetAside(key: string): void;
}

export type { SetAside, StorageLike, WriteResult };

export function createSaveStore(storage: StorageLike, options: SaveStoreOptions = {}): SaveStore {
  const now = options.now ?? (() => new Date().toISOString());
  /** Summaries by key and stored text: listing replays each game only once per version of it. */
  const summaries = new Map<string, { raw: string; summary: SaveSummary }>();
  /** The last game written, as read back: the next save of it replays only its new actions. */
  let written: { save: AnySave; loaded: AnyLoaded } | null = null;

  const { get, remove, put, keys } = safeStorage(storage);
  /** Writes and reads the text back: storage that keeps something else has not saved it. */
  const putExact = (key: string, value: string): WriteResult => {
    const w = put(key, value);
    if (!w.ok || get(key) === value) return w;
    return { ok: false, message: 'The device did not keep what was written: this browser\'s storage may be failing.' };
  };
  function readGame(key: string): Result<AnyLoaded> {
    const raw = get(key);
    const loaded = loadSaveText(raw);
    if (!loaded.ok) {
      setAsideEntry(storage, key, loaded.error.message, now());
      return loaded;
    }
    if (loaded.value.save.id !== key.slice(GAME.length)) {
      const error = { kind: 'invalid' as const, message: 'The saved game is damaged: it is stored under another id than its own.' };
      setAsideEntry(storage, key, error.message, now());
      return { ok: false, error };
    }
    return loaded;
  }

  const notFound = (what: string): Result<never> => ({ ok: false, error: { kind: 'not-a-save', message: `No saved ${what} has this id.` } });

  const store: SaveStore = {
    listGames() {
      const out: SaveSummary[] = [];
      const listed = new Set<string>();
      for (const key of keys(GAME)) {
        const raw = get(key);
        if (raw === null) continue;
        const cached = summaries.get(key);
        let summary = cached?.raw === raw ? cached.summary : undefined;
        if (!summary) {
          const r = whileReading(key, () => readGame(key));
          if (!r.ok) continue;
          summary = r.value.summary;
          summaries.set(key, { raw, summary });
        }
        listed.add(key);
        out.push(summary);
      }
      for (const key of [...summaries.keys()]) if (!listed.has(key)) summaries.delete(key);
      return out.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
    },

    loadGame(id) {
      if (!isSaveId(id)) return notFound('game');
      if (get(GAME + id) === null) return notFound('game');
      return whileReading(GAME + id, () => readGame(GAME + id));
    },

    putGame(save) {
      if (!isSaveId(save.id)) return { ok: false, message: 'The game could not be saved: its id is malformed.' };
      const text = serializeSave(save);
      const read = readBack(save, text, written);
      if (!read.ok) {
        written = null;
        return { ok: false, message: `The game could not be saved, so the last save was kept: ${read.error.message}` };
      }
      const w = putExact(GAME + save.id, text);
      written = w.ok ? { save, loaded: read.value } : null;
      return w;
    },

    deleteGame(id) {
      if (!isSaveId(id)) return;
      remove(GAME + id);
      if (get(CURRENT) === id) remove(CURRENT);
    },

    pruneGames(keep, spare = null) {
      const games = store.listGames().filter((g) => g.id !== spare);
      const limit = Math.max(0, keep - (spare ? 1 : 0));
      const gone = games.slice(limit).map((g) => g.id);
      for (const id of gone) remove(GAME + id);
      return gone;
    },

    currentGame() {
      const id = get(CURRENT);
      return isSaveId(id) ? id : null;
    },

    setCurrentGame(id) {
      if (id === null) remove(CURRENT);
      else if (isSaveId(id)) put(CURRENT, id);
    },

    importGame(text, freshId) {
      // The file's shape first; the replay is done once, on what storage then holds.
      const read = readSaveText(text);
      if (!read.ok) return read;
      let save = read.value;
      if (get(GAME + save.id) !== null) {
        save = { ...save, id: freshId() };
        if (!isSaveId(save.id)) return { ok: false, error: { kind: 'invalid', message: 'The game could not be imported: no id is free.' } };
      }
      const key = GAME + save.id;
      const w = putExact(key, serializeSave(save));
      if (!w.ok) return { ok: false, error: { kind: 'storage', message: w.message } };
      const back = loadSaveText(get(key));
      if (!back.ok) remove(key);
      return back;
    },

    listDecks() {
      const out: SavedDeck[] = [];
      for (const key of keys(DECK)) {
        const raw = get(key);
        const r = whileReading(key, () => loadDeckText(raw));
        if (r.ok && r.value.id === key.slice(DECK.length)) out.push(r.value);
        else setAsideEntry(storage, key, r.ok ? 'The saved deck is damaged: it is stored under another id than its own.' : r.error.message, now());
      }
      return out.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    getDeck(id) {
      if (!isSaveId(id)) return null;
      const raw = get(DECK + id);
      if (raw === null) return null;
      const r = whileReading(DECK + id, () => loadDeckText(raw));
      if (r.ok && r.value.id === id) return r.value;
      setAsideEntry(storage, DECK + id, r.ok ? 'The saved deck is damaged.' : r.error.message, now());
      return null;
    },

    putDeck(d) {
      if (!isSaveId(d.id)) return { ok: false, error: { kind: 'invalid', message: 'The deck could not be saved: its id is malformed.' } };
      const text = serializeDeck(makeSavedDeck({ ...d, savedAt: now() }));
      const read = loadDeckText(text);
      if (!read.ok) return { ok: false, error: { kind: read.error.kind, message: `The deck was not saved: ${read.error.message.replace(/^The saved deck is damaged: /, '')}` } };
      if (serializeDeck(read.value) !== text) return { ok: false, error: { kind: 'invalid', message: 'The deck was not saved: it would not read back as it is.' } };
      const w = putExact(DECK + d.id, text);
      return w.ok ? read : { ok: false, error: { kind: 'storage', message: w.message } };
    },

    deleteDeck(id) {
      if (isSaveId(id)) remove(DECK + id);
    },

    usedChars() {
      return keys(KEY_PREFIX).reduce((n, k) => n + k.length + (get(k)?.length ?? 0), 0);
    },

    listSetAside() {
      const out: SetAside[] = [];
      for (const key of keys(ASIDE)) {
        const entry = whileReading(key, () => {
          const r = parseJson(get(key), 'set-aside entry');
          return r.ok ? v.safeParse(SET_ASIDE, r.value) : null;
        });
        out.push(entry?.success ? { key, ...entry.output }
          : { key, what: 'game', from: key, message: 'A set-aside save could not be read either.', setAsideAt: '', excerpt: '', length: 0 });
      }
      return out;
    },

    dismissSetAside(key) {
      if (key.startsWith(ASIDE)) remove(key);
    },
  };
  return store;
}
