// Little Nelly: Size 2, Transport 2; +1 power per energy icon on your side of its location.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L } from './_ems';

describe('2C76 Little Nelly', () => {
  it('2C76 Little Nelly: 2 icons on your side: power 3; 0 icons: power 1', () => {
    play(game({ row: [{ card: L.north, controller: 0, cards: [[{ card: '2C76', name: 'ln' }], []] },
      { card: L.bareSite, controller: 0, cards: [[{ card: '2C76', name: 'bare' }], []] }],
    expect: { cards: { '@ln': { power: 3, tactics: 1, defense: 5 }, '@bare': { power: 1 } } } }));
  });
  it("2C76 Little Nelly: at the opponent's site it reads your side there (their 1 icon for you at a 2/1 site)", () => {
    play(game({ cards: { T41: { number: 'T41', title: 'Oddland/Camp', type: 'LOCATION', kind: 'Site', unique: false, set: 1,
      faction: 'Independent', labels: [], energyCost: 0, destiny: 0, supportCost: {}, text: 'test site', abilities: [],
      energyIcons: { yourSide: 2, opponentSide: 1 } } },
    row: [{ card: 'T41', controller: 1, cards: [[{ card: '2C76', name: 'ln' }], []] }],
    expect: { cards: { '@ln': { power: 2 } } } }));
  });
});
