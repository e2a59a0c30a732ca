// CGC Grunt (CARD-01 erratum, EX-RUL-01): +2 power and +2 defense while your highest-tactics
// unit here beats the opponent's highest-tactics unit here.
import { describe, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { def, st } from './_builders';
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
  it('CARD-01 1C7 CGC Grunt: with no opposing unit here there is no unit of theirs to beat, so no bonus (docs/rulings.md)', () => {
    play({ ...at([], []), expect: { cards: { '@grunt': { power: 1, defense: 1 } } } });
  });
  it('CARD-01 1C7 CGC Grunt: the erratum compares units; ships at the sector do not count', () => {
    // A ship with tactics 5, higher than any unit here.
    const cruiser = def('T41', 'SHIP', 'Sharp Cruiser', { labels: ['Capital'], capacity: 4, stats: st(2, 5, 4) });
    const aboard = (mine: CardEntry, theirs: CardEntry) => game({
      cards: { T41: cruiser }, phase: 'deploy',
      row: [{ card: L.orbit, name: 'orbit', controller: 0, cards: [[mine], [theirs]] }],
    });
    // Your units 1 against their 2: no bonus, though your ship has tactics 5.
    play({ ...aboard({ card: 'T41', beneath: [{ card: '1C7', name: 'grunt' }] }, { card: L.fighter, beneath: [L.trooper] }),
      expect: { cards: { '@grunt': { power: 1, defense: 1 } } } });
    // Your units 4 against their 2: the bonus, though their ship has tactics 5.
    play({ ...aboard({ card: L.capital, beneath: [{ card: '1C7', name: 'grunt' }, L.officer] }, { card: 'T41', beneath: [L.trooper] }),
      expect: { cards: { '@grunt': { power: 3, defense: 3 } } } });
  });
});
