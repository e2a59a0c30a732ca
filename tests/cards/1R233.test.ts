// Fury: play an inverter character from your hand, at its full cost.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1R233 Fury', () => {
  it('1R233 Fury: the inverter from hand is played at the site you pick, paying its 1; Fury cost 2', () => {
    game({ phase: 'battle', players: [{ hand: ['Fury', 'Test Flipper', 'Plain Trooper'] }, {}],
      row: [{ card: 'Quayland/Den', name: 'den', controller: P1, cards: [['Plain Trooper'], []] }] })
      .play('Fury').resolve().pick('Test Flipper').resolve()
      .expectCard('Test Flipper', { at: 'den' }).expectPiles(P1, { active: 3, hand: 1 });
  });
});
