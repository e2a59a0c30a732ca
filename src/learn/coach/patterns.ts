// Actions described loosely, as lessons and puzzles write them: the engine's own action shape with
// cards named as a scenario names them ("@grunt", "row:1", a collector number), and any field left
// out matching anything. `{ type: 'play', card: '@grunt' }` is "play the grunt, anywhere".
import type { Action } from '../../engine';
import { resolveAction } from '../../scenario/load';
import type { Loaded } from '../../scenario/load';

export interface ActionPattern {
  type: Action['type'];
  [field: string]: unknown;
}

/** A pattern with its card names turned into the position's card ids. */
export type ResolvedPattern = Record<string, unknown>;

export function resolvePattern(l: Loaded, p: ActionPattern, where: string): ResolvedPattern {
  return resolveAction(l, p, where) as unknown as ResolvedPattern;
}

/** Whether `value` agrees with every field the pattern gives (objects field by field, lists item
 * by item). */
function agrees(want: unknown, value: unknown): boolean {
  if (Array.isArray(want)) return Array.isArray(value) && value.length === want.length && want.every((w, i) => agrees(w, value[i]));
  if (typeof want === 'object' && want !== null) {
    if (typeof value !== 'object' || value === null) return false;
    return Object.entries(want).every(([k, w]) => agrees(w, (value as Record<string, unknown>)[k]));
  }
  return want === value;
}

export function matches(p: ResolvedPattern, a: Action): boolean {
  return agrees(p, a);
}

/** A stable name for an action, the same wherever the table offers it (a button's data-action). */
export function actionKey(a: { type: string }): string {
  const sorted = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(sorted);
    if (typeof x !== 'object' || x === null) return x;
    return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sorted((x as Record<string, unknown>)[k])]));
  };
  return JSON.stringify(sorted(a));
}
