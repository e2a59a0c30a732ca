// Why a card's or an ability's own condition ("play only if...", "use only during...") stops it
// now, in a player's words: the first part of the condition that does not hold (R-GEN-02). The
// words are the condition's own, from the registry (abilities/text.ts).
import { holds } from '../abilities/conditions';
import type { Ctx } from '../abilities/select';
import { sayForAbility } from '../abilities/text';
import type { Condition, TargetSpec } from '../abilities/vocabulary';
import { defOf } from '../state';
import { refuse } from './refusal';
import type { GameState, Refusal } from '../types';

/** The part of `c` that fails now, as what must be true: "you have won a battle this turn". */
export function unmetPart(s: GameState, ctx: Ctx, c: Condition, targets?: readonly TargetSpec[]): string {
  if ('all' in c) {
    const failing = c.all.find((x) => !holds(s, ctx, x));
    if (failing) return unmetPart(s, ctx, failing, targets);
  }
  return sayForAbility(defOf(s, ctx.source), targets).cond(c);
}

/** The refusal of an action whose own condition `c` does not hold (R-GEN-02), its reason made by
 * `say` from the failing part: the costliest reason there is to word, left unworded while listing. */
export function unmetRefusal(s: GameState, ctx: Ctx, c: Condition, targets: readonly TargetSpec[] | undefined, say: (part: string) => string): Refusal {
  return refuse('R-GEN-02', () => say(unmetPart(s, ctx, c, targets)));
}
