// Jikoku Interceptor: +1 defense for each other ship of yours at its location.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2C41 Jikoku Interceptor', () => {
  it('2C41 Jikoku Interceptor: two other ships of yours: defense 2 + 2 = 4; the opponent\'s ships do not count', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Jikoku Interceptor', 'Plain Fighter', 'Plain Capital'], ['Plain Fighter']] }] })
      .expectCard('Jikoku Interceptor', { defense: 4, power: 1 });
  });
  it('2C41 Jikoku Interceptor: alone it keeps defense 2', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Jikoku Interceptor'], ['Plain Fighter', 'Plain Fighter']] }] })
      .expectCard('Jikoku Interceptor', { defense: 2 });
  });
});
