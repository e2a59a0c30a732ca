// Grid Tactician: you generate 1 more energy at its location.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

describe('1C70 Grid Tactician', () => {
  it('1C70 Grid Tactician: raises the activation maximum by 1 (2 icons + 1 + 1 = 4) and activating 4 is legal', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.north, name: 'site', controller: 0, cards: [['1C70'], []] }],
      actions: [{ type: 'activate', seat: 0, amount: 4 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { activationMax: { 0: 4, 1: 3 }, piles: { 0: { active: 10, reserve: 2 } } },
    }));
  });
  it('1C70 Grid Tactician: two of them add 2; the opponent gains nothing; 5 is still too many for one', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.north, name: 'site', controller: 0, cards: [['1C70', '1C70'], []] }],
      expect: { activationMax: { 0: 5, 1: 3 } },
    }));
    play(game({
      phase: 'activate',
      row: [{ card: T.north, name: 'site', controller: 0, cards: [['1C70'], []] }],
      actions: [{ type: 'activate', seat: 0, amount: 5, refused: 'R-ACT-02' }],
      expect: { activationMax: { 0: 4 } },
    }));
  });
  it('1C70 Grid Tactician: once it leaves play the extra energy is gone', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.north, name: 'site', controller: 0, cards: [[], []] }],
      players: [{ used: ['1C70'] }, {}],
      expect: { activationMax: { 0: 3 } },
    }));
  });
});
