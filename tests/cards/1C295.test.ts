// Alnak Station/Launch Bay (CARD-39, EX-MOVE-03): either player, in their own move phase: pay 2:
// move a target unit of theirs here to another site (by an ability, not a movement action).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (phase: 'move' | 'deploy', turn: 0 | 1 = P1) => game({
  phase, turnPlayer: turn,
  row: [{ card: 'Alnak Station/Launch Bay', name: 'bay', controller: P1, cards: [[{ card: 'Plain Trooper', name: 'mine' }], [{ card: 'Plain Trooper', name: 'theirs' }]] },
    { card: 'Testland/North', name: 'north', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1 }],
});

describe('1C295 Alnak Station/Launch Bay', () => {
  it('1C295 Alnak Station/Launch Bay: pay 2: your trooper goes to another site, not as a movement action (R-ABIL-08)', () => {
    sc('move').use('bay', { targets: ['mine', 'north'] }).resolve().expectCard('mine', { at: 'north' }).expectPiles(P1, { active: 4 })
      .expectLog('not a movement action, R-ABIL-08');
  });
  it('1C295 Alnak Station/Launch Bay: the opponent may use it for their unit in their move phase', () => {
    sc('move', P2).use('bay', { targets: ['theirs', 'north'], by: P2 }).resolve().expectCard('theirs', { at: 'north' });
  });
  it("1C295 Alnak Station/Launch Bay: not to a sector or for the opponent's unit (R-TGT-04); not in the deploy phase (R-GEN-02)", () => {
    sc('move').refuses('R-TGT-04').use('bay', { targets: ['mine', 'orbit'] }).refuses('R-TGT-04').use('bay', { targets: ['theirs', 'north'] });
    sc('deploy').refuses('R-GEN-02').use('bay', { targets: ['mine', 'north'] });
  });
});
