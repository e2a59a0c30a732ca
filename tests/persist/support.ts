// Helpers for the persistence tests: an in-memory Storage and a real game played from the legal
// actions.
import { apply, createGame, legalActions } from '../../src/engine';
import type { Action, GameState, NewGame } from '../../src/engine';
import { next } from '../../src/engine/rng';
import { randomDeck } from '../../src/sim/decks';
import { memoryStorage as appMemoryStorage } from '../../src/persist';
import type { AnyLoaded, LoadedGame, StorageLike } from '../../src/persist';

export interface MemoryStorage extends StorageLike {
  data: Map<string, string>;
  /** When set, setItem throws a QuotaExceededError once the total size would exceed it. */
  quota?: number;
}

/** The app's in-memory storage, with a quota that can be set. */
export function memoryStorage(): MemoryStorage {
  const s: MemoryStorage = appMemoryStorage();
  const setItem = s.setItem;
  s.setItem = (k, v) => {
    const size = [...s.data].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0) + k.length + v.length;
    if (s.quota !== undefined && size > s.quota) {
      const e = new Error('The quota has been exceeded.');
      e.name = 'QuotaExceededError';
      throw e;
    }
    setItem(k, v);
  };
  return s;
}

export function newGame(seed: number): NewGame {
  return { seed, decks: [randomDeck(seed).cards, randomDeck(seed + 1).cards], firstPlayer: 'random' };
}

/** Plays up to `steps` actions chosen by a seeded generator among the legal ones. */
export function playGame(start: NewGame, steps: number): { actions: Action[]; state: GameState } {
  let state = createGame(start);
  let rng = (start.seed ^ 0x5bd1e995) >>> 0;
  const actions: Action[] = [];
  for (let i = 0; i < steps && state.winner === null; i++) {
    const list = legalActions(state);
    if (list.length === 0) break;
    const [r, f] = next(rng);
    rng = r;
    const nonPass = list.filter((a) => a.type !== 'pass');
    const pool = nonPass.length > 0 && f < 0.8 ? nonPass : list;
    const [r2, f2] = next(rng);
    rng = r2;
    const action = pool[Math.floor(f2 * pool.length)];
    const applied = apply(state, action);
    if (!applied.ok) throw new Error(`listed action refused: ${applied.refusal.reason}`);
    state = applied.state;
    actions.push(action);
  }
  return { actions, state };
}

/** A loaded save that must be a WARS game. */
export function wars(loaded: AnyLoaded): LoadedGame {
  if (loaded.game !== 'wars') throw new Error(`expected a WARS save, got ${loaded.game}`);
  return loaded;
}
