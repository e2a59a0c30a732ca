// Battle numbers lock as the battle goes on (R-ABIL-09, R-BSTEP-03/09/16/21): an interrupt or
// activated ability that changes battle destiny, attrition or total power must be used in a
// window before the step that reads that number.
import type { Effect } from '../abilities/vocabulary';
import type { BattleStep, GameState, Refusal } from '../types';

const ORDER: BattleStep[] = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'];

/** The step from which an effect can no longer be used, if it changes a locked number. */
function lockedFrom(e: Effect): { step: BattleStep; what: string; rule: string } | null {
  if (e.do === 'battleDestiny') return { step: 'destiny', what: 'battle destiny', rule: 'R-BSTEP-03' };
  if (e.do === 'attrition') return { step: 'attrition', what: 'attrition', rule: 'R-BSTEP-09' };
  if (e.do === 'lasting' && 'totalPower' in e.change) return { step: 'power', what: 'total power', rule: 'R-BSTEP-16' };
  return null;
}

function walk(effects: readonly Effect[], out: Effect[]): Effect[] {
  for (const e of effects) {
    out.push(e);
    if (e.do === 'if') walk([...e.then, ...(e.else ?? [])], out);
    if (e.do === 'mayPay') walk(e.then, out);
  }
  return out;
}

export function battleLockRefusal(s: GameState, title: string, effects: readonly Effect[]): Refusal | null {
  if (!s.battle) return null;
  const now = ORDER.indexOf(s.battle.step);
  for (const e of walk(effects, [])) {
    const lock = lockedFrom(e);
    if (lock && now > ORDER.indexOf(lock.step)) {
      return { rule: 'R-ABIL-09', reason: `${title} changes ${lock.what}, which is fixed once that step has started (${lock.rule}).` };
    }
  }
  return null;
}
