// Guardian-Class Carrier: Transport 4 (up to four of your fighters move with it).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const fighters = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ card: T.fighter, name }));
const setup = game({
  phase: 'move',
  row: [
    { card: T.orbit, name: 'from', controller: 0, cards: [[{ card: '1C71', name: 'carrier' }, ...fighters, { card: T.capital, name: 'cap' }], []] },
    { card: T.farSector, name: 'to', controller: 0 },
  ],
});

describe('1C71 Guardian-Class Carrier', () => {
  it('1C71 Guardian-Class Carrier: one movement (1 energy) takes it and four fighters to the other sector', () => {
    play({ ...setup, actions: [{ type: 'move', seat: 0, card: '@carrier', to: '@to', transport: ['@a', '@b', '@c', '@d'] }, ...passes()],
      expect: { piles: { 0: { active: 5 } }, cards: { '@carrier': { at: '@to' }, '@a': { at: '@to' }, '@d': { at: '@to' }, '@e': { at: '@from' } } } });
  });
  it('1C71 Guardian-Class Carrier: five fighters are too many (R-MOVE-11)', () => {
    play({ ...setup, actions: [{ type: 'move', seat: 0, card: '@carrier', to: '@to', transport: ['@a', '@b', '@c', '@d', '@e'], refused: 'R-MOVE-11' }] });
  });
  it('1C71 Guardian-Class Carrier: a capital ship is not carried (R-MOVE-11)', () => {
    play({ ...setup, actions: [{ type: 'move', seat: 0, card: '@carrier', to: '@to', transport: ['@cap'], refused: 'R-MOVE-11' }] });
  });
});
