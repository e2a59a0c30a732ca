// The computer's levels, weakest first, as the start screen offers them (kept apart from the bots
// so that the start screen loads none of them).
export const LEVELS = ['random', 'greedy', 'search'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_NAMES: Record<Level, { name: string; about: string }> = {
  random: { name: 'Beginner', about: 'plays any legal move' },
  greedy: { name: 'Steady', about: 'takes the move that looks best right now' },
  search: { name: 'Strong', about: 'plays out many possible futures before each move' },
};
