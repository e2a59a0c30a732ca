// Conditions on the battle and on the units facing each other at the source's location.
import { forcesAt } from '../../../derive/locations';
import { stat } from '../../../derive/stats';
import { other } from '../../../state';
import type { BattleStep, CardId, GameState, Seat } from '../../../types';
import { condition, READ } from '../../define';
import { flag, oneOf, SIDE } from '../../schema';
import { hereOf } from '../../select';

/** The highest tactics among a player's units at a location (-1 with none). */
function topTactics(s: GameState, loc: CardId, seat: Seat): number {
  let best = -1;
  for (const c of forcesAt(s, loc, seat)) best = Math.max(best, stat(s, c, 'tactics').value);
  return best;
}
const totalTactics = (s: GameState, loc: CardId, seat: Seat): number => forcesAt(s, loc, seat).reduce((n, c) => n + stat(s, c, 'tactics').value, 0);

/** The reader's highest-tactics unit here beats the opponent's (CGC Grunt erratum). */
export const higherTacticsUnitHere = condition('higherTacticsUnitHere', { higherTacticsUnitHere: flag }, {
  holds: (s, ctx): boolean => { const h = hereOf(s, ctx); return h !== undefined && topTactics(s, h, ctx.seat) > topTactics(s, h, other(ctx.seat)); },
});
export const higherTotalTacticsHere = condition('higherTotalTacticsHere', { higherTotalTacticsHere: flag }, {
  holds: (s, ctx): boolean => { const h = hereOf(s, ctx); return h !== undefined && totalTactics(s, h, ctx.seat) > totalTactics(s, h, other(ctx.seat)); },
});
const ORDER: BattleStep[] = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'];
/** A battle is in progress and has gone past this step. */
export const battleAfter = condition('battleAfter', { battleAfter: oneOf('destiny', 'attrition', 'power') }, {
  reads: READ.battle,
  holds: (s, _ctx, c): boolean => s.battle !== null && ORDER.indexOf(s.battle.step) > ORDER.indexOf(c.battleAfter),
});
/** After the attrition step, that side still had attrition it did not satisfy. */
export const attritionRemaining = condition('attritionRemaining', { attritionRemaining: oneOf(...SIDE) }, {
  reads: READ.battle,
  holds: (s, ctx, c): boolean => {
    const b = s.battle;
    const seat = c.attritionRemaining === 'you' ? ctx.seat : other(ctx.seat);
    if (!b?.attritionAgainst) return false;
    let left = b.attritionAgainst[seat];
    for (const id of forcesAt(s, b.location, seat)) if (s.table[id].damaged) left -= stat(s, id, 'defense').value;
    return left > 0;
  },
});
