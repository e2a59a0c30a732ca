// Expansion: fetch from the reserve an encampment whose support icon matches one of yours; or,
// when all your support icons are of one faction, any encampment.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const cast = (sites: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Expansion'], reserve: [{ card: 'Ganymede/Exploratory Camp', name: 'earther' }, { card: 'Ganymede/Hunters’ Camp', name: 'quay' }, 'Destiny 3', 'Destiny 3'] }, {}],
  row: sites.map((card) => ({ card, controller: P1 })),
}).play('Expansion').resolve();

describe('1C280 Expansion', () => {
  it('1C280 Expansion: with Quay and Gongen icons only the Quay encampment is offered', () => {
    cast(['Quayland/Den', 'Gongland/Shrine']).refuses('R-EFF-07').pick('earther').pick('quay')
      .expectCard('quay', { zone: 'hand' }).expectCard('Expansion', { zone: 'lost' });
  });
  it('1C280 Expansion: with only Quay icons any encampment may be downloaded', () => {
    cast(['Quayland/Den']).pick('earther').expectCard('earther', { zone: 'hand' });
  });
  it('1C280 Expansion: with no support icons nothing can be downloaded', () => {
    cast(['Testland/North']).expectDecision(null).expectPiles(P1, { hand: 0, reserve: 4 });
  });
});
