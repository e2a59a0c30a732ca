// Komoku (erratum CARD-7, EX-RUL-03): its cost drops by 1 per site related to the target sector
// that holds a unit of yours; Transport 4.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (unitsAtShrine: string[], active: number) => game({
  phase: 'deploy',
  players: [{ hand: ['Komoku'], active: energy(active) }, {}],
  row: [
    { card: 'Gongland/Shrine', name: 'shrine', controller: P1, cards: [unitsAtShrine, []] },
    { card: 'Gongland/Orbit', name: 'sector', controller: P1 },
  ],
});

describe('1C83 Komoku', () => {
  it('1C83 Komoku: with a unit at the one related site it costs 3 - 1 = 2', () => {
    setup(['Plain Trooper', 'Plain Trooper'], 2).play('Komoku', { at: 'sector' }).resolve()
      .expectPiles(P1, { active: 0 }).expectCard('Komoku', { at: 'sector' });
  });
  it('1C83 Komoku: with no unit at a related site it costs the full 3, so 2 energy is not enough (R-PLAY-04)', () => {
    setup([], 2).refuses('R-PLAY-04').play('Komoku', { at: 'sector' });
  });
  it('1C83 Komoku: Transport 4 takes your fighters along', () => {
    game({
      phase: 'move',
      row: [
        { card: 'Testland/Orbit', name: 'from', controller: P1, cards: [['Komoku', 'Plain Fighter'], []] },
        { card: 'Farland/Orbit', name: 'to', controller: P1 },
      ],
    }).move('Komoku', 'to', { transport: ['Plain Fighter'] }).resolve()
      .expectCard('Komoku', { at: 'to' }).expectCard('Plain Fighter', { at: 'to' });
  });
});
