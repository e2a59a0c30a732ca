// Jikoku Fighter: +2 defense with two or more other Gongen fighters of yours at its sector.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

const at = (mine: string[], theirs: string[] = []) => game({
  row: [{ card: T.orbit, controller: 0, cards: [[{ card: '1C80', name: 'jikoku' }, ...mine], theirs] }],
});

describe('1C80 Jikoku Fighter', () => {
  it('1C80 Jikoku Fighter: with two other Gongen fighters here its defense is 4 + 2 = 6', () => {
    play({ ...at(['1C110', '1C108']), expect: { cards: { '@jikoku': { defense: 6, power: 2 } } } });
  });
  it('1C80 Jikoku Fighter: one other Gongen fighter, or non-Gongen fighters, leave it at 4', () => {
    play({ ...at(['1C110', T.fighter]), expect: { cards: { '@jikoku': { defense: 4 } } } });
  });
  it('1C80 Jikoku Fighter: the opponent\'s Gongen fighters do not count', () => {
    play({ ...at(['1C110'], ['1C110', '1C110']), expect: { cards: { '@jikoku': { defense: 4 } } } });
  });
});
