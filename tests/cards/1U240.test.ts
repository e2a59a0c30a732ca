// Kucha (erratum CARD-20, EX-MOD-04): power +X, X the highest printed power among the characters here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1U240 Kucha', () => {
  it('1U240 Kucha: beside a 5-power character (either side) the 0-power Kucha has power 5', () => {
    game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Kucha', 'Plain Trooper'], ['Unit 5/1/1']] }] }).expectCard('Kucha', { power: 5 });
  });
  it('1U240 Kucha: a modified power does not count, only the printed one (EX-MOD-04); vehicles are not characters', () => {
    game({ players: [{ assets: [] }, {}], row: [{ card: 'Testland/North', controller: P1,
      cards: [['Kucha', { card: 'Plain Trooper', name: 'pumped', beneath: ['Test Power Harness'] }, 'Plain Big Tank'], []] }] })
      .expectCard('pumped', { power: 4 }).expectCard('Kucha', { power: 2 });
  });
});
