// Squadron Lead: with no other ship of yours there, +1 power and +1 defense per opposing ship there.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1C204 Squadron Lead', () => {
  it('1C204 Squadron Lead: alone against three ships: 6/1/9', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Squadron Lead'], ['Plain Fighter', 'Plain Fighter', 'Plain Capital']] }] })
      .expectCard('Squadron Lead', { power: 6, tactics: 1, defense: 9 });
  });
  it('1C204 Squadron Lead: with another ship of yours there: printed 3/1/6', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Squadron Lead', 'Plain Fighter'], ['Plain Fighter', 'Plain Fighter']] }] })
      .expectCard('Squadron Lead', { power: 3, defense: 6 });
  });
});
