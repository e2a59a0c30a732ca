// Jovian Standoff: dismiss it: if its unit is at a site, a target pending drain here gets +3. When you
// reveal it for battle destiny, you lose 3 energy.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const draining = () => game({
  phase: 'control', players: [{}, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'site', controller: P2, cards: [[{ card: 'Plain Trooper', beneath: ['Jovian Standoff'] }], []] }],
}).drain('site');

describe('2R75 Jovian Standoff', () => {
  it('2R75 Jovian Standoff: dismissed, the pending drain here gets +3 (R-DRAIN-04)', () => {
    const g = draining();
    g.use('Jovian Standoff', { ability: 'boost', targets: [g.stackItem()] }).expectCard('Jovian Standoff', { zone: 'lost' }).resolve().resolve()
      .expectLog('The drain at Testland/North resolves: P2 loses 5 (R-DRAIN-03).').expectDecision('lose', P2).lose('reserve').lose('reserve').lose('reserve').lose('reserve').lose('reserve')
      .expectPiles(P2, { lost: 5 });
  });
  it('2R75 Jovian Standoff: without it the drain is 2', () => {
    draining().resolve().expectLog('The drain at Testland/North resolves: P2 loses 2 (R-DRAIN-03).').expectDecision('lose', P2).lose('reserve').lose('reserve');
  });
  it('2R75 Jovian Standoff: revealed for battle destiny it counts 7, and its player then loses 3 (R-TRIG-01)', () => {
    game({
      phase: 'battle', players: [{ reserve: ['Jovian Standoff', ...energy(5)] }, {}],
      row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Plain Officer'], ['Plain Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal().expectBattle({ destiny: [7, 0] }).toStep('window2').resolve()
      .lose('reserve').lose('reserve').lose('reserve').expectPiles(P1, { lost: 3 });
  });
});
