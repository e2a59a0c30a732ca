// The saved games on this device: resume, export to a file, delete, import a file; saves that
// could not be read are listed with the reason. Everything from storage or a file is shown as
// text only.
import { useCallback, useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { exportSaveFile, importSaveFile } from '../../persist';
import type { SaveSummary, SetAside } from '../../persist';
import { flushAutosave, resumeGame, useSaveStatus } from './autosave';
import { newId, saves } from './device';
import { downloadText } from './download';
import { seatName } from '../text';
import { askToKeep, fullnessWarning, healthLines, readHealth } from './storageHealth';
import type { StorageHealth } from './storageHealth';
import './saves.css';

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

function state(g: SaveSummary): string {
  if (g.winner === 'draw') return 'finished, a draw';
  if (g.winner !== null) return `finished, ${seatName(g.winner)} won`;
  return g.where;
}

export function SavedGames({ notice }: { notice?: string | null }) {
  const [games, setGames] = useState<SaveSummary[]>(() => { flushAutosave(); return saves.listGames(); });
  const [aside, setAside] = useState<SetAside[]>(() => saves.listSetAside());
  const [message, setMessage] = useState<string | null>(notice ?? null);
  const problem = useSaveStatus((s) => s.problem);
  const [used, setUsed] = useState(() => saves.usedChars());
  const [health, setHealth] = useState<StorageHealth | null>(null);
  // Once, when the screen opens; the browser is asked to keep the data only when there are games
  // worth keeping (some browsers ask the player).
  useEffect(() => {
    let live = true;
    void (games.length > 0 ? askToKeep() : Promise.resolve(null)).then(readHealth).then((h) => { if (live) setHealth(h); });
    return () => { live = false; };
  }, []);
  const refresh = useCallback(() => {
    setGames(saves.listGames());
    setAside(saves.listSetAside());
    setUsed(saves.usedChars());
  }, []);
  const warning = fullnessWarning(used);

  const resume = (id: string) => {
    const r = saves.loadGame(id);
    if (r.ok) resumeGame(r.value);
    else {
      setMessage(`That saved game could not be loaded and was set aside: ${r.error.message}`);
      refresh();
    }
  };
  const exportGame = (id: string) => {
    const r = saves.loadGame(id);
    if (!r.ok) { setMessage(r.error.message); refresh(); return; }
    const file = exportSaveFile(r.value.save);
    downloadText(file.filename, file.text);
  };
  const remove = (g: SaveSummary) => {
    if (!window.confirm(`Delete the saved game "${g.label}"?`)) return;
    saves.deleteGame(g.id);
    refresh();
  };
  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const r = await importSaveFile(saves, file, newId);
    setMessage(r.ok ? `Imported "${r.value.save.label}".` : `Nothing was imported: ${r.error.message}`);
    refresh();
  };

  return (
    <section className="saved-games" aria-labelledby="saved-games-title">
      <h2 id="saved-games-title">Saved games</h2>
      {problem && <p className="save-problem" role="alert">{problem}</p>}
      {warning && <p className="save-problem" role="alert">{warning}</p>}
      {message && <p className="save-message" role="status">{message}</p>}
      {aside.length > 0 && (
        <div className="set-aside" role="alert">
          <h3>Saves that could not be read</h3>
          <p>They were set aside so that every other save still loads.</p>
          <ul>
            {aside.map((a) => (
              <li key={a.key}>
                <span className="set-aside-what">{a.what === 'deck' ? 'A saved deck' : 'A saved game'}</span>: {a.message}{' '}
                <button type="button" onClick={() => { saves.dismissSetAside(a.key); refresh(); }}>Dismiss</button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {games.length === 0 ? <p className="muted">No saved games on this device yet. Games are saved after every action.</p> : (
        <ul className="saved-game-list">
          {games.map((g) => (
            <li key={g.id} className="saved-game">
              <div>
                <strong className="saved-game-label">{g.label}</strong>
                <div className="muted">{g.deckNames[0]} (P1) vs {g.deckNames[1]} (P2) · {state(g)} · {g.actionCount} actions · saved {when(g.savedAt)}</div>
              </div>
              <div className="saved-game-buttons">
                <button type="button" className="primary" onClick={() => resume(g.id)} aria-label={`${g.winner === null ? 'Resume' : 'View'} ${g.label}`}>{g.winner === null ? 'Resume' : 'View'}</button>
                <button type="button" onClick={() => exportGame(g.id)} aria-label={`Export ${g.label}`}>Export</button>
                <button type="button" onClick={() => remove(g)} aria-label={`Delete ${g.label}`}>Delete</button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <label className="file-button">Import a saved game… <input type="file" accept=".json,application/json" onChange={importFile} /></label>
      {health && (
        <div className="storage-health" aria-label="Storage on this device">
          {healthLines(health, used).map((line) => <p key={line} className="muted">{line}</p>)}
        </div>
      )}
    </section>
  );
}
