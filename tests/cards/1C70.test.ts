// Grid Tactician: you generate 1 more energy at its location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Side } from '../kit/position';

const at = (tacticians: number, mine: Side = {}) => game({
  phase: 'activate',
  players: [mine, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [Array.from({ length: tacticians }, () => 'Grid Tactician'), []] }],
});

describe('1C70 Grid Tactician', () => {
  it('1C70 Grid Tactician: raises the activation maximum by 1 (2 icons + 1 + 1 = 4) and activating 4 is legal', () => {
    at(1).activate(4).resolve()
      .expectActivationMax(P1, 4).expectActivationMax(P2, 3).expectPiles(P1, { active: 10, reserve: 2 });
  });
  it('1C70 Grid Tactician: two of them add 2; the opponent gains nothing; 5 is still too many for one', () => {
    at(2).expectActivationMax(P1, 5).expectActivationMax(P2, 3);
    at(1).refuses('R-ACT-02').activate(5).expectActivationMax(P1, 4);
  });
  it('1C70 Grid Tactician: once it leaves play the extra energy is gone', () => {
    at(0, { used: ['Grid Tactician'] }).expectActivationMax(P1, 3);
  });
});
