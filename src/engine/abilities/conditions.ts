// Conditions ("as long as", "only during", "if"): each is read by its word (words/conditions/).
import type { Game } from '../state';
import type { EffectContext, GameState } from '../types';
import type { ConditionWord } from './define';
import { CONDITIONS, keyedWord } from './registry';
import type { Ctx } from './select';
import type { Comparison, Condition } from './vocabulary';

export function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '>': return a > b;
    case '<': return a < b;
    case '>=': return a >= b;
    case '<=': return a <= b;
    case '=': return a === b;
  }
}

/** Within bounds; with none given, "at least one". */
export function within(n: number, c: { atLeast?: number; atMost?: number; exactly?: number }): boolean {
  if (c.exactly !== undefined && n !== c.exactly) return false;
  if (c.atLeast !== undefined && n < c.atLeast) return false;
  if (c.atMost !== undefined && n > c.atMost) return false;
  return c.atLeast !== undefined || c.atMost !== undefined || c.exactly !== undefined || n > 0;
}

/** The word of a condition: the one key of it that names a condition word. */
export function conditionWord(c: Condition): ConditionWord<string, never, Condition> {
  const w = keyedWord(CONDITIONS, c);
  if (!w) throw new Error(`Not a condition: ${Object.keys(c).join(', ')}`);
  return w as unknown as ConditionWord<string, never, Condition>;
}

export function holds(s: GameState, ctx: Ctx, c: Condition): boolean {
  return conditionWord(c).holds(s, ctx, c);
}

/** A condition as an effect reads it: a comparison in it may reveal destiny. */
export function holdsFor(g: Game, ctx: EffectContext, c: Condition): boolean {
  const w = conditionWord(c);
  return w.holdsFor ? w.holdsFor(g, ctx, c) : w.holds(g.s, ctx, c);
}
