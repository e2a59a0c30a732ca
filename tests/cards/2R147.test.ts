// Prolonged Exposure: as each player's control phase starts, that player pays 2 energy or else loses 1.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (p2Active = 6) => game({ phase: 'activate', turnPlayer: P2, players: [{ assets: ['Prolonged Exposure'] }, { active: energy(p2Active) }] })
  .toPhase('control', P2).resolve();

describe('2R147 Prolonged Exposure', () => {
  it('2R147 Prolonged Exposure: P2\'s control phase: P2 chooses to pay 2', () => {
    sc().option('pay', P2).expectPiles(P2, { active: 4, lost: 0 }).expectPiles(P1, { active: 6 });
  });
  it('2R147 Prolonged Exposure: or to lose 1', () => {
    sc().option('lose', P2).lose('reserve', P2).expectPiles(P2, { active: 6, lost: 1 });
  });
  it('2R147 Prolonged Exposure: with one active card P2 can only lose 1', () => {
    sc(1).lose('reserve', P2).expectPiles(P2, { lost: 1 });
  });
});
