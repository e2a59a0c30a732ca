// Gray Market Middleman: Quickdraw 1. When it enters play, you may show the top card of your used pile
// and then put it on top of your reserve.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Gray Market Middleman'], active: ['Destiny 1', 'Destiny 1', 'Destiny 6', ...energy(3)] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [[], []] }],
});

describe('2C72 Gray Market Middleman', () => {
  it('2C72 Gray Market Middleman: entering play, the used pile\'s top card (the last paid for it) may go on top of the reserve', () => {
    sc().play('Gray Market Middleman', { at: 'here' }).resolve().resolve().yes().pick('Destiny 6')
      .expectOnTop(P1, 'reserve', 'Destiny 6').expectPiles(P1, { reserve: 7 });
  });
  it('2C72 Gray Market Middleman: shown, the card may also stay', () => {
    sc().play('Gray Market Middleman', { at: 'here' }).resolve().resolve().yes().no()
      .expectOnTop(P1, 'used', 'Destiny 6').expectPiles(P1, { reserve: 6 });
  });
  it('2C72 Gray Market Middleman: Quickdraw 1 adds a bullet to its weapon\'s abilities (R-KW-QUICK-01, R-ABIL-04)', () => {
    game({ phase: 'battle', row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1,
      cards: [[{ card: 'Gray Market Middleman', beneath: ['Test Pistol'] }], []] }],
    battle: { location: 'here', attacker: P1, step: 'window1' } })
      .use('Test Pistol').use('Test Pistol')
      .refuses('R-ABIL-03').use('Test Pistol');
  });
});
