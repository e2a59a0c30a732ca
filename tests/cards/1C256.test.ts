// Qurim Rager: while at a site, each character here with Piloting is defense -2.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, T } from './_gqi';

describe('1C256 Qurim Rager', () => {
  it('1C256 Qurim Rager: pilots here (either side) go from defense 3 to 1; others keep theirs', () => {
    play(game({
      row: [{ card: T.north, controller: 0, cards: [['1C256', { card: T.pilot, name: 'mine' }], [{ card: T.pilot, name: 'theirs' }, { card: T.trooper, name: 'plain' }]] }],
      expect: { cards: { '@mine': { defense: 1 }, '@theirs': { defense: 1 }, '@plain': { defense: 2 } } },
    }));
  });
  it('1C256 Qurim Rager: aboard a ship at a sector it is not at a site: no effect', () => {
    play(game({
      row: [{ card: T.orbit, controller: 0, cards: [[{ card: T.capital, beneath: ['1C256', { card: T.pilot, name: 'mine' }] }], []] }],
      expect: { cards: { '@mine': { defense: 3 } } },
    }));
  });
});
