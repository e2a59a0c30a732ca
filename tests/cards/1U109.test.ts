// Zocho: Transport 4; +1 power per other ship of yours at its sector.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

describe('1U109 Zocho', () => {
  it('1U109 Zocho: with two other ships of yours here its power is 4 + 2 = 6; the opponent\'s ships add nothing', () => {
    play(game({
      row: [{ card: T.orbit, controller: 0, cards: [[{ card: '1U109', name: 'zocho' }, T.fighter, T.capital], [T.capital, T.capital]] }],
      expect: { cards: { '@zocho': { power: 6, tactics: 3, defense: 5 } } },
    }));
  });
  it('1U109 Zocho: alone it has its printed power 4, and it carries a fighter when it moves (Transport)', () => {
    play(game({
      phase: 'move',
      row: [
        { card: T.orbit, name: 'from', controller: 0, cards: [[{ card: '1U109', name: 'zocho' }, { card: T.fighter, name: 'f' }], []] },
        { card: T.farSector, name: 'to', controller: 0, cards: [[], [T.capital]] },
      ],
      actions: [{ type: 'move', seat: 0, card: '@zocho', to: '@to', transport: ['@f'] }, ...passes()],
      expect: { cards: { '@zocho': { at: '@to', power: 5 }, '@f': { at: '@to' } } },
    }));
  });
});
