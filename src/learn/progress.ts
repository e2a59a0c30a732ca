// What the player has learned on this device: the lessons finished and the puzzles solved, kept
// in the browser's storage beside the saved games. Free of the engine, so the start screen can
// read it before the rest of the app loads. Whatever is stored is read defensively: an entry that
// cannot be read counts as no progress and is rewritten on the next mark.
import { GAME_PREFIX, KEY_PREFIX, safeStorage } from '../persist/keys';
import type { StorageLike } from '../persist/keys';
import type { GameId } from '../game';

export const PROGRESS_KEY = `${KEY_PREFIX}learn`;

export interface Progress {
  /** Lesson id → when it was first finished (ISO time). */
  lessons: Record<string, string>;
  /** Puzzle id → when it was first solved. */
  puzzles: Record<string, string>;
}

const EMPTY: Progress = { lessons: {}, puzzles: {} };

const deviceStorage = (): StorageLike | null => globalThis.localStorage ?? null;

/** Only string values under string keys survive the reading. */
function stringsOf(x: unknown): Record<string, string> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return {};
  return Object.fromEntries(Object.entries(x).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

export function readProgress(storage: StorageLike | null = deviceStorage()): Progress {
  if (!storage) return EMPTY;
  const raw = safeStorage(storage).get(PROGRESS_KEY);
  if (raw === null) return EMPTY;
  try {
    const v = JSON.parse(raw) as Record<string, unknown> | null;
    return { lessons: stringsOf(v?.lessons), puzzles: stringsOf(v?.puzzles) };
  } catch {
    return EMPTY;
  }
}

/** Marks a lesson finished or a puzzle solved (the first time counts); the progress as kept. A
 * storage that refuses the write keeps nothing, and the marks last for this visit only. */
export function markDone(kind: keyof Progress, id: string, now: string, storage: StorageLike | null = deviceStorage()): Progress {
  const before = readProgress(storage);
  if (before[kind][id]) return before;
  const after: Progress = { ...before, [kind]: { ...before[kind], [id]: now } };
  if (storage) safeStorage(storage).put(PROGRESS_KEY, JSON.stringify(after));
  return after;
}

/** Every X-COM Incursion lesson and puzzle id begins so (tests/learn/progress.test.ts keeps it
 * so), and no WARS one does: the progress of both games is kept together. */
export const XCOM_PROGRESS_PREFIX = 'xcom-';

/** The game a lesson or puzzle id is of. */
export const progressGame = (id: string): GameId => (id.startsWith(XCOM_PROGRESS_PREFIX) ? 'xcom' : 'wars');

/** The game a saved entry is of: an X-COM save says so, a WARS save names no game. An entry that
 * cannot be read is nobody's. */
function savedGame(raw: string | null): GameId | null {
  try {
    const x = JSON.parse(raw ?? '') as unknown;
    if (typeof x !== 'object' || x === null) return null;
    return (x as { game?: unknown }).game === 'xcom' ? 'xcom' : 'wars';
  } catch {
    return null;
  }
}

/** Whether anybody played `game` on this device: a saved game, a lesson or a puzzle of it. The
 * start screen offers that game's "Learn to play" first to someone who never did. */
export function playedHere(storage: StorageLike | null = deviceStorage(), game: GameId = 'wars'): boolean {
  if (!storage) return false;
  const p = readProgress(storage);
  const ofGame = (ids: Record<string, string>) => Object.keys(ids).some((id) => progressGame(id) === game);
  if (ofGame(p.lessons) || ofGame(p.puzzles)) return true;
  const s = safeStorage(storage);
  return s.keys(GAME_PREFIX).some((key) => savedGame(s.get(key)) === game);
}
