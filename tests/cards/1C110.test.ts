// Zocho Fighter: +1 power with two or more other Gongen fighters of yours at its sector.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

const at = (mine: string[], theirs: string[] = []) => game({
  row: [{ card: T.orbit, controller: 0, cards: [[{ card: '1C110', name: 'zocho' }, ...mine], theirs] }],
});

describe('1C110 Zocho Fighter', () => {
  it('1C110 Zocho Fighter: with two other Gongen fighters here its power is 2 + 1 = 3', () => {
    play({ ...at(['1C80', '1C108']), expect: { cards: { '@zocho': { power: 3, defense: 4 } } } });
  });
  it('1C110 Zocho Fighter: a Gongen capital ship is no fighter, so power stays 2', () => {
    play({ ...at(['1C80', '1U109']), expect: { cards: { '@zocho': { power: 2 } } } });
  });
  it('1C110 Zocho Fighter: the opponent\'s Gongen fighters do not count', () => {
    play({ ...at(['1C80'], ['1C80', '1C80']), expect: { cards: { '@zocho': { power: 2 } } } });
  });
});
