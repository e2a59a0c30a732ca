// Battle numbers lock as the battle goes on (R-ABIL-09, R-BSTEP-03/09/16/21): an interrupt or
// activated ability that changes battle destiny, attrition or total power must be used in a
// window before the step that reads that number. Which words change which number is said by
// the words themselves (define.ts battleNumber); effects that happen later (a delayed trigger's)
// are not what the ability does now.
import type { BattleNumber } from '../abilities/define';
import { visit } from '../abilities/visit';
import type { Effect } from '../abilities/vocabulary';
import type { BattleStep, GameState, Refusal } from '../types';

const ORDER: BattleStep[] = ['window1', 'destiny', 'window2', 'attrition', 'window3', 'power', 'window4', 'loss', 'window5', 'end'];
const LOCKS: Record<BattleNumber, { step: BattleStep; what: string; rule: string }> = {
  destiny: { step: 'destiny', what: 'battle destiny', rule: 'R-BSTEP-03' },
  attrition: { step: 'attrition', what: 'attrition', rule: 'R-BSTEP-09' },
  power: { step: 'power', what: 'total power', rule: 'R-BSTEP-16' },
};

const numbersOf = new WeakMap<readonly Effect[], BattleNumber[]>();
/** The battle numbers a list of effects changes now, in the order they appear. */
function changedNumbers(effects: readonly Effect[]): BattleNumber[] {
  let out = numbersOf.get(effects);
  if (!out) {
    const found: BattleNumber[] = [];
    for (const e of effects) {
      visit('effect', e, (v) => {
        if (v.later) return false;
        const w = v.word as { battleNumber?: (node: unknown) => BattleNumber | undefined } | undefined;
        const n = w?.battleNumber?.(v.node);
        if (n && !found.includes(n)) found.push(n);
      });
    }
    out = found;
    numbersOf.set(effects, out);
  }
  return out;
}

export function battleLockRefusal(s: GameState, title: string, effects: readonly Effect[]): Refusal | null {
  if (!s.battle) return null;
  const now = ORDER.indexOf(s.battle.step);
  for (const n of changedNumbers(effects)) {
    const lock = LOCKS[n];
    if (now > ORDER.indexOf(lock.step)) {
      return { rule: 'R-ABIL-09', reason: `${title} changes ${lock.what}, which is fixed once that step has started (${lock.rule}).` };
    }
  }
  return null;
}
