// Raider: when it enters play you may activate 1 energy per opposing ship there.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (theirs: string[], active = 7) => game({
  phase: 'deploy', players: [{ active: energy(active), hand: ['Raider'] }, {}],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[], theirs] }],
});

describe('1U147 Raider', () => {
  it('1U147 Raider: two opposing ships there: pay 7, then activate 2', () => {
    sc(['Plain Fighter', 'Plain Fighter']).play('Raider', { at: 'orbit' }).resolve().resolve().yes()
      .expectPiles(P1, { active: 2, reserve: 4 });
  });
  it('1U147 Raider: no opposing ship: nothing to activate', () => {
    sc([]).play('Raider', { at: 'orbit' }).resolve().resolve().yes().expectPiles(P1, { active: 0, reserve: 6 });
  });
  it('1U147 Raider: costs 7 (R-PLAY-04 with 6)', () => {
    sc([], 6).refuses('R-PLAY-04').play('Raider', { at: 'orbit' });
  });
});
