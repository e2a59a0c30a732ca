// Revenge: your opponent loses 2 energy from their reserve.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (site: string) => game({
  phase: 'move',
  players: [{ hand: ['Revenge'] }, { hand: ['Destiny 1'] }],
  row: [{ card: site, controller: P1 }],
});

describe('1U260 Revenge', () => {
  it('1U260 Revenge: the opponent loses 2 from the reserve (6 -> 4), not from hand; it costs 2 and is lost', () => {
    setup('Quayland/Den').play('Revenge').resolve()
      .expectPiles(P2, { reserve: 4, lost: 2, hand: 1 }).expectPiles(P1, { active: 4 }).expectCard('Revenge', { zone: 'lost' });
  });
  it('1U260 Revenge: it needs three Quay support icons (R-PLAY-03)', () => {
    setup('Testland/North').refuses('R-PLAY-03').play('Revenge');
  });
});
