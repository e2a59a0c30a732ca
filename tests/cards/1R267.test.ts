// Tahka Disruptor: in the turn it entered play, every unit at its location gets -1 tactics.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1R267 Tahka Disruptor', () => {
  it('1R267 Tahka Disruptor: played beside officers (4 tactics) of both sides, all units there are -1 this turn', () => {
    game({ phase: 'deploy', players: [{ hand: ['Tahka Disruptor'] }, {}],
      row: [{ card: 'Quayland/Den', name: 'den', controller: P1, cards: [[{ card: 'Plain Officer', name: 'mine' }], [{ card: 'Plain Officer', name: 'theirs' }]] }] })
      .play('Tahka Disruptor', { at: 'den' }).resolve()
      .expectCard('mine', { tactics: 3 }).expectCard('theirs', { tactics: 3 }).expectCard('Tahka Disruptor', { tactics: 1 })
      .toPhase('activate', 1).expectCard('theirs', { tactics: 4 });
  });
  it('1R267 Tahka Disruptor: one in play since an earlier turn does nothing', () => {
    game({ row: [{ card: 'Quayland/Den', controller: P1, cards: [['Tahka Disruptor'], [{ card: 'Plain Officer', name: 'theirs' }]] }] })
      .expectCard('theirs', { tactics: 4 });
  });
});
