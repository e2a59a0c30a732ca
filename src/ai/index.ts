// The computer players (docs/opponent.md): pure TypeScript over the engine's index, no React, no
// DOM. They decide from an observation of one seat, never from the game itself.
import { decide } from './players';
import type { DecideInput, Decision } from './players';
import type { Level } from './levels';

export { LEVELS, LEVEL_NAMES } from './levels';
export type { Level } from './levels';
export { determinize, observe, UNSEEN } from './observe';
export type { Observation } from './observe';
export { decide } from './players';
export type { Budget, DecideInput, Decision } from './players';
export { evaluate } from './evaluate';
export { playBotGame, wilson } from './arena';
export type { BotGame, BotGameResult } from './arena';

/** Thinks in this thread (tests, the arena, a page without workers). */
export function thinkHere(level: Level, input: DecideInput): Promise<Decision> {
  return Promise.resolve(decide(level, input));
}
