// Little Nelly: Size 2, Transport 2; +1 power per energy icon on your side of its location.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('2C76 Little Nelly', () => {
  it('2C76 Little Nelly: 2 icons on your side: power 3; 0 icons: power 1', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Little Nelly', name: 'ln' }], []] },
      { card: 'Bareland/Waste', controller: P1, cards: [[{ card: 'Little Nelly', name: 'bare' }], []] }] })
      .expectCard('ln', { power: 3, tactics: 1, defense: 5 }).expectCard('bare', { power: 1 });
  });
  it("2C76 Little Nelly: at the opponent's site it reads your side there (their 1 icon for you at a 2/1 site)", () => {
    game({ row: [{ card: 'Oddland/Camp', controller: P2, cards: [['Little Nelly'], []] }] }).expectCard('Little Nelly', { power: 2 });
  });
});
