// Saves on the device: several saved games, the game in progress, saved decks, and the saves
// set aside because they could not be read. Storage is injected (localStorage in the app, a
// fake in tests). Nothing here throws: storage that refuses (full, disabled, private mode) is
// reported as a message, and a save that cannot be read is moved aside so every other save
// still loads.
import { loadDeckText, makeSavedDeck } from './decks';
import type { SavedDeck } from './decks';
import { isSaveId, loadSaveText, parseJson, serializeSave } from './format';
import type { GameSave, LoadedGame, Result, SaveSummary } from './format';
import type { DeckEntry } from '../engine/decks';
import { CURRENT_GAME_KEY, KEY_PREFIX } from './keys';

export { KEY_PREFIX };
const GAME = `${KEY_PREFIX}game:`;
const DECK = `${KEY_PREFIX}deck:`;
const ASIDE = `${KEY_PREFIX}aside:`;
const CURRENT = CURRENT_GAME_KEY;
/** How much of an unreadable save is kept for inspection. */
const ASIDE_KEEP_CHARS = 64 * 1024;

/** The part of the Web Storage API used here. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface SetAside {
  /** The storage key of this entry (to dismiss it). */
  key: string;
  what: 'game' | 'deck';
  /** The key the save had. */
  from: string;
  message: string;
  setAsideAt: string;
  /** The first characters of what was stored, as text. */
  excerpt: string;
  length: number;
}

export type WriteResult = { ok: true } | { ok: false; message: string };

export interface SaveStoreOptions {
  /** The current time as an ISO string (for the time a save is set aside). */
  now?: () => string;
}

export interface SaveStore {
  /** Every readable saved game, newest first; unreadable ones are set aside as a side effect. */
  listGames(): SaveSummary[];
  loadGame(id: string): Result<LoadedGame>;
  /** Writes a save (after every action). */
  putGame(save: GameSave): WriteResult;
  deleteGame(id: string): void;
  /** Deletes the oldest saved games beyond `keep`, never `spare` (the game in progress). */
  pruneGames(keep: number, spare?: string | null): string[];
  /** The id of the game in progress, resumed when the app opens. */
  currentGame(): string | null;
  setCurrentGame(id: string | null): void;
  /** Reads a save from a file's text and stores it under a fresh id when its own is taken. */
  importGame(text: unknown, freshId: () => string): Result<LoadedGame>;

  listDecks(): SavedDeck[];
  getDeck(id: string): SavedDeck | null;
  putDeck(deck: { id: string; name: string; cards: readonly DeckEntry[] }): Result<SavedDeck>;
  deleteDeck(id: string): void;

  /** Saves that could not be read, with the reason. */
  listSetAside(): SetAside[];
  dismissSetAside(key: string): void;
}

const storageMessage = (e: unknown) => {
  const name = e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? (e as Error).name : '';
  return /quota/i.test(name) || /quota/i.test(String(e))
    ? 'The device storage for this app is full: delete old saved games or decks to keep saving.'
    : 'This browser refuses to store data for the app (storage disabled or private mode): games will not be saved.';
};

