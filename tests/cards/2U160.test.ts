// Last Chance/Outer Rim Station: either player, in their own draw phase: pay 5: invert a target
// inverter ship of theirs here.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (phase: 'draw' | 'move', turn: 0 | 1 = P1) => game({
  phase, turnPlayer: turn,
  row: [{ card: 'Last Chance/Outer Rim Station', name: 'station', controller: P1,
    cards: [[{ card: 'Test Flip Ship', name: 'mine' }], [{ card: 'Test Flip Ship', name: 'theirs' }]] }],
});

describe('2U160 Last Chance/Outer Rim Station', () => {
  it('2U160 Last Chance/Outer Rim Station: in your draw phase, pay 5: your inverter ship is inverted (4/4/4)', () => {
    sc('draw').use('station', { targets: ['mine'] }).resolve().expectCard('mine', { inverted: true, power: 4 }).expectPiles(P1, { active: 1 });
  });
  it('2U160 Last Chance/Outer Rim Station: the opponent may use it in their draw phase on their own ship', () => {
    sc('draw', P2).use('station', { targets: ['theirs'], by: P2 }).resolve().expectCard('theirs', { inverted: true }).expectPiles(P2, { active: 1 });
  });
  it("2U160 Last Chance/Outer Rim Station: not the opponent's ship (R-TGT-04); not in the move phase (R-GEN-02)", () => {
    sc('draw').refuses('R-TGT-04').use('station', { targets: ['theirs'] });
    sc('move').refuses('R-GEN-02').use('station', { targets: ['mine'] });
  });
});
