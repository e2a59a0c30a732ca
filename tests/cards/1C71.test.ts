// Guardian-Class Carrier: Transport 4 (up to four of your fighters move with it).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = () => game({
  phase: 'move',
  row: [
    { card: 'Testland/Orbit', name: 'from', controller: P1,
      cards: [['Guardian-Class Carrier', ...['a', 'b', 'c', 'd', 'e'].map((name) => ({ card: 'Plain Fighter', name })), 'Plain Capital'], []] },
    { card: 'Farland/Orbit', name: 'to', controller: P1 },
  ],
});

describe('1C71 Guardian-Class Carrier', () => {
  it('1C71 Guardian-Class Carrier: one movement (1 energy) takes it and four fighters to the other sector', () => {
    setup().move('Guardian-Class Carrier', 'to', { transport: ['a', 'b', 'c', 'd'] }).resolve()
      .expectPiles(P1, { active: 5 }).expectCard('Guardian-Class Carrier', { at: 'to' })
      .expectCard('a', { at: 'to' }).expectCard('d', { at: 'to' }).expectCard('e', { at: 'from' });
  });
  it('1C71 Guardian-Class Carrier: five fighters are too many (R-MOVE-11)', () => {
    setup().refuses('R-MOVE-11').move('Guardian-Class Carrier', 'to', { transport: ['a', 'b', 'c', 'd', 'e'] });
  });
  it('1C71 Guardian-Class Carrier: a capital ship is not carried (R-MOVE-11)', () => {
    setup().refuses('R-MOVE-11').move('Guardian-Class Carrier', 'to', { transport: ['Plain Capital'] });
  });
});
