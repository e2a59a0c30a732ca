// Applying an action on a copy, replaying a game, and a state's hash.
import { check } from './legal';
import { perform } from './flow';
import type { ApplyResult, XAction, XEvent, XState } from './types';

/** Applies an action to a copy: the new state and what happened, or a refusal naming the rule. */
export function apply(s: XState, action: XAction): ApplyResult {
  const refusal = check(s, action);
  if (refusal) return { ok: false, refusal };
  const next = copy(s);
  const events: XEvent[] = [];
  perform(next, action, events);
  return { ok: true, state: next, events };
}

/** A copy sharing nothing the actions change: piles, counters, melds (contests are replaced whole). */
function copy(s: XState): XState {
  const side = (x: XState['sides'][0]) => ({
    deck: [...x.deck], hand: [...x.hand], play: [...x.play], discard: [...x.discard], base: [...x.base],
  });
  return {
    ...s,
    sides: [side(s.sides[0]), side(s.sides[1])],
    spent: { ...s.spent },
    searches: [...s.searches],
    trashes: [...s.trashes],
    boosts: { ...s.boosts },
    melds: [[...s.melds[0]], [...s.melds[1]]],
  };
}

/** Replays actions from a start; the first refused action stops it. */
export function replay(start: XState, actions: readonly XAction[]): { state: XState; refusedAt: number | null } {
  let s = start;
  for (let i = 0; i < actions.length; i++) {
    const r = apply(s, actions[i]);
    if (!r.ok) return { state: s, refusedAt: i };
    s = r.state;
  }
  return { state: s, refusedAt: null };
}

/** A short hash of a state, to compare replays (FNV-1a over its JSON). */
export function stateHash(s: XState): string {
  const text = JSON.stringify(s);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}
