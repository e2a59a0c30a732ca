// Irama-Vishal: immune to attrition while you have no support icon at its location.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (loc: string) => game({
  phase: 'battle',
  row: [{ card: loc, name: 'here', controller: P1, cards: [['Irama-Vishal'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2', destiny: [0, 3] },
});

describe('1C188 Irama-Vishal', () => {
  it('1C188 Irama-Vishal: at a site with no support icon on your side, attrition 3 may be ignored (R-BSTEP-14)', () => {
    sc('Testland/North').toStep('attrition').ignoreAttrition()
      .expectCard('Irama-Vishal', { damaged: false }).expectBattle({ step: 'window3' });
  });
  it('1C188 Irama-Vishal: at a site with a Shi icon on your side it must be damaged', () => {
    sc('Shiland/Keep').toStep('window3').expectCard('Irama-Vishal', { damaged: true });
  });
});
