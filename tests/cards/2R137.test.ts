// Rousing Leap: to play it, lose five other hand cards of your choice; then the whole used pile
// goes into your hand.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const FIVE = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ card: 'Plain Trooper', name }));
const sc = (hand = FIVE) => game({
  phase: 'deploy',
  players: [{ hand: ['Rousing Leap', ...hand], used: ['Destiny 1', 'Destiny 2', 'Destiny 4'] }, {}],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[], []] }],
});

describe('2R137 Rousing Leap', () => {
  it('2R137 Rousing Leap: the hand cards picked (the fifth left over goes too) are lost, then the three used cards come to hand (R-PLAY-04)', () => {
    sc().play('Rousing Leap').pick('a').pick('b').pick('c').pick('d')
      .expectPiles(P1, { hand: 0, lost: 5 }).resolve()
      .expectPiles(P1, { hand: 3, used: 0 }).expectCard('Destiny 4', { zone: 'hand' }).expectCard('Rousing Leap', { zone: 'lost' });
  });
  it('2R137 Rousing Leap: with only four other cards in hand it can\'t be played (R-PLAY-04)', () => {
    sc(FIVE.slice(0, 4)).refuses('R-PLAY-04').play('Rousing Leap');
  });
});
