// What the app keeps in the browser's storage, handled as raw entries whatever they hold: the
// keys, reading and writing without throwing, setting an entry aside, copying every entry out.
// Free of the engine and of the readers, so the recovery screen can use it when the rest of the
// app has failed.

export const KEY_PREFIX = 'wars-table:';
export const GAME_PREFIX = `${KEY_PREFIX}game:`;
export const DECK_PREFIX = `${KEY_PREFIX}deck:`;
export const ASIDE_PREFIX = `${KEY_PREFIX}aside:`;
export const CURRENT_KEY = `${KEY_PREFIX}current`;
/** How much of an unreadable entry is kept for inspection. */
const ASIDE_KEEP_CHARS = 64 * 1024;

/** The part of the Web Storage API used here. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type WriteResult = { ok: true } | { ok: false; message: string };

/** Storage in memory: for a browser that refuses its own, and for random games and tests. */
export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() { return data.size; },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => { data.set(k, String(v)); },
    removeItem: (k) => { data.delete(k); },
  };
}

const isQuota = (e: unknown) => {
  const name = typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string' ? (e as { name: string }).name : '';
  return /quota/i.test(name) || (e instanceof Error && /quota/i.test(e.message));
};

export const FULL_MESSAGE = 'The device storage for this app is full: delete old saved games or decks to keep saving.';
const REFUSED_MESSAGE = 'This browser refuses to store data for the app (storage disabled or private mode): games will not be saved.';

/** Storage that never throws: a read that fails is nothing, a write that fails says why. */
export function safeStorage(storage: StorageLike) {
  const get = (key: string): string | null => {
    try { return storage.getItem(key); } catch { return null; }
  };
  const remove = (key: string) => {
    try { storage.removeItem(key); } catch { /* nothing more to do */ }
  };
  const put = (key: string, value: string): WriteResult => {
    try { storage.setItem(key, value); return { ok: true }; } catch (e) { return { ok: false, message: isQuota(e) ? FULL_MESSAGE : REFUSED_MESSAGE }; }
  };
  /** Every key starting with `prefix`, sorted. */
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
  return { get, remove, put, keys };
}

export interface SetAside {
  /** The storage key of this entry (to dismiss it). */
  key: string;
  what: 'game' | 'deck';
  /** The key the entry had. */
  from: string;
  message: string;
  setAsideAt: string;
  /** The first characters of what was stored, as text. */
  excerpt: string;
  length: number;
}

/** What kind of entry a key holds, or null for keys that are not a game or a deck. */
export const entryKind = (key: string): SetAside['what'] | null =>
  (key.startsWith(GAME_PREFIX) ? 'game' : key.startsWith(DECK_PREFIX) ? 'deck' : null);

/**
 * Moves an entry aside with the reason: removed first, so a full storage still frees its place,
 * then kept under an aside key with its first 64 KB. A set-aside entry is simply removed (it is
 * already a copy). The game in progress stops being resumed if it was this one.
 */
export function setAsideEntry(storage: StorageLike, from: string, message: string, now: string): void {
  const s = safeStorage(storage);
  const what = entryKind(from);
  const raw = s.get(from) ?? '';
  s.remove(from);
  if (what === null) return;
  const entry: SetAside = {
    key: `${ASIDE_PREFIX}${from.slice(KEY_PREFIX.length)}:${now}`,
    what, from, message, setAsideAt: now, excerpt: raw.slice(0, ASIDE_KEEP_CHARS), length: raw.length,
  };
  if (!s.put(entry.key, JSON.stringify(entry)).ok) s.put(entry.key, JSON.stringify({ ...entry, excerpt: '' }));
  if (what === 'game' && s.get(CURRENT_KEY) === from.slice(GAME_PREFIX.length)) s.remove(CURRENT_KEY);
}

/** Every entry of this app, raw, by key: what the player downloads when something failed. */
export function storedEntries(storage: StorageLike): Record<string, string> {
  const s = safeStorage(storage);
  return Object.fromEntries(s.keys(KEY_PREFIX).map((k) => [k, s.get(k) ?? '']));
}

// The entry being read, for the recovery screen to name if a failure escapes the reading. Set
// before a read and cleared after it without try/finally: a throw leaves it set.
let reading: string | null = null;
export function whileReading<T>(key: string, read: () => T): T {
  reading = key;
  const out = read();
  reading = null;
  return out;
}
/** The key that was being read when a failure escaped, if one did. */
export const readingWhenFailed = (): string | null => reading;
