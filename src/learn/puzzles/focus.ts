// What a puzzle is about on the table, and its goal in one line: what the solver should be able
// to see while solving (the place of the goal, the card of the second hint, every card the
// solution names), and the short goal a folded puzzle panel shows instead of the whole task.
import { defOf } from '../../engine';
import type { CardId } from '../../engine';
import type { ResolvedPattern } from '../coach/patterns';
import type { Loaded } from '../../scenario/load';
import type { Goal, Puzzle } from './types';

/** Every card id among a pattern's values (its card, where it goes, its targets...). */
function idsIn(value: unknown, isCard: (x: string) => boolean, out: Set<CardId>): void {
  if (typeof value === 'string') {
    if (isCard(value)) out.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((v) => idsIn(v, isCard, out));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((v) => idsIn(v, isCard, out));
  }
}

/** The cards the puzzle is about, as the solver sees them at its start (in play, or in the
 * solver's hand): the goal's location first, then the hinted card, then the solution's cards. */
export function focusOf(puzzle: Puzzle, { state, ref }: Loaded, solution: readonly ResolvedPattern[]): CardId[] {
  const seen = (id: string) => state.table[id] !== undefined || state.players[0].hand.includes(id);
  const out = new Set<CardId>();
  if (puzzle.goal.kind === 'winBattle' && puzzle.goal.at) out.add(ref(puzzle.goal.at, 'goal.at'));
  out.add(ref(puzzle.hints.card.card, 'hints.card'));
  idsIn(solution, seen, out);
  return [...out].filter(seen);
}

/** The goal in words ("Win the battle at Traginium Source"). */
function goalWords(goal: Goal, { state, ref }: Loaded): string {
  switch (goal.kind) {
    case 'win': return 'Win the game';
    case 'winBattle': return goal.at ? `Win the battle at ${defOf(state, ref(goal.at, 'goal.at')).title}` : 'Win a battle';
    case 'survive': return `Stay in the game${goal.energy && goal.energy > 1 ? ` with ${goal.energy} energy or more` : ''}`;
    case 'drain': return `Make your drains cost them ${goal.energy} energy`;
  }
}

/** The goal and its limit in a line: "Win the battle at Traginium Source, before your battle
 * phase ends." */
export function goalLine(puzzle: Puzzle, loaded: Loaded): string {
  return `${goalWords(puzzle.goal, loaded)}, ${puzzle.limitText}.`;
}
