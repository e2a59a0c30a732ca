// Numbers that abilities read (R-EFF-06: read when they apply), each by its word
// (words/amounts.ts). A plain number is itself. Destiny amounts are read through effects.ts.
import type { GameState } from '../types';
import type { AmountWord } from './define';
import { AMOUNTS, keyedWord } from './registry';
import type { Ctx } from './select';
import type { Amount } from './vocabulary';

type Keyed = Exclude<Amount, number>;

/** The word of an amount that is not a plain number. */
export function amountWord(a: Keyed): AmountWord<string, never, Keyed> {
  const w = keyedWord(AMOUNTS, a);
  if (!w) throw new Error(`Not an amount: ${Object.keys(a).join(', ')}`);
  return w as unknown as AmountWord<string, never, Keyed>;
}

/** A number that needs no card revealed. */
export function amountNow(s: GameState, ctx: Ctx, a: Amount): number {
  return typeof a === 'number' ? a : amountWord(a).value(s, ctx, a);
}
