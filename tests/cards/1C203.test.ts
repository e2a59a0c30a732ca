// Seyalshi Upholder: +2 power while, over your side of all locations, your Shi support icons
// outnumber every other kind.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { depot, game, L } from './_ems';

describe('1C203 Seyalshi Upholder', () => {
  it('1C203 Seyalshi Upholder: 3 Shi icons against 0 others: power 5', () => {
    play(game({ row: [depot('Shi'), { card: L.orbit, controller: 0, cards: [[{ card: '1C203', name: 'su' }], []] }],
      expect: { cards: { '@su': { power: 5, tactics: 1, defense: 6 } } } }));
  });
  it('1C203 Seyalshi Upholder: 3 Shi against 3 Earther is not more: power 3; no icons at all: power 3', () => {
    play(game({ row: [depot('Shi'), depot('Earther'), { card: L.orbit, controller: 0, cards: [[{ card: '1C203', name: 'su' }], []] }],
      expect: { cards: { '@su': { power: 3 } } } }));
    play(game({ row: [{ card: L.orbit, controller: 0, cards: [[{ card: '1C203', name: 'su' }], []] }],
      expect: { cards: { '@su': { power: 3 } } } }));
  });
  it("1C203 Seyalshi Upholder: the opponent's Shi icons are not yours: power 3", () => {
    play(game({ row: [depot('Shi', 1), { card: L.orbit, controller: 0, cards: [[{ card: '1C203', name: 'su' }], []] }],
      expect: { cards: { '@su': { power: 3 } } } }));
  });
});
