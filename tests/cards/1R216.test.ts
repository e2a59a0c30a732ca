// Vishal Quarrel: while it is your only ship at its location it has +3 tactics and +3 defense.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (mine: string[], theirs: string[] = []) => game({
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Vishal Quarrel', ...mine], theirs] }] });

describe('1R216 Vishal Quarrel', () => {
  it('1R216 Vishal Quarrel: alone it is 3/4/9; an opposing ship does not matter', () => {
    at([], ['Plain Fighter']).expectCard('Vishal Quarrel', { power: 3, tactics: 4, defense: 9 });
  });
  it('1R216 Vishal Quarrel: with another ship of yours it is 3/1/6', () => {
    at(['Plain Fighter']).expectCard('Vishal Quarrel', { power: 3, tactics: 1, defense: 6 });
  });
});
