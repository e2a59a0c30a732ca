// Zocho Fighter: +1 power with two or more other Gongen fighters of yours at its sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (mine: string[], theirs: string[] = []) => game({
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Zocho Fighter', ...mine], theirs] }],
});

describe('1C110 Zocho Fighter', () => {
  it('1C110 Zocho Fighter: with two other Gongen fighters here its power is 2 + 1 = 3', () => {
    at(['Jikoku Fighter', 'Tamon Fighter']).expectCard('Zocho Fighter', { power: 3, defense: 4 });
  });
  it('1C110 Zocho Fighter: a Gongen capital ship is no fighter, so power stays 2', () => {
    at(['Jikoku Fighter', 'Zocho']).expectCard('Zocho Fighter', { power: 2 });
  });
  it('1C110 Zocho Fighter: the opponent\'s Gongen fighters do not count', () => {
    at(['Jikoku Fighter'], ['Jikoku Fighter', 'Jikoku Fighter']).expectCard('Zocho Fighter', { power: 2 });
  });
});
