// The escape hatch: effects that the vocabulary cannot say yet, one small named function each.
// Every entry here is a candidate for a new verb once a second card needs it.
import type { Game } from '../state';
import type { EffectContext, Step } from '../types';

export const CUSTOM_EFFECTS: Record<string, (g: Game, ctx: EffectContext) => Step[]> = {};
