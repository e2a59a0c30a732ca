// Shikami: Size 3; +2 power while you have at least two other Gongen units at its location.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (mine: string[], theirs: string[] = []) => game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Shikami', ...mine], theirs] }] });

describe('1R98 Shikami', () => {
  it('1R98 Shikami: beside two Gongen monks of yours the 7-power NoBot has power 9', () => {
    at(['Plain Gongen Monk', 'Plain Gongen Monk']).expectCard('Shikami', { power: 9 });
  });
  it("1R98 Shikami: one Gongen monk, plus a trooper and the opponent's monks, is not enough", () => {
    at(['Plain Gongen Monk', 'Plain Trooper'], ['Plain Gongen Monk', 'Plain Gongen Monk']).expectCard('Shikami', { power: 7 });
  });
});
