// A short line of why, for the moves a learner may wonder about. It names only what both players
// see: locations and the power on the table.
import { defOf, energyIcons, seatName } from '../engine';
import type { Action, GameState } from '../engine';
import { powerAt } from './evaluate';

/** Why `action` suits its seat in `world` (a world consistent with what the seat sees; only
 * public parts of it are read), or undefined when there is nothing to say. */
export function reasonFor(world: GameState, action: Action): string | undefined {
  const other = action.seat === 0 ? 1 : 0;
  if (action.type === 'attack') {
    const [mine, theirs] = [powerAt(world, action.seat, action.location), powerAt(world, other, action.location)];
    return `attacks at ${defOf(world, action.location).title}: ${mine} power against ${theirs}`;
  }
  if (action.type === 'drain') {
    // A drain takes one energy for each icon on the other player's side (R-DRAIN-03).
    const n = energyIcons(world, action.location, other);
    return `drains at ${defOf(world, action.location).title}, which it holds: ${n} energy icon${n === 1 ? '' : 's'} on ${seatName(other)}'s side`;
  }
  return undefined;
}
