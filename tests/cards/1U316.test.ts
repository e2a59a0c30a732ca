// Gongen/Pilgrims’ Haven: any player with two or more Gongen support icons activates 1 extra here.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const haven = 'Gongen/Pilgrims’ Haven';

describe('1U316 Gongen/Pilgrims’ Haven', () => {
  it('1U316 Gongen/Pilgrims’ Haven: with 1 + 2 Gongen icons you activate 1 + 1 + 2 icons + 1 = 5; the opponent without Gongen icons 1 + 1 + 2 = 4', () => {
    game({ phase: 'activate', row: [{ card: haven, controller: P1 }, { card: 'Gongland/Shrine', controller: P1 }] })
      .expectActivationMax(P1, 5).expectActivationMax(P2, 4);
  });
  it('1U316 Gongen/Pilgrims’ Haven: one Gongen icon (its own) is not enough: 1 + 1 = 2', () => {
    game({ phase: 'activate', row: [{ card: haven, controller: P1 }] }).expectActivationMax(P1, 2);
  });
  it('1U316 Gongen/Pilgrims’ Haven: the opponent with two Gongen icons of their own also gets the extra energy', () => {
    game({ phase: 'activate', row: [{ card: haven, controller: P1 }, { card: 'Gongland/Shrine', controller: P2 }] })
      .expectActivationMax(P2, 1 + 1 + 2 + 1);
  });
});
