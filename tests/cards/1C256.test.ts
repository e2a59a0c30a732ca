// Qurim Rager: while at a site, each character here with Piloting is defense -2.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C256 Qurim Rager', () => {
  it('1C256 Qurim Rager: pilots here (either side) go from defense 3 to 1; others keep theirs', () => {
    game({ row: [{ card: 'Testland/North', controller: P1,
      cards: [['Qurim Rager', { card: 'Plain Pilot', name: 'mine' }], [{ card: 'Plain Pilot', name: 'theirs' }, 'Plain Trooper']] }] })
      .expectCard('mine', { defense: 1 }).expectCard('theirs', { defense: 1 }).expectCard('Plain Trooper', { defense: 2 });
  });
  it('1C256 Qurim Rager: aboard a ship at a sector it is not at a site: no effect', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Capital', beneath: ['Qurim Rager', 'Plain Pilot'] }], []] }] })
      .expectCard('Plain Pilot', { defense: 3 });
  });
});
