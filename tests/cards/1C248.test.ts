// Makal Shrieker: pay 3: power +2 until end of turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import type { Position } from '../kit/position';

const setup = (more: Position = {}) => game({ ...more, row: [{ card: 'Testland/North', controller: P1, cards: [['Makal Shrieker'], []] }] });

describe('1C248 Makal Shrieker', () => {
  it('1C248 Makal Shrieker: pay 3: power 1 + 2 = 3', () => {
    setup().use('Makal Shrieker').resolve().expectCard('Makal Shrieker', { power: 3 }).expectPiles(P1, { active: 3 });
  });
  it('1C248 Makal Shrieker: no bullet: twice gives power 5; a third use has no energy left (R-PLAY-04)', () => {
    setup().use('Makal Shrieker').resolve().use('Makal Shrieker').resolve()
      .refuses('R-PLAY-04').use('Makal Shrieker')
      .expectCard('Makal Shrieker', { power: 5 });
  });
  it('1C248 Makal Shrieker: the bonus ends with the turn', () => {
    setup({ phase: 'draw' }).use('Makal Shrieker').resolve().toPhase('activate', P2)
      .expectCard('Makal Shrieker', { power: 1 });
  });
});
