// Changes to what a player may do in the turn: movement actions outside the move phase.
import { change } from '../../define';
import { flag } from '../../schema';

/** Its controller may perform movement actions as if it were their move phase, during their own
 * turn (Simple Wager); Transport does not work with them (R-MOVE-12). Read by rules/phaseActions.ts. */
export const movementsAsInMovePhase = change('movementsAsInMovePhase', { movementsAsInMovePhase: flag }, {
  text: (): string => 'you may take movement actions as though it were your move phase (without Transport)',
});
