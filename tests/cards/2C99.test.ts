// Hastecurrent Pursuer: costs 1 less at a sector per opposing inverter at locations related to it.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2C99 Hastecurrent Pursuer', () => {
  it('2C99 Hastecurrent Pursuer: two opposing inverters at related sites (one elsewhere does not count): 4 - 2 = 2', () => {
    game({ phase: 'deploy', players: [{ hand: ['Hastecurrent Pursuer'] }, {}],
      row: [{ card: 'Shiland/Keep', controller: P1, cards: [[], [{ card: 'Test Flipper', name: 'a' }, { card: 'Test Flipper', name: 'b' }]] },
        { card: 'Shiland/Orbit', name: 'orbit', controller: P1 }, { card: 'Testland/North', controller: P1, cards: [[], [{ card: 'Test Flipper', name: 'c' }]] }] })
      .play('Hastecurrent Pursuer', { at: 'orbit' }).resolve().expectPiles(P1, { active: 4 });
  });
  it('2C99 Hastecurrent Pursuer: with none it costs 4', () => {
    game({ phase: 'deploy', players: [{ hand: ['Hastecurrent Pursuer'] }, {}], row: [{ card: 'Shiland/Orbit', name: 'orbit', controller: P1 }] })
      .play('Hastecurrent Pursuer', { at: 'orbit' }).resolve().expectPiles(P1, { active: 2 });
  });
});
