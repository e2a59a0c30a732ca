// Frenzied Luhus (inverter): 3 energy plus two other characters of yours here sent to their owners'
// used piles: invert (power 7, defense 0).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (others: number) => game({
  row: [{ card: T.north, controller: 0,
    cards: [[{ card: '1U231', name: 'luhus' }, ...['a', 'b'].slice(0, others).map((name) => ({ card: T.trooper, name }))], []] }],
});

describe('1U231 Frenzied Luhus', () => {
  it('1U231 Frenzied Luhus: pay 3 and two characters to the used pile: inverted, power 0 -> 7, defense 5 -> 0', () => {
    play({ ...setup(2), actions: [{ type: 'use', seat: 0, card: '@luhus', ability: 0, paying: ['@a', '@b'] }, ...passes()],
      expect: { cards: { '@luhus': { inverted: true, power: 7, defense: 0 }, '@a': { zone: 'used' }, '@b': { zone: 'used' } }, piles: { 0: { active: 3 } } } });
  });
  it('1U231 Frenzied Luhus: one other character is not enough (R-PLAY-04), nor can it pay with itself', () => {
    play({ ...setup(1), actions: [{ type: 'use', seat: 0, card: '@luhus', ability: 0, paying: ['@a', '@luhus'], refused: 'R-PLAY-04' }],
      expect: { cards: { '@luhus': { inverted: false } } } });
  });
});
