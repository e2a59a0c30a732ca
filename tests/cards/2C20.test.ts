// Rev A Shrouds: +2 tactics while a stockpile asset of yours holds a card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (stacked: string[]) => game({
  players: [{ assets: [{ card: 'Traginium Hoard', stacked }] }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Rev A Shrouds'], []] }],
});

describe('2C20 Rev A Shrouds', () => {
  it('2C20 Rev A Shrouds: with a card on your Traginium Hoard it has tactics 2 + 2 = 4', () => {
    setup(['Destiny 1']).expectCard('Rev A Shrouds', { power: 5, tactics: 4, defense: 5 });
  });
  it('2C20 Rev A Shrouds: with the stockpile empty it keeps tactics 2', () => {
    setup([]).expectCard('Rev A Shrouds', { tactics: 2 });
  });
});
