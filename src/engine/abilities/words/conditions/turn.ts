// Conditions on the phase and on what has happened this turn.
import { condition, READ } from '../../define';
import { flag, oneOf, opt, str } from '../../schema';
import { hereOf } from '../../select';

export const phase = condition('phase', { phase: oneOf('activate', 'control', 'deploy', 'battle', 'move', 'draw'), turn: opt(oneOf('yours', 'opponents')) }, {
  reads: READ.phase,
  holds: (s, ctx, c): boolean => s.phase === c.phase && (c.turn === undefined || (c.turn === 'yours') === (s.turnPlayer === ctx.seat)),
});
export const wonBattleThisTurn = condition('wonBattleThisTurn', { wonBattleThisTurn: flag }, {
  reads: READ.counters,
  holds: (s, ctx): boolean => s.counters.wonBattle.includes(ctx.seat),
});
/** The turn player attacked at the source's location this phase. */
export const attackedHere = condition('attackedHere', { attackedHere: flag }, {
  reads: READ.counters,
  holds: (s, ctx): boolean => { const h = hereOf(s, ctx); return h !== undefined && s.counters.attacked.includes(h); },
});
/** The source has been marked with this key this turn ({ do: 'mark' }). */
export const marked = condition('marked', { marked: str }, {
  reads: READ.counters,
  holds: (s, ctx, c): boolean => (s.counters.bullets[`${ctx.source}#mark:${c.marked}`] ?? 0) > 0,
});
