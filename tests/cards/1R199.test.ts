// Reconnoiterer (erratum CARD-16, EX-RUL-05): Scouting; put it on top of your used pile: cancel a target
// pending drain at an adjacent site.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const drained = (at: string) => game({
  phase: 'control', turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Reconnoiterer'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/South', name: 'south', controller: P2, cards: [[], ['Plain Trooper']] }],
}).drain(at, P2).pass(P2);

describe('1R199 Reconnoiterer', () => {
  it('1R199 Reconnoiterer: a drain at the adjacent site is canceled; it goes on top of your used pile', () => {
    const g = drained('middle');
    g.use('Reconnoiterer', { ability: 'cancel', targets: [g.stackItem()] }).resolve()
      .expectOnTop(P1, 'used', 'Reconnoiterer').expectStack(0).expectPiles(P1, { lost: 0 });
  });
  it('1R199 Reconnoiterer: a drain at a related but not adjacent site is no target (R-LOC-11, R-TGT-04)', () => {
    const g = drained('south');
    g.refuses('R-TGT-04').use('Reconnoiterer', { ability: 'cancel', targets: [g.stackItem()] });
  });
  it('1R199 Reconnoiterer: Scouting: played at a site with no energy icon on your side', () => {
    game({ phase: 'deploy', players: [{ hand: ['Reconnoiterer'] }, {}],
      row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Bareland/Waste', name: 'waste', controller: P1 }] })
      .play('Reconnoiterer', { at: 'waste' }).resolve().expectCard('Reconnoiterer', { at: 'waste' });
  });
});
