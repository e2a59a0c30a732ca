// No blank page, ever: when the app fails to show, this screen says what failed, lets the player
// download everything the app stored, set the damaged entry aside and carry on. It loads with
// the first chunk and uses only raw storage (persist/keys.ts), so it works when the rest of the
// app is what failed.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { ASIDE_PREFIX, CURRENT_KEY, GAME_PREFIX, entryKind, readingWhenFailed, setAsideEntry, storedEntries } from '../../persist/keys';
import type { StorageLike } from '../../persist/keys';
import { downloadText } from './download';
import './recovery.css';

function localStorageOrNull(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What failed, as a short plain sentence: only an Error's own message is shown, cut by code point. */
function failureText(error: unknown): string {
  const message = error instanceof Error && typeof error.message === 'string' ? error.message : '';
  const plain = Array.from(message.replace(/\s+/g, ' ').trim()).slice(0, 200).join('');
  return plain || 'an unexpected error';
}

interface Suspect {
  key: string;
  /** The entry in words: "the game in progress", "a saved deck"... */
  what: string;
}

/** The entry to set aside: the one being read when the failure escaped, else the game in progress. */
export function suspectEntry(storage: StorageLike): Suspect | null {
  const stored = (key: string) => {
    try { return storage.getItem(key); } catch { return null; }
  };
  const key = readingWhenFailed();
  if (key !== null && stored(key) !== null) {
    if (key.startsWith(ASIDE_PREFIX)) return { key, what: 'a note about a save set aside earlier' };
    const kind = entryKind(key);
    if (kind) return { key, what: kind === 'deck' ? 'a saved deck' : 'a saved game' };
  }
  const current = stored(CURRENT_KEY);
  return current !== null && stored(GAME_PREFIX + current) !== null ? { key: GAME_PREFIX + current, what: 'the game in progress' } : null;
}

export function RecoveryScreen({ error, storage, carryOn }: { error: unknown; storage: StorageLike | null; carryOn(): void }) {
  const failure = failureText(error);
  const suspect = storage ? suspectEntry(storage) : null;
  const download = () => {
    const date = new Date().toISOString();
    const data = { app: 'WARS Table', savedAt: date, failure, entries: storage ? storedEntries(storage) : {} };
    downloadText(`wars-table-stored-data-${date.slice(0, 10)}.json`, `${JSON.stringify(data, null, 1)}\n`);
  };
  const setAside = () => {
    if (storage && suspect) setAsideEntry(storage, suspect.key, `The table stopped with an error while using it (${failure}); it was set aside.`, new Date().toISOString());
    carryOn();
  };
  return (
    <main className="recovery" aria-labelledby="recovery-title">
      <h1 id="recovery-title">The table stopped</h1>
      <p>Something went wrong and the table could not be shown. Your saved games and decks are still on this device.</p>
      <p>What failed: <q className="recovery-failure">{failure}</q>{suspect && <>, while using {suspect.what}</>}.</p>
      <div className="recovery-buttons">
        <button type="button" onClick={download}>Download everything this app stored</button>
        {suspect && <button type="button" className="primary" onClick={setAside}>Set aside {suspect.what} and carry on</button>}
        <button type="button" onClick={carryOn}>Try again</button>
      </div>
      <p className="recovery-note">The download is a file holding every saved game, deck and note exactly as stored, to keep or to send with a report.
        Whatever is set aside is listed on the start screen with the reason; nothing else is changed.</p>
    </main>
  );
}

interface Props {
  children: ReactNode;
  /** After setting aside or to try again: the page reloads (tests pass their own). */
  carryOn?: () => void;
}

export class RecoveryBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const carryOn = this.props.carryOn ?? (() => window.location.reload());
    return <RecoveryScreen error={this.state.error} storage={localStorageOrNull()} carryOn={carryOn} />;
  }
}
