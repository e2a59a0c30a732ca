// Derived values are recomputed from the table whenever asked (never stored in the state).
// While a read-only question is being answered about one state object (listing legal
// actions, checking one), they are remembered for that object only; a state being changed
// is never memoised, so nothing stale can be read.
import type { GameState } from './types';

let scope: GameState | null = null;
let cache = new Map<string, unknown>();
/** Values of one state computed under an assumption (abilities/continuous.ts collect): they are
 * remembered apart and forgotten with it. */
const assumed = new Map<GameState, Map<string, unknown>>();

/** Answers fn for state s, remembering derived values inside it. */
export function readOnly<T>(s: GameState, fn: () => T): T {
  if (scope === s) return fn();
  const prev = scope;
  const prevCache = cache;
  scope = s;
  cache = new Map();
  try {
    return fn();
  } finally {
    scope = prev;
    cache = prevCache;
  }
}

/** Runs fn with the derived values of s remembered in a cache of its own. */
export function apart<T>(s: GameState, fn: () => T): T {
  const prev = assumed.get(s);
  assumed.set(s, new Map());
  try {
    return fn();
  } finally {
    if (prev) assumed.set(s, prev);
    else assumed.delete(s);
  }
}

/** Whether a read-only question about this very state is being answered (so it is not changing). */
export const inScope = (s: GameState): boolean => s === scope;

/** A derived value, remembered while inside readOnly() for this very state object. */
export function memo<T>(s: GameState, key: string, compute: () => T): T {
  const c = assumed.size > 0 && assumed.has(s) ? assumed.get(s)! : s === scope ? cache : null;
  if (!c) return compute();
  if (c.has(key)) return c.get(key) as T;
  const v = compute();
  c.set(key, v);
  return v;
}
