// Gongen/Pilgrims' Haven: any player with two or more Gongen support icons activates 1 extra here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

describe('1U316 Gongen/Pilgrims\' Haven', () => {
  it('1U316 Gongen/Pilgrims\' Haven: with 1 + 2 Gongen icons you activate 1 + 1 + 2 icons + 1 = 5; the opponent without Gongen icons 1 + 1 + 2 = 4', () => {
    play(game({
      phase: 'activate',
      row: [{ card: '1U316', controller: 0 }, { card: T.gongenSite, controller: 0 }],
      expect: { activationMax: { 0: 5, 1: 4 } },
    }));
  });
  it('1U316 Gongen/Pilgrims\' Haven: one Gongen icon (its own) is not enough: 1 + 1 = 2', () => {
    play(game({ phase: 'activate', row: [{ card: '1U316', controller: 0 }], expect: { activationMax: { 0: 2 } } }));
  });
  it('1U316 Gongen/Pilgrims\' Haven: the opponent with two Gongen icons of their own also gets the extra energy', () => {
    play(game({
      phase: 'activate',
      row: [{ card: '1U316', controller: 0 }, { card: T.gongenSite, controller: 1 }],
      expect: { activationMax: { 1: 1 + 1 + 2 + 1 } },
    }));
  });
});
