// Jikoku Fighter: +2 defense with two or more other Gongen fighters of yours at its sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (mine: string[], theirs: string[] = []) => game({
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Jikoku Fighter', ...mine], theirs] }],
});

describe('1C80 Jikoku Fighter', () => {
  it('1C80 Jikoku Fighter: with two other Gongen fighters here its defense is 4 + 2 = 6', () => {
    at(['Zocho Fighter', 'Tamon Fighter']).expectCard('Jikoku Fighter', { defense: 6, power: 2 });
  });
  it('1C80 Jikoku Fighter: one other Gongen fighter, or non-Gongen fighters, leave it at 4', () => {
    at(['Zocho Fighter', 'Plain Fighter']).expectCard('Jikoku Fighter', { defense: 4 });
  });
  it('1C80 Jikoku Fighter: the opponent\'s Gongen fighters do not count', () => {
    at(['Zocho Fighter'], ['Zocho Fighter', 'Zocho Fighter']).expectCard('Jikoku Fighter', { defense: 4 });
  });
});
