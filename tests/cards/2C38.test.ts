// Ikazuchi Follower: +2 power while it is damaged.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (damaged: boolean) => game({ row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: 'Ikazuchi Follower', damaged }], []] }] });

describe('2C38 Ikazuchi Follower', () => {
  it('2C38 Ikazuchi Follower: damaged, it has power 2 + 2 = 4', () => {
    at(true).expectCard('Ikazuchi Follower', { power: 4 });
  });
  it('2C38 Ikazuchi Follower: undamaged, power 2', () => {
    at(false).expectCard('Ikazuchi Follower', { power: 2 });
  });
});
