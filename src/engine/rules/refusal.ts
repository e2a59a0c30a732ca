// Refusals: the rule an action breaks and why, in plain language. Listing the legal actions
// weighs many refusals and reads none of their reasons, so a reason given as a function is worded
// only when first read.
import type { Refusal } from '../types';

export function refuse(rule: string, reason: string | (() => string)): Refusal {
  if (typeof reason === 'string') return { rule, reason };
  let text: string | undefined;
  return { rule, get reason() { return (text ??= reason()); } };
}
