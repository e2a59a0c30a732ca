// Phobos/Disputed Territory: whenever a player drains here, that player may pay 3 to retrieve a card.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'control', players: [{ lost: ['Destiny 5'] }, {}],
  row: [{ card: 'Phobos/Disputed Territory', name: 'phobos', controller: P1, cards: [['Plain Fighter'], []] }],
});

describe('2C161 Phobos/Disputed Territory', () => {
  it('2C161 Phobos/Disputed Territory: after your drain, you pay 3 and retrieve your lost card (R-ENERGY-11)', () => {
    sc().drain('phobos').resolve().lose('reserve', P2).resolve().yes()
      .expectPiles(P1, { lost: 0, active: 3 }).expectLog('P1 retrieves Destiny 5');
  });
  it('2C161 Phobos/Disputed Territory: you may decline', () => {
    sc().drain('phobos').resolve().lose('reserve', P2).resolve().no().expectPiles(P1, { lost: 1, active: 6 });
  });
});
