// Revenge: your opponent loses 2 energy from their reserve.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (site: string) => game({
  phase: 'move',
  players: [{ hand: [{ card: '1U260', name: 'revenge' }] }, { hand: [T.d1] }],
  row: [{ card: site, controller: 0 }],
});

describe('1U260 Revenge', () => {
  it('1U260 Revenge: the opponent loses 2 from the reserve (6 -> 4), not from hand; it costs 2 and is lost', () => {
    play({ ...setup(T.quaySite), actions: [{ type: 'play', seat: 0, card: '@revenge' }, ...passes()],
      expect: { piles: { 1: { reserve: 4, lost: 2, hand: 1 }, 0: { active: 4 } }, cards: { '@revenge': { zone: 'lost' } } } });
  });
  it('1U260 Revenge: it needs three Quay support icons (R-PLAY-03)', () => {
    play({ ...setup(T.north), actions: [{ type: 'play', seat: 0, card: '@revenge', refused: 'R-PLAY-03' }] });
  });
});
