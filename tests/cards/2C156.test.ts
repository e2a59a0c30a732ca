// Ganymede/Orbital Expanse: every ship here but Shi ships has -1 tactics.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('2C156 Ganymede/Orbital Expanse', () => {
  it('2C156 Ganymede/Orbital Expanse: plain fighters of both sides here have tactics 1; a Shi ship keeps its tactics; elsewhere no change', () => {
    game({ row: [
      { card: 'Ganymede/Orbital Expanse', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'mine' }, { card: 'Vatarva-Sudeva', name: 'shi' }], [{ card: 'Plain Fighter', name: 'theirs' }]] },
      { card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'away' }], []] }] })
      .expectCard('mine', { tactics: 1 }).expectCard('theirs', { tactics: 1 }).expectCard('shi', { tactics: 2 }).expectCard('away', { tactics: 2 });
  });
});
