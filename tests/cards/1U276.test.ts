// Chained (erratum, CARD-23, EX-RUL-06): each time an interrupt is played, you may pay 3; if you do,
// and no card is stacked here, that interrupt is stacked here after its effects. Playing a card with
// the title of a stacked card costs its player 3 more energy, an additional cost.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

// Test Jolt and Test Shout are interrupts that draw a card, with different titles.
const sc = (stacked: string[] = [], theirActive = 6, initiative: Seat = P2) => game({
  phase: 'deploy',
  initiative,
  players: [{ assets: [{ card: 'Chained', ...(stacked.length ? { stacked } : {}) }], hand: [{ card: 'Test Jolt', name: 'myJolt' }] },
    { active: energy(theirActive), hand: [{ card: 'Test Jolt', name: 'jolt' }, { card: 'Test Jolt', name: 'jolt2' }, { card: 'Test Shout', name: 'shout' }] }],
  row: [{ card: 'Testland/North', name: 'north', controller: P1 }],
});

describe('1U276 Chained', () => {
  it('EX-RUL-06 / 1U276 Chained: the opponent plays an interrupt; Chained\'s controller pays 3; after its effects it is stacked on Chained', () => {
    sc().play('jolt').resolve().yes().resolve()
      .expectStack(0).expectCard('jolt', { zone: 'stacked' }).expectPiles(P1, { active: 3, used: 3 }).expectPiles(P2, { hand: 3, used: 0 })
      .expectLog('Test Jolt is stacked on Chained after its effects.', 'P2 draws 1 from the reserve.');
  });
  it('EX-RUL-06 / 1U276 Chained: "you may": declined, the interrupt goes to its used pile as usual', () => {
    sc().play('jolt').resolve().no().resolve().expectCard('jolt', { zone: 'used' }).expectPiles(P1, { active: 6 });
  });
  it('EX-RUL-06 / 1U276 Chained: from then on the same title costs any player 3 more (R-PLAY-04); another title does not; nothing more is offered', () => {
    sc(['Test Jolt']).play('jolt').resolve()
      .expectCard('jolt', { zone: 'used' }).expectPiles(P2, { active: 3 }).expectDecision(null).expectLog('P2 plays Test Jolt for 3 energy.');
    sc(['Test Jolt'], 2).refuses('R-PLAY-04').play('jolt').play('shout').expectPiles(P2, { active: 2 });
    sc(['Test Jolt'], 6, P1).play('myJolt').resolve().expectPiles(P1, { active: 3 }).expectCard('myJolt', { zone: 'used' });
  });
  it('EX-RUL-06 / 1U276 Chained: one card at a time: of two interrupts paid for, only the first to finish its effects is stacked, the other\'s 3 are spent for nothing', () => {
    // Jolt, its trigger, Shout, its trigger: Shout's is paid and Shout resolves first and is stacked;
    // Jolt's is paid too, but Chained already holds a card when Jolt's effects are done.
    sc().play('jolt').play('shout').resolve().yes().resolve().resolve().yes().resolve()
      .expectStack(0).expectCard('shout', { zone: 'stacked' }).expectCard('jolt', { zone: 'used' }).expectPiles(P1, { active: 0 });
  });
});
