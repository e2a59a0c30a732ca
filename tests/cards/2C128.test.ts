// Ilna Guide: Piloting 1; while it is at a sector, each ship there with no piloting character
// aboard is tactics -1 (either player's ships).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { wrecker } from './_icons';

const setup = (loc: string, mine: unknown[], theirs: unknown[], withWrecker = false) => game({
  phase: 'deploy',
  ...(withWrecker ? { cards: { T41: wrecker('T41') }, players: [{ hand: [{ card: 'T41', name: 'wreck' }] }, {}] } : {}),
  row: [{ card: loc, name: 'here', controller: 0, cards: [mine as string[], theirs as string[]] },
    { card: T.farSector, name: 'far', controller: 0, cards: [[{ card: T.fighter, name: 'away' }], []] }],
});

describe('2C128 Ilna Guide', () => {
  it('2C128 Ilna Guide: aboard your capital (4/2) it pilots: 5/3; an unpiloted opposing fighter is tactics 2 - 1 = 1', () => {
    play({ ...setup(T.orbit, [{ card: T.capital, name: 'cap', beneath: ['2C128'] }], [{ card: T.fighter, name: 'f' }]),
      expect: { cards: { '@cap': { power: 5, tactics: 3 }, '@f': { tactics: 1, power: 2 } } } });
  });
  it('2C128 Ilna Guide: your own unpiloted ship there is -1 too; a ship with a piloting character aboard is not', () => {
    play({ ...setup(T.orbit, [{ card: T.capital, beneath: ['2C128'] }, { card: T.fighter, name: 'mine' }],
      [{ card: T.fighter, name: 'piloted', beneath: [T.pilot] }]),
    expect: { cards: { '@mine': { tactics: 1 }, '@piloted': { tactics: 4 } } } });
  });
  it('2C128 Ilna Guide: ships at another sector are not affected', () => {
    play({ ...setup(T.orbit, [{ card: T.capital, beneath: ['2C128'] }], []), expect: { cards: { '@away': { tactics: 2 } } } });
  });
  it('2C128 Ilna Guide: once it leaves play the ships are back to their tactics (capital 2, fighter 2)', () => {
    play({ ...setup(T.orbit, [{ card: T.capital, name: 'cap', beneath: [{ card: '2C128', name: 'guide' }] }], [{ card: T.fighter, name: 'f' }], true),
      actions: [{ type: 'play', seat: 0, card: '@wreck', targets: ['@guide'] }, ...passes()],
      expect: { cards: { '@guide': { zone: 'lost' }, '@cap': { tactics: 2 }, '@f': { tactics: 2 } } } });
  });
});
