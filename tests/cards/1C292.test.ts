// Type II Fighter: power +2 and defense +2 while at a sector with no support icons.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Seat } from '../../src/engine';

const at = (sector: string, controller: Seat = P1) => game({ row: [{ card: sector, controller, cards: [['Type II Fighter'], []] }] });

describe('1C292 Type II Fighter', () => {
  it('1C292 Type II Fighter: at a sector without support icons: power 4, defense 5', () => {
    at('Testland/Orbit').expectCard('Type II Fighter', { power: 4, tactics: 1, defense: 5 });
  });
  it('1C292 Type II Fighter: at a sector with support icons (on any side): printed 2 and 3', () => {
    at('Quayland/Orbit').expectCard('Type II Fighter', { power: 2, defense: 3 });
    at('Quayland/Orbit', P2).expectCard('Type II Fighter', { power: 2 });
  });
});
