// Vatarva-Sudeva: attrition can touch neither this ship nor anything riding in it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const battle = (others: Entry[] = []) => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Vatarva-Sudeva', beneath: ['Plain Pilot'] }, ...others], ['Plain Fighter']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window2', destiny: [0, 9] },
}).toStep('attrition');

describe('1R214 Vatarva-Sudeva', () => {
  it('1R214 Vatarva-Sudeva: the ship and its pilot are immune: the attrition may be ignored at once (R-BSTEP-14)', () => {
    battle().ignoreAttrition().expectCard('Vatarva-Sudeva', { damaged: false }).expectCard('Plain Pilot', { damaged: false });
  });
  it('1R214 Vatarva-Sudeva: another ship of yours here is not immune: it takes the attrition first (R-BSTEP-13)', () => {
    battle([{ card: 'Plain Fighter', name: 'other' }]).expectCard('other', { damaged: true }).ignoreAttrition().expectCard('Vatarva-Sudeva', { damaged: false });
  });
});
