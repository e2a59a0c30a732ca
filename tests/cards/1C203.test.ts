// Seyalshi Upholder: +2 power while, over your side of all locations, your Shi support icons
// outnumber every other kind.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Place } from '../kit/position';

const orbit: Place = { card: 'Testland/Orbit', controller: P1, cards: [['Seyalshi Upholder'], []] };

describe('1C203 Seyalshi Upholder', () => {
  it('1C203 Seyalshi Upholder: 3 Shi icons against 0 others: power 5', () => {
    game({ row: [{ card: 'Depots/Shi Depot', controller: P1 }, orbit] })
      .expectCard('Seyalshi Upholder', { power: 5, tactics: 1, defense: 6 });
  });
  it('1C203 Seyalshi Upholder: 3 Shi against 3 Earther is not more: power 3; no icons at all: power 3', () => {
    game({ row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Depots/Earther Depot', controller: P1 }, orbit] })
      .expectCard('Seyalshi Upholder', { power: 3 });
    game({ row: [orbit] }).expectCard('Seyalshi Upholder', { power: 3 });
  });
  it("1C203 Seyalshi Upholder: the opponent's Shi icons are not yours: power 3", () => {
    game({ row: [{ card: 'Depots/Shi Depot', controller: P2 }, orbit] }).expectCard('Seyalshi Upholder', { power: 3 });
  });
});
