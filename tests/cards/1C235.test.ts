// Ilna Hekaton: when it enters play, your opponent pays 1 energy.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const enters = (theirActive?: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Ilna Hekaton'] }, theirActive ? { active: theirActive } : {}],
  row: [{ card: 'Quayland/Orbit', name: 'sector', controller: P1 }],
}).play('Ilna Hekaton', { at: 'sector' }).resolve().resolve();

describe('1C235 Ilna Hekaton', () => {
  it('1C235 Ilna Hekaton: played for 1, it enters play and the opponent pays 1 (active 6 -> 5)', () => {
    enters().expectPiles(P2, { active: 5, used: 1 }).expectPiles(P1, { active: 5 }).expectCard('Ilna Hekaton', { at: 'sector' });
  });
  it('1C235 Ilna Hekaton: an opponent with an empty active pile pays nothing', () => {
    enters([]).expectPiles(P2, { active: 0, used: 0, reserve: 6 });
  });
});
