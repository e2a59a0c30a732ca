// Infantry Officer: +2 power when a character of yours at its site has tactics above 2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (mine: string[], theirs: string[] = []) => game({
  row: [{ card: 'Testland/North', controller: P1, cards: [['Infantry Officer', ...mine], theirs] }],
});

describe('1C32 Infantry Officer', () => {
  it('1C32 Infantry Officer: power 3 beside your character with tactics 4', () => {
    at(['Plain Officer']).expectCard('Infantry Officer', { power: 3, tactics: 2, defense: 4 });
  });
  it("1C32 Infantry Officer: power 1 beside tactics 2 only, or with only the opponent's tactics-4 character there", () => {
    at(['Plain Trooper']).expectCard('Infantry Officer', { power: 1 });
    at([], ['Plain Officer']).expectCard('Infantry Officer', { power: 1 });
  });
});
