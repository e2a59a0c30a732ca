// Frenzied Luhus (inverter): 3 energy plus two other characters of yours here sent to their owners'
// used piles: invert (power 7, defense 0).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (others: number) => game({
  row: [{ card: 'Testland/North', controller: P1,
    cards: [['Frenzied Luhus', ...['a', 'b'].slice(0, others).map((name) => ({ card: 'Plain Trooper', name }))], []] }],
});

describe('1U231 Frenzied Luhus', () => {
  it('1U231 Frenzied Luhus: pay 3 and two characters to the used pile: inverted, power 0 -> 7, defense 5 -> 0', () => {
    setup(2).use('Frenzied Luhus', { paying: ['a', 'b'] }).resolve()
      .expectCard('Frenzied Luhus', { inverted: true, power: 7, defense: 0 }).expectCard('a', { zone: 'used' }).expectCard('b', { zone: 'used' })
      .expectPiles(P1, { active: 3 });
  });
  it('1U231 Frenzied Luhus: one other character is not enough (R-PLAY-04), nor can it pay with itself', () => {
    setup(1).refuses('R-PLAY-04').use('Frenzied Luhus', { paying: ['a', 'Frenzied Luhus'] })
      .expectCard('Frenzied Luhus', { inverted: false });
  });
});
