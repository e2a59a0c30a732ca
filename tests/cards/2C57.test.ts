// Zocho Interceptor: +1 power for each opposing ship at its location.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2C57 Zocho Interceptor', () => {
  it('2C57 Zocho Interceptor: two opposing ships: power 1 + 2 = 3', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Zocho Interceptor'], ['Plain Fighter', 'Plain Capital']] }] })
      .expectCard('Zocho Interceptor', { power: 3, defense: 2 });
  });
  it('2C57 Zocho Interceptor: ships of your own do not count: power 1', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Zocho Interceptor', 'Plain Fighter'], []] }] })
      .expectCard('Zocho Interceptor', { power: 1 });
  });
});
