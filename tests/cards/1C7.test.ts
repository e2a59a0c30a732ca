// CGC Grunt (CARD-01 erratum, EX-RUL-01): +2 power and +2 defense while your highest-tactics
// unit here beats the opponent's highest-tactics unit here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

const at = (mine: Entry[], theirs: Entry[]) => game({
  phase: 'deploy',
  row: [{ card: 'Testland/North', controller: P1, cards: [['CGC Grunt', ...mine], theirs] }],
});

describe('1C7 CGC Grunt', () => {
  it('1C7 CGC Grunt: power 3 and defense 3 when your best tactics here (4) beats theirs (2) (EX-RUL-01)', () => {
    at(['Plain Officer'], ['Plain Trooper']).expectCard('CGC Grunt', { power: 3, defense: 3, tactics: 1 });
  });
  it('1C7 CGC Grunt: no bonus when the best tactics are equal (4 against 4)', () => {
    at(['Plain Officer'], ['Plain Officer']).expectCard('CGC Grunt', { power: 1, defense: 1 });
  });
  it('1C7 CGC Grunt: no bonus alone against nobody better (1 against 2), nor with no opposing unit compared to a higher one', () => {
    at([], ['Plain Trooper']).expectCard('CGC Grunt', { power: 1, defense: 1 });
  });
  it('CARD-01 1C7 CGC Grunt: with no opposing unit here there is no unit of theirs to beat, so no bonus (docs/rulings.md)', () => {
    at([], []).expectCard('CGC Grunt', { power: 1, defense: 1 });
  });
  it('CARD-01 1C7 CGC Grunt: the erratum compares units; ships at the sector do not count', () => {
    const aboard = (mine: Entry, theirs: Entry) => game({
      phase: 'deploy', row: [{ card: 'Testland/Orbit', controller: P1, cards: [[mine], [theirs]] }],
    });
    // Your units 1 against their 2: no bonus, though your ship (Sharp Cruiser) has tactics 5.
    aboard({ card: 'Sharp Cruiser', beneath: ['CGC Grunt'] }, { card: 'Plain Fighter', beneath: ['Plain Trooper'] })
      .expectCard('CGC Grunt', { power: 1, defense: 1 });
    // Your units 4 against their 2: the bonus, though their ship has tactics 5.
    aboard({ card: 'Plain Capital', beneath: ['CGC Grunt', 'Plain Officer'] }, { card: 'Sharp Cruiser', beneath: ['Plain Trooper'] })
      .expectCard('CGC Grunt', { power: 3, defense: 3 });
  });
});
