// Type II Fighter: power +2 and defense +2 while at a sector with no support icons.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

const at = (sector: string) => game({ row: [{ card: sector, controller: 0, cards: [[{ card: '1C292', name: 'fighter' }], []] }] });

describe('1C292 Type II Fighter', () => {
  it('1C292 Type II Fighter: at a sector without support icons: power 4, defense 5', () => {
    play({ ...at(T.orbit), expect: { cards: { '@fighter': { power: 4, tactics: 1, defense: 5 } } } });
  });
  it('1C292 Type II Fighter: at a sector with support icons (on any side): printed 2 and 3', () => {
    play({ ...at(T.quaySector), expect: { cards: { '@fighter': { power: 2, defense: 3 } } } });
    play({ ...game({ row: [{ card: T.quaySector, controller: 1, cards: [[{ card: '1C292', name: 'fighter' }], []] }] }),
      expect: { cards: { '@fighter': { power: 2 } } } });
  });
});
