// Conditions on the phase, the battle step and what has happened this turn.
import type { BattleStep } from '../../../types';
import { condition, READ } from '../../define';
import { oneOf, opt, str } from '../../schema';
import { hereOf } from '../../select';

const ORDER: BattleStep[] = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'];

const STEPS = ['destiny', 'attrition', 'power', 'loss'] as const;
const stepName = (step: (typeof STEPS)[number]): string => (step === 'destiny' ? 'battle destiny' : step);
/** During that phase (of whose turn; `any`: during that player's turn); `after`: in a battle that
 * has gone past that step; `before`: in a battle that has not reached that step yet. */
export const phase = condition('phase', {
  phase: oneOf('any', 'activate', 'control', 'deploy', 'battle', 'move', 'draw'), turn: opt(oneOf('yours', 'opponents')),
  after: opt(oneOf(...STEPS)), before: opt(oneOf(...STEPS)),
}, {
  text: (c): string => `it is ${c.turn === 'yours' ? 'your' : c.turn === 'opponents' ? "your opponent's" : 'the'} ${c.phase === 'any' ? 'turn' : `${c.phase} phase`}${
    c.after ? `, in a battle past its ${stepName(c.after)} step` : ''}${c.before ? `, in a battle before its ${stepName(c.before)} step` : ''}`,
  negated: (c, say): string => (c.after || c.before ? `it is not so that ${say.cond(c)}`
    : `it is not ${c.turn === 'yours' ? 'your' : c.turn === 'opponents' ? "your opponent's" : 'the'} ${c.phase === 'any' ? 'turn' : `${c.phase} phase`}`),
  reads: (c): number => READ.phase | (c.after || c.before ? READ.battle : 0),
  check: (c): string | null => (c.phase === 'any' && c.turn === undefined ? 'phase: any phase of whose turn?' : null),
  holds: (s, ctx, c): boolean => (c.phase === 'any' || s.phase === c.phase) && (c.turn === undefined || (c.turn === 'yours') === (s.turnPlayer === ctx.seat))
    && (c.after === undefined || (s.battle !== null && ORDER.indexOf(s.battle.step) > ORDER.indexOf(c.after)))
    && (c.before === undefined || (s.battle !== null && ORDER.indexOf(s.battle.step) < ORDER.indexOf(c.before))),
});
/** Something has happened this turn: the reader won a battle; the turn player attacked at the
 * source's location; the source was marked with `key` ({ do: 'mark' }). */
export const thisTurn = condition('thisTurn', { thisTurn: oneOf('youWonBattle', 'attackedHere', 'marked'), key: opt(str) }, {
  text: (c): string => (c.thisTurn === 'youWonBattle' ? 'you have won a battle this turn'
    : c.thisTurn === 'attackedHere' ? 'there has been an attack here this phase' : 'this card has already done so this turn'),
  negated: (c): string => (c.thisTurn === 'youWonBattle' ? 'you have not won a battle this turn'
    : c.thisTurn === 'attackedHere' ? 'there has been no attack here this phase' : 'this card has not yet done so this turn'),
  reads: READ.counters,
  holds: (s, ctx, c): boolean => {
    switch (c.thisTurn) {
      case 'youWonBattle': return s.counters.wonBattle.includes(ctx.seat);
      case 'attackedHere': { const h = hereOf(s, ctx); return h !== undefined && s.counters.attacked.includes(h); }
      case 'marked': return (s.counters.bullets[markKey(ctx.source, c.key ?? '')] ?? 0) > 0;
    }
  },
  check: (c): string | null => ((c.thisTurn === 'marked') === (c.key === undefined) ? 'key: a mark, and only a mark, names its key' : null),
});
export const markKey = (source: string, key: string): string => `${source}#mark:${key}`;
