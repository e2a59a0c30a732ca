// Refusals: the rule an action breaks and why, in plain language. Listing the legal actions only
// asks whether each candidate is refused, so while it runs a reason given as a function is not
// worded (the rule still is).
import type { Refusal } from '../types';

let wording = true;

/** Answers fn with the reasons of refusals left unworded: only whether an action is refused counts. */
export function unworded<T>(fn: () => T): T {
  const before = wording;
  wording = false;
  try {
    return fn();
  } finally {
    wording = before;
  }
}

export function refuse(rule: string, reason: string | (() => string)): Refusal {
  return { rule, reason: typeof reason === 'string' ? reason : wording ? reason() : '' };
}
