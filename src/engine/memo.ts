// Derived values are recomputed from the table whenever asked (never stored in the state).
// While a read-only question is being answered about one state object (listing legal
// actions, checking one), they are remembered for that object only; a state being changed
// is never memoised, so nothing stale can be read.
import type { GameState } from './types';

let scope: GameState | null = null;
let cache = new Map<string, unknown>();

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

/** A derived value, remembered while inside readOnly() for this very state object. */
export function memo<T>(s: GameState, key: string, compute: () => T): T {
  if (s !== scope) return compute();
  if (cache.has(key)) return cache.get(key) as T;
  const v = compute();
  cache.set(key, v);
  return v;
}
