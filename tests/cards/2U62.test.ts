// Careless Cat: Quickdraw 1; while she has a weapon you generate 2 more energy here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = (armed: boolean) => game({
  phase: 'activate',
  row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Careless Cat', beneath: armed ? ['Plain Rifle'] : [] }], []] }],
});

describe('2U62 Careless Cat', () => {
  it('2U62 Careless Cat: armed, the 2-icon site generates 4 (activation 1 + 4)', () => {
    sc(true).expectActivationMax(P1, 5);
  });
  it('2U62 Careless Cat: unarmed, 2 (activation 1 + 2)', () => {
    sc(false).expectActivationMax(P1, 3);
  });
});
