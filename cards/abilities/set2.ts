// Nowhere to Hide (set 2) abilities, by collector number.
import type { CardAbilities } from './types';

export const SET2: Record<string, CardAbilities> = {};
