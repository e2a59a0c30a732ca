// Infantry Officer: +2 power when a character of yours at its site has tactics above 2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

const at = (loc: string, mine: string[], theirs: string[] = []) => game({
  row: [{ card: loc, controller: 0, cards: [[{ card: '1C32', name: 'io' }, ...mine], theirs] }],
});

describe('1C32 Infantry Officer', () => {
  it('1C32 Infantry Officer: power 3 beside your character with tactics 4', () => {
    play({ ...at(L.north, [L.officer]), expect: { cards: { '@io': { power: 3, tactics: 2, defense: 4 } } } });
  });
  it("1C32 Infantry Officer: power 1 beside tactics 2 only, or with only the opponent's tactics-4 character there", () => {
    play({ ...at(L.north, [L.trooper]), expect: { cards: { '@io': { power: 1 } } } });
    play({ ...at(L.north, [], [L.officer]), expect: { cards: { '@io': { power: 1 } } } });
  });
});
