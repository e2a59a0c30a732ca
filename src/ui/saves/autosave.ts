// Games that are never lost: the game in progress is saved after every action (once the table
// shows it), and resumed when the app opens again, behind the hand-over screen so no hidden card
// shows before a player takes the screen.
import { create } from 'zustand';
import { actor } from '../../engine';
import type { Action, GameState } from '../../engine';
import { makeSave, makeXcomSave } from '../../persist';
import type { AnyLoaded, AnySave } from '../../persist';
import { useTable } from '../store';
import { useXcom } from '../xcom/store';
import type { StartParams } from '../store';
import { afterPaint } from '../afterPaint';
import { newId, nowIso, saves, storageAvailable } from './device';
import { askToKeep, fullnessWarning } from './storageHealth';

interface SaveStatus {
  /** The id the game on the table is saved under. */
  id: string | null;
  /** Why the last save failed, shown until a save succeeds. */
  problem: string | null;
  /** Saves fill most of their space: shown before writes start failing. */
  warning: string | null;
}

export const useSaveStatus = create<SaveStatus>()(() => ({
  id: null,
  problem: storageAvailable ? null : 'This browser refuses to store data for the app: games will not be kept after the page closes.',
  warning: null,
}));

/** Saved games kept on the device; the oldest go when a new game starts. */
const KEEP_GAMES = 40;
/** How often (in saves) the space used is measured again; every save once a warning is up. */
const MEASURE_EVERY = 20;
let writes = 0;

function write(start: StartParams, actions: Action[], game: GameState | null): void {
  keep((id) => makeSave({ id, savedAt: nowIso(), start, actions, deckNames: start.deckNames }), game !== null && game.winner === null);
}

/** Saves the game on the table, made by `make` under its id; `going`: not finished yet. */
function keep(make: (id: string) => AnySave, going: boolean): void {
  let { id } = useSaveStatus.getState();
  if (!id) {
    id = newId();
    saves.pruneGames(KEEP_GAMES - 1);
    // A game worth keeping: ask the browser to keep this app's data (granted or not, once).
    void askToKeep();
  }
  const w = saves.putGame(make(id));
  // A finished game stays in the list but is not resumed on opening the app.
  saves.setCurrentGame(going ? id : null);
  const status = useSaveStatus.getState();
  const measure = writes++ % MEASURE_EVERY === 0 || status.warning !== null || !w.ok;
  useSaveStatus.setState({
    id,
    problem: w.ok ? (storageAvailable ? null : status.problem) : w.message,
    warning: measure ? fullnessWarning(saves.usedChars()) : status.warning,
  });
}

/** The save waiting for the frame that shows its action: writing it (the text, its read-back, the
 * store) before then would hold the table back. It is written at once when the page is hidden or
 * closed, before another game starts, and before the saved games are read. */
let due: (() => void) | null = null;

function afterNextFrame(save: () => void): void {
  const waiting = due !== null;
  due = save;
  if (!waiting) afterPaint(flushAutosave);
}

/** Writes the save still waiting for its frame, if any. */
export function flushAutosave(): void {
  const save = due;
  due = null;
  save?.();
}

let started = false;
/** Set while a loaded game is put on the table: it is already saved. */
let resuming = false;

/** Saves the table's game after every change of its actions; idempotent. */
export function startAutosave(): void {
  if (started) return;
  started = true;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushAutosave);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flushAutosave(); });
  }
  useTable.subscribe((s, prev) => {
    if (resuming) return;
    if (s.start !== prev.start) {
      flushAutosave();
      // A new game (or the table left): a new save from now on.
      useSaveStatus.setState({ id: null });
      if (!s.start) saves.setCurrentGame(null);
    }
    // A game from a written position (a lesson, a puzzle) is not kept: a save replays a new game.
    const { start, actions, game } = s;
    if (start && !start.position && (actions !== prev.actions || start !== prev.start)) afterNextFrame(() => write(start, actions, game));
  });
  useXcom.subscribe(({ match: m }, { match: before }) => {
    if (resuming) return;
    if (m?.start !== before?.start) {
      flushAutosave();
      useSaveStatus.setState({ id: null });
      if (!m) saves.setCurrentGame(null);
    }
    // A lesson's or a puzzle's game is not kept, as WARS's are not.
    if (m && !m.start.lesson && !m.start.puzzle && (m.actions !== before?.actions || m.start !== before?.start)) {
      const going = m.game.winner === null;
      afterNextFrame(() => keep((id) => makeXcomSave({ id, savedAt: nowIso(), seed: m.start.seed, opponent: m.start.opponent, actions: m.actions }), going));
    }
  });
}

/** Puts a loaded game on the table as it was, the screen handed over to whoever acts next. */
export function resumeGame(loaded: AnyLoaded): void {
  flushAutosave();
  useSaveStatus.setState({ id: loaded.save.id });
  resuming = true;
  try {
    // Loading replayed these same actions already, so every one applies; the game is saved.
    if (loaded.game === 'xcom') useXcom.getState().resume(loaded.save.start, loaded.save.actions);
    else useTable.getState().resumeGame({ ...loaded.save.start, deckNames: loaded.save.deckNames }, loaded.save.actions);
  } finally {
    resuming = false;
  }
  const going = loaded.game === 'xcom' ? useXcom.getState().match?.game.winner === null : (() => {
    const { game } = useTable.getState();
    return game !== null && actor(game) !== null;
  })();
  saves.setCurrentGame(going ? loaded.save.id : null);
}

/** The game in progress when the app last closed, resumed; or the reason it could not be. */
export function resumeCurrentGame(): string | null {
  const id = saves.currentGame();
  if (!id) return null;
  const r = saves.loadGame(id);
  if (!r.ok) return `The game in progress could not be resumed: ${r.error.message}`;
  resumeGame(r.value);
  return null;
}
