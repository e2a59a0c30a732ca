// The puzzles, from easy to hard: each is checked on the engine by `npm run lessons`.
import { FRENZY, HAND_FOR_ENERGY, PICK_THE_BATTLE, TWO_DRAINS } from './content/easy';
import { DRAW_THE_CANCEL, EXACTLY_TWO, FIGHTER_WING, FOLLOWER_TRICK, REACH_DESTINY, SOAK_CASUALTIES, TAKE_THE_HELM, TWO_QUARRELS, YACHT_WORKS } from './content/medium';
import { DAUNTLESS, FINISH_THEM, LEADER_CHAIN, MORALE_BOOST } from './content/hard';
import type { Puzzle } from './types';

export const PUZZLES: readonly Puzzle[] = [TWO_DRAINS, PICK_THE_BATTLE, HAND_FOR_ENERGY, FRENZY,
  DRAW_THE_CANCEL, REACH_DESTINY, FIGHTER_WING, EXACTLY_TWO, TWO_QUARRELS, TAKE_THE_HELM, YACHT_WORKS, FOLLOWER_TRICK, SOAK_CASUALTIES,
  LEADER_CHAIN, MORALE_BOOST, DAUNTLESS, FINISH_THEM];

export function puzzleById(id: string): Puzzle | undefined {
  return PUZZLES.find((p) => p.id === id);
}
