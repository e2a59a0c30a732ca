// Fortune Seeker: when it enters play, you may show the top three cards of your reserve and put them
// back in any order.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Fortune Seeker'], reserve: ['Destiny 1', 'Destiny 2', 'Destiny 5', ...energy(3)] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [[], []] }],
});

describe('2C71 Fortune Seeker', () => {
  it('2C71 Fortune Seeker: entering play, it may reorder the top three: 5, 1, 2 (R-TRIG-01)', () => {
    sc().play('Fortune Seeker', { at: 'here' }).resolve().resolve().yes().pick('Destiny 5').pick('Destiny 1')
      .expectOnTop(P1, 'reserve', 'Destiny 5', 'Destiny 1', 'Destiny 2').expectPiles(P1, { reserve: 6 });
  });
  it('2C71 Fortune Seeker: declined, the order stays', () => {
    sc().play('Fortune Seeker', { at: 'here' }).resolve().resolve().no().expectOnTop(P1, 'reserve', 'Destiny 1', 'Destiny 2', 'Destiny 5');
  });
});
