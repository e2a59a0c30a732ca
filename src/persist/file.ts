// Files the player picks: read as text within a size limit, and a saved game imported from one.
// The table's import button and the random games of the test run both go through importSaveFile.
import type { AnyLoaded } from './format';
import { MAX_SAVE_CHARS } from './format';
import type { Result } from './read';
import { fail } from './read';
import type { SaveStore } from './store';

/** Files larger than this are refused unread. */
export const MAX_FILE_BYTES = MAX_SAVE_CHARS;

export async function readFileText(file: Blob, maxBytes = MAX_FILE_BYTES): Promise<Result<string>> {
  if (file.size > maxBytes) return fail('too-large', `The file is too large (${Math.ceil(file.size / 1024)} KB); the limit is ${Math.floor(maxBytes / 1024)} KB.`);
  try {
    return { ok: true, value: await file.text() };
  } catch {
    return fail('not-text', 'The file could not be read.');
  }
}

/** A saved game from a file into the store, read back from storage before it is reported. */
export async function importSaveFile(store: SaveStore, file: Blob, freshId: () => string): Promise<Result<AnyLoaded>> {
  const text = await readFileText(file);
  return text.ok ? store.importGame(text.value, freshId) : text;
}
