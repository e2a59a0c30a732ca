// The app's saves on this device: the persist store over localStorage (which loads before the
// first render), or over memory when the browser refuses storage, with a note saying so.
import { createSaveStore, memoryStorage } from '../../persist';
import type { SaveStore, StorageLike } from '../../persist';

function browserStorage(): StorageLike | null {
  try {
    const s = window.localStorage;
    const probe = 'wars-table:probe';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

const storage = browserStorage();

/** False when games cannot be kept after the page closes. */
export const storageAvailable = storage !== null;

export const saves: SaveStore = createSaveStore(storage ?? memoryStorage());

/** A fresh id for a save or a deck. */
export function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

export const nowIso = (): string => new Date().toISOString();
