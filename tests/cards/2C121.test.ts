// Encroaching Hekaton: entering play, your opponent loses 2 per unit of theirs here without piloting.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('2C121 Encroaching Hekaton', () => {
  it('2C121 Encroaching Hekaton: one trooper aboard their capital lacks piloting, the pilot has it: P2 loses 2', () => {
    game({ phase: 'deploy', players: [{ hand: ['Encroaching Hekaton'] }, {}],
      row: [{ card: 'Quayland/Orbit', name: 'orbit', controller: P1, cards: [[], [{ card: 'Plain Capital', beneath: ['Plain Trooper', 'Plain Pilot'] }]] }] })
      .play('Encroaching Hekaton', { at: 'orbit' }).resolve().resolve().lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P2, { lost: 2 }).expectPiles(P1, { active: 4 }).expectDecision(null);
  });
});
