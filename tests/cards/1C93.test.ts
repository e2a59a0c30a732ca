// Resource Technician (EX-RUL-15): 2 more energy while at a site with no support icons on your side.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

describe('1C93 Resource Technician', () => {
  it('1C93 Resource Technician: at a site with no support icon on your side the activation maximum is 1 + 2 icons + 2 = 5', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.north, controller: 0, cards: [['1C93'], []] }],
      actions: [{ type: 'activate', seat: 0, amount: 5 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { activationMax: { 0: 5, 1: 3 }, piles: { 0: { active: 11, reserve: 1 } } },
    }));
  });
  it('1C93 Resource Technician: nothing at a site whose support icons face you (1 + 2 = 3), so 4 is refused', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.gongenSite, controller: 0, cards: [['1C93'], []] }],
      actions: [{ type: 'activate', seat: 0, amount: 4, refused: 'R-ACT-02' }],
      expect: { activationMax: { 0: 3 } },
    }));
  });
  it('1C93 Resource Technician: an opponent-side support icon does not stop it (their icons are not on your side)', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.gongenSite, controller: 1, cards: [['1C93'], []] }],
      expect: { activationMax: { 0: 5 } },
    }));
  });
  it('1C93 Resource Technician: aboard a ship at a sector it is not at a site and adds nothing', () => {
    play(game({
      phase: 'activate',
      row: [{ card: T.orbit, controller: 0, cards: [[{ card: T.capital, beneath: ['1C93'] }], []] }],
      expect: { activationMax: { 0: 3 } },
    }));
  });
});
