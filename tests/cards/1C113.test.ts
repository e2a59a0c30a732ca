// Bean Counter: +4 power while your active pile holds eight cards or more.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const at = (active: number) => game({ players: [{ active: energy(active) }, {}],
  row: [{ card: 'Testland/North', controller: P1, cards: [['Bean Counter'], []] }] });

describe('1C113 Bean Counter', () => {
  it('1C113 Bean Counter: with 8 active energy it has power 1 + 4 = 5', () => {
    at(8).expectCard('Bean Counter', { power: 5 });
  });
  it('1C113 Bean Counter: with 7 it has power 1', () => {
    at(7).expectCard('Bean Counter', { power: 1 });
  });
});
