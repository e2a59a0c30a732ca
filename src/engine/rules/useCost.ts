// What using an activated ability costs: its printed costs, and the energy cards in play add to
// them (Pompeii: "costs 3 more to use").
import type { Cost } from '../abilities/vocabulary';
import { changesOf } from '../abilities/continuous';
import { matches } from '../abilities/select';
import type { CardId, GameState, Seat } from '../types';
import { whoseCost } from './play';

/** The ability's costs, with the energy added by `costs` changes of `to: 'use'` (whose uses, of
 * which cards) added to the energy it pays; never a reduction below the printed costs. */
export function useCosts(s: GameState, seat: Seat, card: CardId, printed: readonly Cost[]): readonly Cost[] {
  let more = 0;
  for (const a of changesOf(s, 'costs')) {
    const c = a.change;
    if (c.to !== 'use' || !whoseCost(c.who, a.seat, seat) || !matches(s, { seat: a.seat, source: a.source, targets: [] }, c.of, card)) continue;
    more += c.costs;
  }
  if (more <= 0) return printed;
  // Added to the energy the ability already asks for, so that the whole is checked at once.
  const i = printed.findIndex((c) => 'pay' in c);
  if (i < 0) return [...printed, { pay: more }];
  const p = (printed[i] as Extract<Cost, { pay: unknown }>).pay;
  return printed.map((c, j) => (j === i ? { pay: typeof p === 'number' ? p + more : { sum: [p, more] } } : c));
}
