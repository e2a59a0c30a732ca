// Komoku Interceptor: your other ships here with "Komoku" in the title are immune to attrition.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

// P1's Komoku Interceptor, a Komoku and a plain fighter fight P2's fighter; attrition 9 against P1.
const battle = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [['Komoku Interceptor', 'Komoku', { card: 'Plain Fighter', name: 'plain' }], ['Plain Fighter']] }],
  battle: { location: 'orbit', attacker: P1, step: 'window2', destiny: [0, 9] },
}).toStep('attrition');

describe('2U43 Komoku Interceptor', () => {
  it('2U43 Komoku Interceptor: the Komoku is immune; the plain fighter and the interceptor itself are not (R-BSTEP-14)', () => {
    battle().refuses('R-BSTEP-13').ignoreAttrition()
      .damage('plain').expectCard('Komoku Interceptor', { damaged: true }).ignoreAttrition()
      .expectCard('Komoku', { damaged: false }).expectCard('plain', { damaged: true });
  });
});
