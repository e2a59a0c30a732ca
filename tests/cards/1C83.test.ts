// Komoku (erratum CARD-7, EX-RUL-03): its cost drops by 1 per site related to the target sector
// that holds a unit of yours; Transport 4.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (unitsAtShrine: string[], active: number) => game({
  phase: 'deploy',
  players: [{ hand: [{ card: '1C83', name: 'komoku' }], active: energy(active) }, {}],
  row: [
    { card: T.gongenSite, name: 'shrine', controller: 0, cards: [unitsAtShrine, []] },
    { card: T.gongenSector, name: 'sector', controller: 0 },
  ],
});

describe('1C83 Komoku', () => {
  it('1C83 Komoku: with a unit at the one related site it costs 3 - 1 = 2', () => {
    play({ ...setup([T.trooper, T.trooper], 2), actions: [{ type: 'play', seat: 0, card: '@komoku', at: '@sector' }, ...passes()],
      expect: { piles: { 0: { active: 0 } }, cards: { '@komoku': { at: '@sector' } } } });
  });
  it('1C83 Komoku: with no unit at a related site it costs the full 3, so 2 energy is not enough (R-PLAY-04)', () => {
    play({ ...setup([], 2), actions: [{ type: 'play', seat: 0, card: '@komoku', at: '@sector', refused: 'R-PLAY-04' }] });
  });
  it('1C83 Komoku: Transport 4 takes your fighters along', () => {
    play(game({
      phase: 'move',
      row: [
        { card: T.orbit, name: 'from', controller: 0, cards: [[{ card: '1C83', name: 'komoku' }, { card: T.fighter, name: 'f' }], []] },
        { card: T.farSector, name: 'to', controller: 0 },
      ],
      actions: [{ type: 'move', seat: 0, card: '@komoku', to: '@to', transport: ['@f'] }, ...passes()],
      expect: { cards: { '@komoku': { at: '@to' }, '@f': { at: '@to' } } },
    }));
  });
});
