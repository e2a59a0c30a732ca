// Anant Attendant: while it is damaged at a site, your units there are immune to attrition.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (damaged: boolean) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Anant Attendant', damaged }, { card: 'Plain Trooper', name: 'mine' }], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 9] },
}).toStep('attrition');

describe('1C167 Anant Attendant', () => {
  it('1C167 Anant Attendant: damaged, it makes your units here immune: the attrition may be ignored (R-BSTEP-14)', () => {
    battle(true).ignoreAttrition().expectCard('mine', { damaged: false });
  });
  it('1C167 Anant Attendant: undamaged, it protects nobody (R-BSTEP-13)', () => {
    battle(false).refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition');
  });
});
