// Quay Navigator (erratum, CARD-21, EX-RUL-05): Piloting 1; returning it to its owner's used
// pile cancels a pending drain at a related location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Position } from '../kit/position';

// P2 controls Testland/Middle (related to the Navigator's Testland/North) and Farland/Outpost.
const setup = (more: Position = {}) => game({
  phase: 'control', turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [['Quay Navigator'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Plain Capital', name: 'cap' }], []] }],
  ...more,
});
/** P2 drains and passes: P1 may respond to the pending drain. */
const drained = (at: string) => setup().drain(at, P2).pass(P2);
const cancel = (drain: string) => ({ ability: 1, targets: [drain] });

describe('1U252 Quay Navigator', () => {
  it('1U252 Quay Navigator: the opponent drains 2 at a related site: the Navigator goes on top of the used pile and the drain is canceled', () => {
    const g = drained('middle');
    g.use('Quay Navigator', cancel(g.stackItem())).resolve()
      .expectCard('Quay Navigator', { zone: 'used' }).expectOnTop(P1, 'used', 'Quay Navigator')
      .expectPiles(P1, { lost: 0, reserve: 6 }).expectStack(0).expectLog('A pending drain is canceled');
  });
  it('1U252 Quay Navigator: without it the same drain costs P1 2 (the comparison)', () => {
    drained('middle').pass(P1).lose('reserve').lose('reserve').expectPiles(P1, { lost: 2 });
  });
  it('1U252 Quay Navigator: a drain at an unrelated site can\'t be targeted (R-TGT-04); nor used with no drain pending', () => {
    const g = drained('far');
    g.refuses('R-TGT-04').use('Quay Navigator', cancel(g.stackItem()));
    setup({ phase: 'deploy', turnPlayer: P1 }).refuses('R-TGT-04').use('Quay Navigator', { ability: 1 });
  });
  it('1U252 Quay Navigator: Piloting 1: aboard a capital (4/2) the ship is 5/3', () => {
    setup({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Capital', name: 'cap', beneath: ['Quay Navigator'] }], []] },
      { card: 'Testland/North', controller: P1 }] }).expectCard('cap', { power: 5, tactics: 3 });
  });
});