export function createSaveStore(storage: StorageLike, options: SaveStoreOptions = {}): SaveStore {
  const now = options.now ?? (() => new Date().toISOString());
  /** Summaries by key and stored text: listing replays each game only once per version of it. */
  const summaries = new Map<string, { raw: string; summary: SaveSummary }>();

  const get = (key: string): string | null => {
    try { return storage.getItem(key); } catch { return null; }
  };
  const remove = (key: string) => {
    try { storage.removeItem(key); } catch { /* nothing more to do */ }
  };
  const put = (key: string, value: string): WriteResult => {
    try { storage.setItem(key, value); return { ok: true }; } catch (e) { return { ok: false, message: storageMessage(e) }; }
  };
  const keys = (prefix: string): string[] => {
    const out: string[] = [];
    try {
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k !== null && k.startsWith(prefix)) out.push(k);
      }
    } catch { /* an unreadable storage lists nothing */ }
    return out.sort();
  };

  /** Moves an unreadable entry aside: removed first, so a full storage still frees its place. */
  function setAside(what: SetAside['what'], from: string, raw: string | null, message: string): void {
    remove(from);
    const text = raw ?? '';
    const entry: SetAside = {
      key: `${ASIDE}${from.slice(KEY_PREFIX.length)}:${now()}`,
      what, from, message, setAsideAt: now(), excerpt: text.slice(0, ASIDE_KEEP_CHARS), length: text.length,
    };
    if (!put(entry.key, JSON.stringify(entry)).ok) put(entry.key, JSON.stringify({ ...entry, excerpt: '' }));
    if (what === 'game' && get(CURRENT) === from.slice(GAME.length)) remove(CURRENT);
  }

  function readGame(key: string): Result<LoadedGame> {
    const raw = get(key);
    const loaded = loadSaveText(raw);
    if (!loaded.ok) {
      setAside('game', key, raw, loaded.error.message);
      return loaded;
    }
    if (loaded.value.save.id !== key.slice(GAME.length)) {
      const error = { kind: 'invalid' as const, message: 'The saved game is damaged: it is stored under another id than its own.' };
      setAside('game', key, raw, error.message);
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
          const r = readGame(key);
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
      return readGame(GAME + id);
    },

    putGame(save) {
      if (!isSaveId(save.id)) return { ok: false, message: 'The game could not be saved: its id is malformed.' };
      return put(GAME + save.id, serializeSave(save));
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
      const loaded = loadSaveText(text);
      if (!loaded.ok) return loaded;
      let save = loaded.value.save;
      if (get(GAME + save.id) !== null) {
        save = { ...save, id: freshId() };
        if (!isSaveId(save.id)) return { ok: false, error: { kind: 'invalid', message: 'The game could not be imported: no id is free.' } };
      }
      const written = put(GAME + save.id, serializeSave(save));
      if (!written.ok) return { ok: false, error: { kind: 'invalid', message: written.message } };
      return { ok: true, value: { ...loaded.value, save, summary: { ...loaded.value.summary, id: save.id } } };
    },

    listDecks() {
      const out: SavedDeck[] = [];
      for (const key of keys(DECK)) {
        const raw = get(key);
        const r = loadDeckText(raw);
        if (r.ok && r.value.id === key.slice(DECK.length)) out.push(r.value);
        else setAside('deck', key, raw, r.ok ? 'The saved deck is damaged: it is stored under another id than its own.' : r.error.message);
      }
      return out.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    getDeck(id) {
      if (!isSaveId(id)) return null;
      const raw = get(DECK + id);
      if (raw === null) return null;
      const r = loadDeckText(raw);
      if (r.ok && r.value.id === id) return r.value;
      setAside('deck', DECK + id, raw, r.ok ? 'The saved deck is damaged.' : r.error.message);
      return null;
    },

    putDeck(d) {
      if (!isSaveId(d.id)) return { ok: false, error: { kind: 'invalid', message: 'The deck could not be saved: its id is malformed.' } };
      const deck = makeSavedDeck({ ...d, savedAt: now() });
      const written = put(DECK + deck.id, JSON.stringify(deck));
      return written.ok ? { ok: true, value: deck } : { ok: false, error: { kind: 'invalid', message: written.message } };
    },

    deleteDeck(id) {
      if (isSaveId(id)) remove(DECK + id);
    },

    listSetAside() {
      const out: SetAside[] = [];
      for (const key of keys(ASIDE)) {
        const r = parseJson(get(key), 'set-aside entry');
        const v = r.ok ? r.value as Partial<SetAside> : null;
        if (v && typeof v.message === 'string' && typeof v.from === 'string') {
          out.push({
            key, what: v.what === 'deck' ? 'deck' : 'game', from: String(v.from), message: String(v.message),
            setAsideAt: String(v.setAsideAt ?? ''), excerpt: String(v.excerpt ?? ''), length: Number(v.length) || 0,
          });
        } else {
          out.push({ key, what: 'game', from: key, message: 'A set-aside save could not be read either.', setAsideAt: '', excerpt: '', length: 0 });
        }
      }
      return out;
    },

    dismissSetAside(key) {
      if (key.startsWith(ASIDE)) remove(key);
    },
  };
  return store;
}
