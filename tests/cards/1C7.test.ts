// CGC Grunt (CARD-01 erratum, EX-RUL-01): +2 power and +2 defense while your highest-tactics
// unit here beats the opponent's highest-tactics unit here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

const at = (mine: string[], theirs: string[]) => game({
  phase: 'deploy',
  row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1C7', name: 'grunt' }, ...mine], theirs] }],
});

describe('1C7 CGC Grunt', () => {
  it('1C7 CGC Grunt: power 3 and defense 3 when your best tactics here (4) beats theirs (2) (EX-RUL-01)', () => {
    play({ ...at([L.officer], [L.trooper]), expect: { cards: { '@grunt': { power: 3, defense: 3, tactics: 1 } } } });
  });
  it('1C7 CGC Grunt: no bonus when the best tactics are equal (4 against 4)', () => {
    play({ ...at([L.officer], [L.officer]), expect: { cards: { '@grunt': { power: 1, defense: 1 } } } });
  });
  it('1C7 CGC Grunt: no bonus alone against nobody better (1 against 2), nor with no opposing unit compared to a higher one', () => {
    play({ ...at([], [L.trooper]), expect: { cards: { '@grunt': { power: 1, defense: 1 } } } });
  });
  it('1C7 CGC Grunt: with no opposing unit here its own tactics beat nothing, so it gets the bonus', () => {
    play({ ...at([], []), expect: { cards: { '@grunt': { power: 3, defense: 3 } } } });
  });
});
