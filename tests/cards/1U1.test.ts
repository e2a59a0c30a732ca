// Advanced Research: beneath an infiltrator character of yours, that character gets +2 power and +2 tactics.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy', players: [{ hand: ['Advanced Research'] }, {}],
  row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [[{ card: 'Plain Infiltrator', name: 'spy' }, { card: 'Plain Trooper', name: 'grunt' }], []] }],
});

describe('1U1 Advanced Research', () => {
  it('1U1 Advanced Research: beneath the 2/2/2 infiltrator it makes 4/4/2; it cost 1', () => {
    sc().play('Advanced Research', { at: 'spy' }).resolve()
      .expectCard('Advanced Research', { under: 'spy' }).expectCard('spy', { power: 4, tactics: 4, defense: 2 }).expectPiles(P1, { active: 5 });
  });
  it('1U1 Advanced Research: a character that is not an infiltrator is no host for it (R-ASSET-02)', () => {
    sc().refuses('R-ASSET-02').play('Advanced Research', { at: 'grunt' }).expectCard('grunt', { power: 2, tactics: 2 });
  });
});
